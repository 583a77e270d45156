import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { allPaths } from './siteMap';

/**
 * WCAG 2.2 reflow (1.4.10), resize text (1.4.4) and text spacing (1.4.12), on every route.
 * Widths are set here, so the checks run once, in the phone project.
 */
// Each route's test stands alone, so they spread across both workers.
test.describe.configure({ mode: 'parallel' });
test.beforeEach(() => {
  test.skip(test.info().project.name !== 'phone', 'the widths are set by each test');
});
// The text-spacing sheet is a reader's own style sheet, which no page's CSP governs; the route
// tests hold the policy itself.
test.use({ bypassCSP: true });

/** 1.4.12's overrides: the spacing a reader's own style sheet may set. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Boxes that hold text but cannot show all of it: cut off by their overflow, or spilling out over
 * what follows. Scroll containers (tables, the carousel's strip) are built to hold more than they
 * show, and visually hidden text is meant to be 1 px; both are left out. So are form fields,
 * whose text scrolls inside them.
 */
const spilledText = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const scrolls = (style: CSSStyleDeclaration) =>
      /auto|scroll/.test(style.overflowX) || /auto|scroll/.test(style.overflowY);
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.matches('input, textarea, select, option, script, style, noscript, svg *'))
        continue;
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!ownText) continue;
      const style = getComputedStyle(element);
      if (style.display === 'inline' || style.display === 'contents') continue;
      if (
        style.visibility === 'hidden' ||
        element.closest('[hidden], [inert], [aria-hidden="true"]')
      )
        continue;
      if (scrolls(style)) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      // Inside a scroll container, a box may be cut by the container on purpose.
      const tolerance = 2;
      const wide = element.scrollWidth - element.clientWidth > tolerance;
      const tall = element.scrollHeight - element.clientHeight > tolerance;
      if (wide || tall)
        problems.push(
          `${element.tagName.toLowerCase()}.${element.classList[0] ?? ''} "${element.textContent.trim().slice(0, 40)}": content ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`,
        );
    }
    return problems;
  });

/** Horizontal scrolling of the page itself, and scroll regions nobody can reach by keyboard. */
const reflowProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const page = document.scrollingElement ?? document.documentElement;
    if (page.scrollWidth > window.innerWidth)
      problems.push(`the page scrolls sideways: ${page.scrollWidth} px in ${window.innerWidth}`);
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element);
      if (!/auto|scroll/.test(style.overflowX) || element.scrollWidth <= element.clientWidth + 1)
        continue;
      const reachable =
        element.tabIndex >= 0 ||
        element.querySelector('a[href], button, input, select, textarea, [tabindex="0"]') !== null;
      if (!reachable)
        problems.push(
          `${element.tagName.toLowerCase()}.${element.classList[0] ?? ''} scrolls sideways but cannot be reached by keyboard`,
        );
    }
    return problems;
  });

const settle = async (page: Page) => {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
};

for (const path of allPaths) {
  test(`${path}: reflows at 320 px, holds 200 % text, and survives WCAG text spacing`, async ({
    page,
  }) => {
    // 1.4.10: 320 CSS px, the width of a 1280 px window at 400 % zoom.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(path, { waitUntil: 'networkidle' });
    await settle(page);
    expect(await reflowProblems(page), 'at 320 px').toEqual([]);
    expect(await spilledText(page), 'at 320 px').toEqual([]);

    // 1.4.4: text alone at 200 %, as the browser's own text-size setting does it: the default
    // font size goes from 16 to 32 px, which every rem in the tokens and every em media query
    // follows. The setting applies to the open page, as it does in a visitor's browser, so the
    // page is not loaded again: a load is most of this test's work, on a machine the site tests
    // keep busy.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
      .toBe('32px');
    await settle(page);
    expect(await reflowProblems(page), 'at 200 % text').toEqual([]);
    expect(await spilledText(page), 'at 200 % text').toEqual([]);

    // 1.4.12: the text-spacing overrides, at a phone's width and the default text size.
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
    await page.setViewportSize({ width: 375, height: 812 });
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
      .toBe('16px');
    await page.addStyleTag({ content: TEXT_SPACING });
    await settle(page);
    expect(await reflowProblems(page), 'with text spacing').toEqual([]);
    expect(await spilledText(page), 'with text spacing').toEqual([]);
    await expect(page.locator('h1')).toBeVisible();
  });
}

test('the checks can fail: clipped text, a page too wide and an unreachable scroller are found', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setContent(`
    <p style="height: 1em; overflow: hidden; line-height: 3">A line taller than its box, cut off</p>
    <div style="width: 500px">Too wide for the page</div>
    <div style="overflow-x: auto; width: 200px"><div style="width: 400px">Scrolls, no focus</div></div>
  `);
  expect(await spilledText(page)).toEqual([
    expect.stringContaining('"A line taller than its box, cut off"'),
  ]);
  expect(await reflowProblems(page)).toEqual([
    'the page scrolls sideways: 508 px in 320',
    'div. scrolls sideways but cannot be reached by keyboard',
  ]);
});
