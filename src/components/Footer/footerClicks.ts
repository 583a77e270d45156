import { footerSections } from '../../helpers/navigation/footer';
import type { FooterProps } from './Footer';

/**
 * A prerendered footer that is not hydrated (it has nothing to operate) still reports its link
 * clicks: one listener on the document sends the same `onNavigate` calls as `Footer`'s own
 * handlers would. Returns the means to stop.
 */
export function trackFooterClicks(
  root: Pick<Document, 'addEventListener' | 'removeEventListener'>,
  onNavigate: NonNullable<FooterProps['onNavigate']>,
) {
  const links = footerSections().flatMap((section) => section.links);
  const listener = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('footer a') : null;
    if (!anchor) return;
    const link = links.find(
      (candidate) =>
        candidate.href === anchor.getAttribute('href') && candidate.name === anchor.textContent,
    );
    if (link) onNavigate(link);
  };
  root.addEventListener('click', listener);
  return () => {
    root.removeEventListener('click', listener);
  };
}
