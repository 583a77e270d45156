import { trackLink } from '../../helpers/analytics/tracker';
import type { FooterSection } from '../../helpers/navigation/menu';
import type { FooterProps } from './Footer';

/**
 * A prerendered footer that is not hydrated (it has nothing to operate) still reports its link
 * clicks: one listener on the document reports them to the tracker given to `configureBeem` and
 * calls `onNavigate`, as `Footer`'s own handlers would. Only for a footer that is not hydrated:
 * a hydrated one reports its clicks itself. `sections` are the ones the footer was rendered with.
 * Returns the means to stop.
 */
export function trackFooterClicks(
  root: Pick<Document, 'addEventListener' | 'removeEventListener'>,
  sections: readonly FooterSection[],
  onNavigate?: FooterProps['onNavigate'],
) {
  const links = sections.flatMap((section) => section.links);
  const listener = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('footer a') : null;
    if (!anchor) return;
    const link = links.find(
      (candidate) =>
        candidate.href === anchor.getAttribute('href') && candidate.name === anchor.textContent,
    );
    if (!link) return;
    trackLink(link);
    onNavigate?.(link);
  };
  root.addEventListener('click', listener);
  return () => {
    root.removeEventListener('click', listener);
  };
}
