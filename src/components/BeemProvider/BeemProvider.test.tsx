import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockedScreen } from '../BlockedScreen/BlockedScreen';
import { Link } from '../Link/Link';
import { Tab, TabList, Tabs } from '../Tabs/Tabs';
import { beemThemes } from '../../../tokens/theme.css';
import { BeemProvider } from './BeemProvider';
import { shouldClientNavigate } from './RouterAnchor';

const blocked = (siteUrl?: string) =>
  renderToStaticMarkup(
    <BeemProvider {...(siteUrl ? { settings: { siteUrl } } : {})}>
      <BlockedScreen onDone={() => undefined} />
    </BeemProvider>,
  );

describe('BeemProvider settings', () => {
  it('gives each tree its own settings, as two requests on one server render them', () => {
    const first = blocked('https://www.trybeem.com');
    const second = blocked('https://www.beem.example');
    expect(first).toContain('mailto:support@trybeem.com');
    expect(first).not.toContain('beem.example');
    expect(second).toContain('mailto:support@beem.example');
    expect(second).not.toContain('trybeem.com');
  });

  it('falls back to the defaults without settings', () => {
    expect(blocked()).toContain('support@trybeem.com');
  });

  it('keeps a malformed address from the provider to the default', () => {
    expect(blocked('javascript:alert(1)')).toContain('support@trybeem.com');
  });
});

describe('BeemProvider router', () => {
  it('writes the address the router gives for each link', () => {
    const html = renderToStaticMarkup(
      <BeemProvider navigate={() => undefined} useHref={(href) => `/app${href}`}>
        <Link href="/fees">Our fees</Link>
      </BeemProvider>,
    );
    expect(html).toContain('href="/app/fees"');
  });

  it('leaves links as they are without a router', () => {
    expect(renderToStaticMarkup(<Link href="/fees">Our fees</Link>)).toContain('href="/fees"');
  });
});

describe('BeemProvider colorScheme', () => {
  const schemeOf = (html: string) =>
    [...html.matchAll(/<div class="([^"]*)" data-color-scheme="(\w+)"/g)].map(
      ([, classes = '', scheme]) => ({ scheme, themed: classes.split(' ')[0] }),
    );

  it('renders the subtree in its scheme on the server, so the first paint is right', () => {
    const html = renderToStaticMarkup(
      <BeemProvider colorScheme="dark">
        <Link href="/fees">Our fees</Link>
      </BeemProvider>,
    );
    expect(schemeOf(html)).toEqual([{ scheme: 'dark', themed: beemThemes.dark }]);
    expect(html).toContain('href="/fees"');
  });

  it('nests: the inner subtree takes the inner scheme', () => {
    const html = renderToStaticMarkup(
      <BeemProvider colorScheme="dark">
        <BeemProvider colorScheme="system">
          <Link href="/fees">Our fees</Link>
        </BeemProvider>
      </BeemProvider>,
    );
    expect(schemeOf(html)).toEqual([
      { scheme: 'dark', themed: beemThemes.dark },
      { scheme: 'system', themed: beemThemes.system },
    ]);
  });

  it('adds no element without a scheme', () => {
    expect(
      renderToStaticMarkup(
        <BeemProvider navigate={() => undefined}>
          <Link href="/fees">Our fees</Link>
        </BeemProvider>,
      ),
    ).not.toContain('data-color-scheme');
  });
});

describe('shouldClientNavigate', () => {
  const origin = 'http://localhost:3000';
  const anchor = (attributes: Record<string, string>, href = `${origin}/fees`) => ({
    origin: new URL(href).origin,
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  });
  const click = (overrides: Partial<Record<string, unknown>> = {}) => ({
    button: 0,
    defaultPrevented: false,
    metaKey: false,
    ctrlKey: false,
    altKey: false,
    shiftKey: false,
    ...overrides,
  });
  const decide = (a: ReturnType<typeof anchor>, event: ReturnType<typeof click>) => {
    const previous = globalThis.window;
    Object.assign(globalThis, { window: { location: { origin } } });
    try {
      return shouldClientNavigate(
        a as unknown as HTMLAnchorElement,
        event as unknown as Parameters<typeof shouldClientNavigate>[1],
      );
    } finally {
      Object.assign(globalThis, { window: previous });
    }
  };

  it('takes a plain main-button click on this origin', () => {
    expect(decide(anchor({}), click())).toBe(true);
    expect(decide(anchor({ target: '_self' }), click())).toBe(true);
  });

  it.each([
    ['a modifier key', anchor({}), click({ metaKey: true })],
    ['Ctrl', anchor({}), click({ ctrlKey: true })],
    ['Shift', anchor({}), click({ shiftKey: true })],
    ['Alt', anchor({}), click({ altKey: true })],
    ['the middle button', anchor({}), click({ button: 1 })],
    ['a handled click', anchor({}), click({ defaultPrevented: true })],
    ['a new tab', anchor({ target: '_blank' }), click()],
    ['a download', anchor({ download: '' }), click()],
    ['another origin', anchor({}, 'https://www.irs.gov/'), click()],
  ])('leaves %s to the browser', (_case, a, event) => {
    expect(decide(a, event)).toBe(false);
  });
});

describe('BeemProvider router in React Aria components', () => {
  it("writes a Tab link's address through the app's router", () => {
    const html = renderToStaticMarkup(
      <BeemProvider navigate={() => undefined} useHref={(href) => `/app${href}`}>
        <Tabs>
          <TabList aria-label="Activity">
            <Tab id="all" href="/activity">
              All
            </Tab>
          </TabList>
        </Tabs>
      </BeemProvider>,
    );
    expect(html).toContain('href="/app/activity"');
  });
});
