/**
 * The CSS a `.css.ts` file compiles to, for unit tests that hold a prop to the declaration it is
 * drawn with. Vitest drops stylesheets, so a test cannot read them from the page: the file is
 * compiled here on its own, with the debug identifiers the tests' own modules get, so the class
 * names a component renders in a test are the ones in this CSS.
 */
import { createCompiler } from '@vanilla-extract/compiler';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** One rule: its selector, the media query around it (if any), and its declarations. */
export interface CssRule {
  selector: string;
  media: string | undefined;
  declarations: Record<string, string>;
}

/** The rules of `file` (repository-relative), media queries opened up. */
export async function compiledRules(file: string): Promise<CssRule[]> {
  const compiler = createCompiler({ root, identifiers: 'debug', enableFileWatcher: false });
  try {
    const path = `${root}${file}`;
    await compiler.processVanillaFile(path, { outputCss: true });
    return parseRules(compiler.getCssForFile(path).css);
  } finally {
    await compiler.close();
  }
}

/** Enough of a CSS parser for vanilla-extract's output: rules, and rules inside `@media`. */
function parseRules(css: string, media?: string): CssRule[] {
  const rules: CssRule[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open === -1) break;
    let depth = 1;
    let close = open + 1;
    for (; depth > 0 && close < css.length; close += 1) {
      if (css[close] === '{') depth += 1;
      if (css[close] === '}') depth -= 1;
    }
    const head = css.slice(at, open).trim();
    const body = css.slice(open + 1, close - 1);
    if (head.startsWith('@media'))
      rules.push(...parseRules(body, head.slice('@media'.length).trim()));
    else if (!head.startsWith('@'))
      rules.push({
        selector: head,
        media,
        declarations: Object.fromEntries(
          body
            .split(';')
            .map((line) => line.trim())
            .filter(Boolean)
            .map((line) => {
              const colon = line.indexOf(':');
              return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
            }),
        ),
      });
    at = close;
  }
  return rules;
}

/** The class names in an element's `class` attribute, from its server markup. */
export const classNamesIn = (html: string) =>
  (/class="([^"]*)"/.exec(html)?.[1] ?? '').split(/\s+/).filter(Boolean);

/**
 * What `property` is set to on an element with these classes, keyed by the media query it applies
 * under ('' for none): the rules that select one of the classes alone.
 */
export function declared(rules: CssRule[], classNames: string[], property: string) {
  const selectors = new Set(classNames.map((name) => `.${name}`));
  return Object.fromEntries(
    rules
      .filter((rule) => selectors.has(rule.selector) && property in rule.declarations)
      .map((rule) => [rule.media ?? '', rule.declarations[property]]),
  );
}
