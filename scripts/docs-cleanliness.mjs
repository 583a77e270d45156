/**
 * What a designer must not meet in the built Storybook, checked on a page of it by
 * scripts/test-review.mjs: console errors and failed requests (a 404 for a file the build should
 * carry), links that lead out of Storybook or to a developer's machine, e-mail addresses turned
 * into links, props tables that print code or run off the page, example headings in the table of
 * contents, forced states that did not hold, the docs prose out of the brand's font, and pictures
 * drawn larger than their own pixels.
 */

/**
 * The one file a story asks for knowing it is not there: Image's "Broken source" example, which
 * shows the placeholder a failed image leaves. Its 404, and the browser's console line for it,
 * are what that example is about.
 */
const missingOnPurpose = /\/stories\/missing\.png(\?|$)/;

/**
 * Collects console errors and failed responses of a page and its frames.
 * @param {import('playwright').Page} page
 * @param {string} origin dropped from the URLs it reports
 */
export function watchPage(page, origin) {
  /** @type {string[]} */
  const problems = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || missingOnPurpose.test(message.location().url)) return;
    problems.push(`console error: ${message.text().slice(0, 300)}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !missingOnPurpose.test(response.url())) {
      problems.push(`${String(response.status())} for ${response.url().replace(origin, '')}`);
    }
  });
  return problems;
}

/**
 * Problems on a rendered docs page, as sentences; none when the page is clean.
 * @param {import('playwright').Page} page
 */
export async function docsPageProblems(page) {
  // The table of contents is built a moment after the page renders; a page with headings
  // inside examples waits for it, so a leaked one is seen.
  const hasExampleHeadings = await page.evaluate(
    () =>
      document.querySelectorAll('.docs-example :is(h2, h3), .docs-story :is(h2, h3)').length > 0,
  );
  if (hasExampleHeadings) {
    await page
      .waitForFunction(() => document.querySelector('.toc-wrapper a') !== null, undefined, {
        timeout: 3000,
      })
      .catch(() => undefined);
  }
  // Every picture on the page, loaded (lazy ones are asked for now) and drawn no larger than its
  // own pixels: a picture stretched past its size is blurred, and a designer judges size, weight
  // and spacing from it. A vector image scales without loss and is left out.
  const stretched = await page.evaluate(async () => {
    const images = Array.from(document.querySelectorAll('.sbdocs-content img'));
    await Promise.all(
      images.map((image) => {
        if (!(image instanceof HTMLImageElement)) return undefined;
        image.loading = 'eager';
        return image.decode().catch(() => undefined);
      }),
    );
    /** @type {string[]} */
    const found = [];
    for (const image of images) {
      if (!(image instanceof HTMLImageElement) || !image.naturalWidth) continue;
      if (/\.svg(\?|$)/.test(image.currentSrc)) continue;
      const box = image.getBoundingClientRect();
      const scale = Math.max(box.width / image.naturalWidth, box.height / image.naturalHeight);
      if (scale > 1.01) {
        found.push(
          `a picture is drawn at ${scale.toFixed(2)}× its size (${String(image.naturalWidth)}×${String(image.naturalHeight)} as ${String(Math.round(box.width))}×${String(Math.round(box.height))}): ${image.getAttribute('src') ?? ''}`,
        );
      }
    }
    return found;
  });
  const found = await page.evaluate(() => {
    /** @type {string[]} */
    const found = [];
    const text = (/** @type {Element} */ element) => (element.textContent ?? '').trim();
    const content = document.querySelector('.sbdocs-content');
    if (!content) return found;

    for (const anchor of Array.from(document.querySelectorAll('a[href]'))) {
      const href = anchor.getAttribute('href') ?? '';
      if (/^(https?:)?\/\/(localhost|127\.0\.0\.1)\b/.test(href)) {
        found.push(`a link to ${href} ("${text(anchor)}")`);
      }
      // Links into Storybook must open its manager, not this frame's bare iframe.html.
      if (anchor.getAttribute('target') === '_top') {
        const url = new URL(href, location.href);
        if (url.pathname.endsWith('iframe.html')) {
          found.push(`"${text(anchor)}" opens ${url.pathname}${url.search}, outside Storybook`);
        }
      }
    }
    // An address in the prose is text; Storybook's docs turn a mailto link into a navigation.
    for (const anchor of Array.from(content.querySelectorAll('a[href^="mailto:"]'))) {
      if (!anchor.closest('.docs-story, .docs-example')) {
        found.push(`an e-mail address became a link: ${text(anchor)}`);
      }
    }

    const column = content.getBoundingClientRect();
    for (const table of Array.from(content.querySelectorAll('table.docblock-argstable'))) {
      const box = table.getBoundingClientRect();
      if (box.right > column.right + 1) {
        found.push(
          `a props table runs ${String(Math.round(box.right - column.right))}px off the page`,
        );
      }
      for (const cell of Array.from(table.querySelectorAll('td'))) {
        if (cell.scrollWidth > cell.clientWidth + 1) {
          found.push(`a props table cell overflows: ${text(cell).slice(0, 80)}`);
        }
        // A value printed as code: a function's or an element's source.
        if (/\$\$typeof|\bfunction\s*\w*\s*\([^)]*\)\s*\{|=>\s*\{/.test(text(cell))) {
          found.push(`a props table prints source: ${text(cell).slice(0, 80)}`);
        }
      }
    }

    // Each entry is judged by the heading it leads to, not by its words alone: a story may share
    // its name with a heading inside an example (the Pricing page's story draws a "Pricing"
    // heading). An entry whose link finds no heading by id is judged by its words: it leaked when
    // every heading with those words is inside an example.
    const inExample = (/** @type {Element} */ element) =>
      element.closest('.docs-example, .docs-story') !== null;
    const headings = Array.from(content.querySelectorAll('h2, h3'));
    for (const link of Array.from(document.querySelectorAll('.toc-wrapper a'))) {
      const id = decodeURIComponent(link.getAttribute('href')?.split('#')[1] ?? '');
      const target = id ? document.getElementById(id) : null;
      const sameWords = headings.filter((heading) => text(heading) === text(link));
      const leaked = target
        ? inExample(target)
        : sameWords.length > 0 && sameWords.every(inExample);
      if (leaked) found.push(`the example heading "${text(link)}" is in the table of contents`);
    }

    // Every example of a story with forced states shows them, the second one as the first.
    for (const element of Array.from(document.querySelectorAll('[id$="-hover"]'))) {
      if (element.closest('.docs-story') && /^(button|link)-/.test(element.id)) {
        if (!element.classList.contains('pseudo-hover')) {
          found.push(`#${element.id} lost its forced hover`);
        }
      }
    }

    const prose = content.querySelector('p');
    if (prose && !/^"?Inter"?\b/.test(getComputedStyle(prose).fontFamily)) {
      found.push(`the prose is set in ${getComputedStyle(prose).fontFamily}, not Inter`);
    }
    return found;
  });
  return [...stretched, ...found];
}

