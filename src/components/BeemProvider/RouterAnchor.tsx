'use client';
/**
 * The anchor every navigating component renders (`Link`, `Button href`, Card links, Pagination):
 * a plain `<a>`, which follows the app's router when a `BeemProvider` gives one. It is the only
 * part of those components that runs in the browser, so a Server Component page of links sends
 * this module and nothing else of theirs.
 *
 * A click goes to the router only when the browser would have loaded the page in this tab: the
 * main button, no modifier key (a new tab or window, a download), no `target` other than `_self`,
 * no `download`, and an address on this origin. Everything else is the browser's, as React Aria's
 * `shouldClientNavigate` decides.
 */
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useRouter } from './context';

const identity = (href: string) => href;

export function shouldClientNavigate(anchor: HTMLAnchorElement, event: MouseEvent): boolean {
  const target = anchor.getAttribute('target');
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.shiftKey &&
    (!target || target === '_self') &&
    !anchor.hasAttribute('download') &&
    anchor.origin === window.location.origin
  );
}

export function RouterAnchor({ href, onClick, children, ...props }: ComponentPropsWithRef<'a'>) {
  const router = useRouter();
  const resolveHref = router?.useHref ?? identity;
  // A hook, called on every render whatever the href, as the rules of hooks ask.
  const written = resolveHref(href ?? '');
  return (
    <a
      {...props}
      href={href === undefined ? undefined : written}
      onClick={(event) => {
        onClick?.(event);
        if (!router || href === undefined) return;
        if (!shouldClientNavigate(event.currentTarget, event)) return;
        event.preventDefault();
        router.navigate(href);
      }}
    >
      {children}
    </a>
  );
}
