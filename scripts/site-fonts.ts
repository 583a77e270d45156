import { basename } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The site's Inter faces wait at most a moment for their files (`font-display: optional`),
 * where the library's stay `swap`.
 *
 * With `swap`, text shows at once in the fallback and changes to Inter when it arrives. On a slow
 * phone that is a second or more after the first paint, and the change moves whatever a line's new
 * width pushes: a price's "/mes" beside its figure, a paragraph that wraps one word sooner.
 * The fallbacks are fitted to Inter's metrics (tokens/fontFallbacks.css.ts), which takes the
 * shift of a blog post on the bench's throttled phone from 0.154 to nothing, but a line of
 * figures still differs by a pixel or two. With `optional` the browser uses Inter only if it is
 * there by the first paint (it is preloaded from the page's head, so on a fast link it is) and
 * otherwise keeps the fitted fallback for that page; the next page has Inter from the cache.
 * Nothing moves, by construction. Apps that take the library keep `swap`, and the fitted fallback.
 */
export function siteFontDisplay(): Plugin {
  let site = false;
  return {
    name: 'beem:site-font-display',
    enforce: 'pre',
    configResolved(config) {
      site = basename(config.root) === 'site';
    },
    transform(code, id) {
      if (!site || !/@fontsource\/inter\/.+\.css$/.test(id)) return null;
      if (!code.includes('font-display: swap')) {
        throw new Error(
          `${id} no longer says font-display: swap; the site cannot make it optional.`,
        );
      }
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null };
    },
  };
}
