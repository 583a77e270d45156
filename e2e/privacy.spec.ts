import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A phone number, a one-time code and a `returnUrl` are the visitor's. They may go to Beem's API,
 * in the `variables` of the request that needs them (never in its query text), and the
 * `returnUrl` is where the visitor is sent back to. They never appear in an analytics event, in
 * any other request or in any URL the site builds, or in a console message. This test captures
 * all three during the text-me and verify flows, with analytics on (their host stood in for, see
 * fixtures.ts).
 */
const NATIONAL = '4152763391';
const CODE = '2468';
const RETURN_MARKER = 'privacy-7731';
const RETURN_URL = `/pricing/plus?ref=${RETURN_MARKER}`;

const secrets = [
  NATIONAL,
  `+1${NATIONAL}`,
  '(415) 276-3391',
  '276-3391',
  '2763391',
  RETURN_MARKER,
  encodeURIComponent(RETURN_URL),
];
/** The code is short: it is looked for where it could not be a coincidence. */
const codePatterns = [`code: "${CODE}"`, `"code":"${CODE}"`, `code=${CODE}`, `"${CODE}"`];

/** A GraphQL request body as the site's clients send it. */
interface ApiBody {
  query: string;
  variables?: { input?: Record<string, unknown> };
}

const leaks = (text: string) => [
  ...secrets.filter((secret) => text.includes(secret)),
  ...codePatterns.filter((pattern) => text.includes(pattern)),
];

test('no phone number, code or returnUrl reaches analytics, a built URL or the console', async ({
  page,
  context,
  analyticsEvents,
}) => {
  const requests: Request[] = [];
  const consoleLines: string[] = [];
  context.on('request', (request) => requests.push(request));
  page.on('console', (message) => consoleLines.push(message.text()));

  // The API stands in for the verification code so the test knows it; the text-me request goes
  // to the preview server's own local API.
  await page.route('**/graphql', async (route) => {
    const { query, variables } = route.request().postDataJSON() as ApiBody;
    if (query.includes('sendVerificationCode'))
      return route.fulfill({ json: { data: { sendVerificationCode: { success: true } } } });
    if (query.includes('verifyCode'))
      return route.fulfill({
        json: {
          data: {
            verifyCode: variables?.input?.code === CODE ? { token: 'tok-privacy' } : null,
          },
        },
      });
    return route.fallback();
  });

  // 1. Text me the app, on the home page.
  await page.goto('/', { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: 'Get the app by text' });
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(NATIONAL);
  await form.getByRole('button', { name: 'Text me the app' }).click();
  await expect(form.getByRole('status')).toHaveText(/Link sent!/);

  // 2. Sign in: number, code, and back to where the visitor came from.
  const verifyAddress = `/auth/verify?returnUrl=${encodeURIComponent(RETURN_URL)}`;
  await page.goto(verifyAddress);
  // The flow is live before the visitor types: this test is about where the number goes, and a
  // form sent before any script ran is the islands' concern, not this test's.
  await expect(page.locator('[data-island="verify"]')).toHaveAttribute(
    'data-island-state',
    'hydrated',
  );
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(NATIONAL);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('group', { name: 'Verification code' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).focus();
  await page.keyboard.type(CODE);
  await page.waitForURL(`**${RETURN_URL}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The library sends its batch every 5 s and on leaving a page: wait for what was queued.
  await expect
    .poll(() => analyticsEvents.map((event) => event.event), { timeout: 15_000 })
    .toContain('phone_entry');

  // Analytics: nothing of the visitor's, in any property.
  for (const event of analyticsEvents)
    expect(leaks(JSON.stringify(event)), `analytics event ${event.event}`).toEqual([]);
  const phoneEntry = analyticsEvents.find((event) => event.event === 'phone_entry');
  expect(phoneEntry?.properties).toMatchObject({ label: 'text_me_the_app' });
  expect(String(phoneEntry?.properties.$current_url)).not.toContain('?');

  // Requests: only the visitor's own navigations carry the returnUrl, and only the API's POST
  // bodies carry the number and the code.
  const origin = new URL(page.url()).origin;
  const ownNavigations = new Set([`${origin}${verifyAddress}`, `${origin}${RETURN_URL}`]);
  for (const request of requests) {
    const url = request.url();
    if (!ownNavigations.has(url)) expect(leaks(url), `URL ${url}`).toEqual([]);
    const isApi = new URL(url).pathname === '/graphql' && request.method() === 'POST';
    if (!isApi) expect(leaks(request.postData() ?? ''), `body of ${url}`).toEqual([]);
  }
  const apiRequests = requests.filter(
    (request) => new URL(request.url()).pathname === '/graphql' && request.method() === 'POST',
  );
  const apiBodies = apiRequests.map((request) => request.postData() ?? '');
  // The number did reach the API, so the test looked where it would have been.
  expect(apiBodies).toContainEqual(expect.stringContaining(`+1${NATIONAL}`));

  // Inside those bodies, the number and the code are values in `variables`, never part of the
  // query text: that text is the same for every visitor, and it is what a gateway logs.
  const parsed = apiRequests.map((request) => request.postDataJSON() as ApiBody);
  // All three operations were sent, so each query text below was one the flows really use.
  expect(parsed.map(({ query }) => /^mutation (\w+)/.exec(query)?.[1])).toEqual(
    expect.arrayContaining(['SendAppLink', 'SendVerificationCode', 'VerifyCode']),
  );
  for (const { query } of parsed) {
    expect(query.match(/\d{3,}/g) ?? [], `digit runs in the query ${query}`).toEqual([]);
    expect(query, 'the one-time code in a query').not.toContain(CODE);
    expect(leaks(query), `query ${query}`).toEqual([]);
  }
  const inputs = parsed.map(({ variables }) => variables?.input ?? {});
  for (const input of inputs) expect(input.phone).toBe(`+1${NATIONAL}`);
  expect(inputs).toContainEqual(expect.objectContaining({ code: CODE }));

  // Console: not one line.
  for (const line of consoleLines) expect(leaks(line), `console: ${line}`).toEqual([]);
});