/**
 * The manager's brand: set in Inter, which the manager loaded, its words apart.
 * @param {import('playwright').Page} page the manager
 */
export async function brandProblems(page) {
  return page.evaluate(async () => {
    /** @type {string[]} */
    const found = [];
    await document.fonts.ready;
    if (!document.fonts.check('700 19px Inter')) found.push('the manager has not loaded Inter');
    const words = Array.from(document.querySelectorAll('.sidebar-header a span span span'));
    const [name, rest] = words;
    if (!name || !rest) return [...found, 'the brand has no "Beem" and "design system" words'];
    if (!/^"?Inter"?\b/.test(getComputedStyle(name).fontFamily)) {
      found.push(`the brand is set in ${getComputedStyle(name).fontFamily}`);
    }
    if (name.getBoundingClientRect().right > rest.getBoundingClientRect().left) {
      found.push('the brand\'s "Beem" runs into "design system"');
    }
    return found;
  });
}

/** The toolbar's settings a designer reads a docs page in: each theme, each language. */
export const docsModes = [
  { theme: 'light', locale: 'en-US' },
  { theme: 'dark', locale: 'en-US' },
  { theme: 'light', locale: 'es-US' },
  { theme: 'dark', locale: 'es-US' },
];

const axeSource = /** @type {{ source: string }} */ ((await import('axe-core')).default).source;

/**
 * Problems of a docs page drawn in one theme and language: the page (not only its examples)
 * must be in that theme and read at WCAG 2.2 AA, measured by axe on the page's prose, headings,
 * code, props tables and Do / Don't blocks. The stories drawn on the page are left to their own
 * checks, which axe each one in both themes. The guidance is written in English, so <html> says
 * so in either language, and the examples say the language they are drawn in.
 * @param {import('playwright').Page} page
 * @param {{ theme: string; locale: string }} mode
 */
export async function docsModeProblems(page, mode) {
  /** @type {string[]} */
  const found = [];
  const drawn = await page.evaluate(() => {
    const wrapper = document.querySelector('.sbdocs-wrapper') ?? document.body;
    const [r, g, b] = (getComputedStyle(wrapper).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return {
      lang: document.documentElement.lang,
      examples: Array.from(
        new Set(
          Array.from(
            document.querySelectorAll('.docs-story [data-story-lang]'),
            (element) => element.getAttribute('lang') ?? '',
          ),
        ),
      ),
      dark: (0.2126 * (r ?? 255) + 0.7152 * (g ?? 255) + 0.0722 * (b ?? 255)) / 255 < 0.5,
    };
  });
  if (drawn.dark !== (mode.theme === 'dark')) {
    found.push(`the page is drawn ${drawn.dark ? 'dark' : 'light'} in the ${mode.theme} theme`);
  }
  if (drawn.lang !== 'en') found.push(`<html lang> is "${drawn.lang}" on English guidance`);
  const lang = mode.locale === 'es-US' ? 'es' : 'en';
  const wrong = drawn.examples.filter((example) => example !== lang);
  if (wrong.length) found.push(`examples say lang="${wrong.join('", "')}", not "${lang}"`);
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    /** @type {any} */
    const { axe } = window;
    const content = document.querySelector('.sbdocs-wrapper');
    if (!content) return [];
    /** @type {{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }} */
    const result = await axe.run(
      {
        include: [content],
        exclude: [
          '.docs-story',
          'iframe',
          '[data-played-story]',
          // A Don't example shows the mistake it warns against: a field with no label, dark
          // text on the brand green.
          '[data-guideline="dont"] .docs-example',
          // Storybook's own editor for an object prop in Controls draws its rows as <li>
          // outside a list; nothing in the page's styles or theme reaches that markup.
          '.rejt-tree',
        ],
      },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        iframes: false,
      },
    );
    return result.violations.map(
      (violation) =>
        `axe ${violation.id}: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(
            ', ',
          )}${violation.nodes.length > 3 ? ` and ${String(violation.nodes.length - 3)} more` : ''}`,
    );
  });
  return [...found, ...violations];
}
