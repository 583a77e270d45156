import { setElementVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { mediaQueries, motionDistances } from '../../../tokens/primitives';
import { Button } from '../Button/Button';
import { config } from '../../helpers/config/config';
import { Icon } from '../Icon/Icon';
import type { MegaMenuItem } from '../../helpers/navigation/menu';
import { beemPaths } from '../../helpers/navigation/paths';
import { preFooterId } from '../PreFooter/PreFooter';
import { productProfile } from '../../helpers/profile/profile';
import * as styles from './Header.css';
import type { HeaderBackground } from './Header.css';
import { MegaMenu } from './MegaMenu';
import { MobileDrawer } from './MobileDrawer';

export { headerBackgrounds, type HeaderBackground } from './Header.css';

export const headerVariants = ['full', 'restricted'] as const;
export type HeaderVariant = (typeof headerVariants)[number];

export interface Announcement {
  message: ReactNode;
  // Spec section 2: the announcement bar has a normal and a red alert style.
  /** `alert` draws the bar in red, for something a visitor must not miss. */
  tone?: 'normal' | 'alert';
}

export interface HeaderProps {
  // Spec section 2: the restricted header of pages inside the signed-in product.
  /**
   * `full`: the logo, the menu and the sign-in and download actions, for marketing pages.
   * `restricted`: the logo and one 'Go to Line' button, for pages where a visitor should not wander
   * off into the menu.
   */
  variant?: HeaderVariant;
  /** The solid colour the header fades into as the page scrolls: match the page's first band. */
  background?: HeaderBackground;
  /** An optional, dismissible bar above the header. */
  announcement?: Announcement;
  /** Where the restricted header's 'Go to Line' leads. */
  lineHref?: string;
  /** Each menu item click, for analytics (the item carries its event name). */
  onNavigate?: (item: MegaMenuItem) => void;
}

/** 0 at the top, 1 from the fade distance on (spec sections 2 and 4). */
export const scrollOpacityAt = (scrollY: number) =>
  Math.min(1, Math.max(0, scrollY / motionDistances.headerFade));

/**
 * Scroll work happens in a passive listener, batched to one update per frame, and writes a CSS
 * variable and an attribute on the header: no React render, no layout, so no jank and no shift.
 * (CSS scroll-driven animations could do the fade alone, but Safari lacks them, and the shadow
 * needs a discrete "fully opaque" state anyway.)
 */
function useScrollOpacity(header: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const opacity = scrollOpacityAt(window.scrollY);
      setElementVars(element, { [styles.scrollOpacity]: String(opacity) });
      element.toggleAttribute('data-opaque', opacity >= 1);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [header]);
}

function AnnouncementBar({
  announcement,
  onClose,
}: {
  announcement: Announcement;
  onClose: () => void;
}) {
  const tone = announcement.tone ?? 'normal';
  return (
    <div
      className={styles.announcement({ tone })}
      role={tone === 'alert' ? 'alert' : undefined}
      aria-label={tone === 'alert' ? undefined : 'Announcement'}
    >
      <p className={styles.announcementText}>{announcement.message}</p>
      <button
        type="button"
        className={styles.announcementClose}
        aria-label="Dismiss announcement"
        onClick={onClose}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}

/** Smoothly unless the visitor prefers reduced motion; focus follows, for keyboard users. */
function goToPreFooter() {
  const target = document.getElementById(preFooterId);
  if (!target) return;
  const reduce = window.matchMedia(mediaQueries.reducedMotion).matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

// Spec section 2.
/** The sticky site header: logo, mega-menu or drawer, Log in and Get Started. */
export function Header({
  variant = 'full',
  background = 'header',
  announcement,
  lineHref = config.webAppUrl,
  onNavigate,
}: HeaderProps) {
  const header = useRef<HTMLElement>(null);
  const logo = useRef<HTMLAnchorElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const [announcementOpen, setAnnouncementOpen] = useState(Boolean(announcement));
  const [drawerOpen, setDrawerOpen] = useState(false);
  useScrollOpacity(header);

  return (
    <div className={styles.sticky}>
      {announcement && announcementOpen && (
        <AnnouncementBar
          announcement={announcement}
          onClose={() => {
            setAnnouncementOpen(false);
            // The close button is gone: focus goes to the next thing, not to <body>.
            logo.current?.focus();
          }}
        />
      )}
      <header ref={header} className={clsx(styles.header, styles.solid[background])}>
        <a
          ref={logo}
          className={styles.logo}
          href={beemPaths.home}
          aria-label={`${productProfile.name} home`}
        >
          {productProfile.name}
        </a>
        <div className={styles.spacer} />
        {variant === 'restricted' ? (
          <Button href={lineHref} size="sm">
            Go to Line
          </Button>
        ) : (
          <>
            <MegaMenu onSelect={onNavigate} />
            <div className={clsx(styles.desktopOnly, styles.actions)}>
              <Button href={`${config.webAppUrl}/d/auth/verify`} variant="ghost" size="sm">
                Log in
              </Button>
              <Button size="sm" onClick={goToPreFooter}>
                Get Started
              </Button>
            </div>
            <button
              ref={menuButton}
              type="button"
              className={clsx(styles.trigger, styles.mobileOnly)}
              aria-label="Menu"
              aria-expanded={drawerOpen}
              aria-controls={drawerId}
              onClick={() => {
                setDrawerOpen(true);
              }}
            >
              <Icon name="menu" size={1.5} />
            </button>
            <MobileDrawer
              id={drawerId}
              open={drawerOpen}
              onClose={() => {
                setDrawerOpen(false);
              }}
              returnFocus={menuButton}
              onSelect={onNavigate}
            />
          </>
        )}
      </header>
    </div>
  );
}
