/**
 * What a designer must not meet in the built Storybook, checked on a page of it by
 * scripts/test-review.mjs: console errors and failed requests (a 404 for a file the build should
 * carry), links that lead out of Storybook or to a developer's machine, e-mail addresses turned
 * into links, props tables that print code or run off the page, example headings in the table of
 * contents, forced states that did not hold, and the docs prose out of the brand's font.
 */

/**
 * Collects console errors and failed responses of a page and its frames.
 * @param {import('playwright').Page} page
 * @param {string} origin dropped from the URLs it reports
 */
export function watchPage(page, origin) {
  /** @type {string[]} */
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text().slice(0, 300)}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
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
  // A story tagged `played` is shown as its screenshot (.storybook/played-story.tsx). The
  // pictures load as they scroll into view, so each one's file is asked for here.
  const missingPictures = await page.evaluate(async () => {
    const sources = new Set(
      Array.from(document.querySelectorAll('img[data-played-story]'), (image) =>
        image.getAttribute('src'),
      ),
    );
    /** @type {string[]} */
    const missing = [];
    for (const source of sources) {
      if (!source) continue;
      const response = await fetch(source, { method: 'HEAD' });
      if (!response.ok) missing.push(`a played story's picture is missing: ${source}`);
    }
    return missing;
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
  return [...missingPictures, ...found];
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
