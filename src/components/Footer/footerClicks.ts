import { trackLink, type BeemTracker } from '../../helpers/analytics/tracker';
import type { FooterSection } from '../../helpers/navigation/menu';
import type { FooterProps } from './Footer';

/** A section link as `Footer` renders it: its event is on the element. */
function linkFrom(anchor: Element) {
  const event = anchor.getAttribute('data-event');
  const href = anchor.getAttribute('href');
  return event && href ? { event, href, name: anchor.textContent } : undefined;
}

/**
 * A prerendered footer that is not hydrated (it has nothing to operate) still reports its link
 * clicks: one listener on the document reports them to `tracker` (nowhere, when left out) and
 * calls `onNavigate`, as `Footer`'s own handlers would. Only for a footer that is not hydrated:
 * a hydrated one reports its clicks itself. Each link's event is read from the footer itself
 * (`Footer` writes it on the link), so a page's script needs none of the footer's content, in
 * whatever language the footer is. `sections`, the ones the footer was rendered with, are
 * optional: given, only their links are reported. Returns the means to stop.
 */
export function trackFooterClicks(
  root: Pick<Document, 'addEventListener' | 'removeEventListener'>,
  sections?: readonly FooterSection[],
  onNavigate?: FooterProps['onNavigate'],
  tracker?: BeemTracker,
) {
  const links = sections?.flatMap((section) => section.links);
  const listener = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('footer a') : null;
    if (!anchor) return;
    const link = links
      ? links.find(
          (candidate) =>
            candidate.href === anchor.getAttribute('href') && candidate.name === anchor.textContent,
        )
      : linkFrom(anchor);
    if (!link) return;
    trackLink(link, tracker);
    onNavigate?.(link);
  };
  root.addEventListener('click', listener);
  return () => {
    root.removeEventListener('click', listener);
  };
}
