/**
 * The header's fade over the first 50px of scroll, for browsers without CSS scroll timelines
 * (Firefox, and Safari before 26). Everywhere else the header's styles run it on the compositor
 * and this does nothing.
 *
 * It imports nothing, on purpose: the site's entry script calls it for the prerendered header,
 * which hydrates only when a visitor reaches for it, and the entry must stay a few kilobytes. So
 * it finds headers by their `data-header-fade` attribute (the fade distance in pixels, written by
 * `Header`) and writes the fixed custom property the styles read.
 */

const following = new WeakSet<HTMLElement>();
const noop = () => undefined;

export function followHeaderScroll(target: HTMLElement | Document = document): () => void {
  if (typeof CSS !== 'undefined' && CSS.supports('animation-timeline', 'scroll()')) return noop;
  const elements =
    target instanceof HTMLElement
      ? [target]
      : Array.from(target.querySelectorAll<HTMLElement>('[data-header-fade]'));
  const mine = elements.filter((element) => !following.has(element));
  if (mine.length === 0) return noop;
  for (const element of mine) following.add(element);
  let frame = 0;
  // Scroll work happens in a passive listener, batched to one update per frame, and writes a
  // custom property and an attribute: no React render and no layout.
  const update = () => {
    frame = 0;
    for (const element of mine) {
      const distance = Number(element.dataset.headerFade) || 1;
      const opacity = Math.min(1, Math.max(0, window.scrollY / distance));
      element.style.setProperty('--beem-header-opacity', String(opacity));
      element.toggleAttribute('data-opaque', opacity >= 1);
    }
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    cancelAnimationFrame(frame);
    for (const element of mine) following.delete(element);
  };
}
