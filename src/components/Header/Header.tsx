'use client';
import { clsx } from 'clsx';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { mediaQueries, motionDistances } from '../../../tokens/primitives';
import { Button } from '../Button/Button';
import { trackLink } from '../../helpers/analytics/tracker';
import { useSettings } from '../BeemProvider/context';
import { Icon } from '../Icon/Icon';
import type { MegaMenuItem, MenuGroup, NavLink } from '../../helpers/navigation/menu';
import { preFooterId } from '../PreFooter/PreFooter';
import { brandName } from '../../helpers/profile/profile';
import * as styles from './Header.css';
import type { HeaderBackground } from './Header.css';
import { MegaMenu } from './MegaMenu';
import { followHeaderScroll } from './followHeaderScroll';
import { MobileDrawer } from './MobileDrawer';
import { useMessages } from '../LocaleProvider/LocaleProvider';
import { headerStrings } from '../../helpers/locale/messages/en-US/header';
import { X as CloseIcon } from '../Icon/glyphs/X';
import { Menu as MenuIcon } from '../Icon/glyphs/Menu';

export { headerBackgrounds, type HeaderBackground } from './Header.css';

/** The header's two forms: `full` for marketing pages, `restricted` for the signed-in product's. */
export const headerVariants = ['full', 'restricted'] as const;
/** One of `headerVariants`: what the header offers besides the logo. */
export type HeaderVariant = (typeof headerVariants)[number];

/** A bar above the header, with a button to close it. */
export interface Announcement {
  /** What the bar says, set in a paragraph. */
  message: ReactNode;
  // Product rule: the announcement bar has a normal style and a red alert style.
  /** `alert` draws the bar in red, for something a visitor must not miss. */
  tone?: 'normal' | 'alert';
}

/**
 * A link to the same page in another language. Its words are in that language ("Español" on an
 * English page, "English" on a Spanish one), marked with `lang` so a screen reader pronounces
 * them so, and `hrefLang` says what the page behind it is written in.
 */
export interface LanguageLink {
  /** The same page in the other language. */
  href: string;
  /** The language's own name for itself: "Español", "English". */
  label: string;
  /** The language of the label, as `<html lang>` writes it: `es`, `en`. */
  lang: string;
  /** The locale of the page it leads to: `es-US`, `en-US`. */
  hrefLang: string;
}

/**
 * `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the header's root (the
 * sticky band around the announcement and the `<header>`).
 */
export interface HeaderProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  // Product rule: pages inside the signed-in product use the restricted header.
  /**
   * `full`: the logo, the menu and the sign-in and download actions, for marketing pages.
   * `restricted`: the logo and one 'Go to Line' button, for pages where a visitor should not wander
   * off into the menu.
   * @default full
   */
  variant?: HeaderVariant;
  /**
   * The menu's groups, in order: a panel each on a desktop, an accordion group each in the phone
   * drawer (the first open). The app's own navigation content.
   */
  menus: readonly MenuGroup[];
  /**
   * The phone drawer's plain links under the groups (About, Blog), before Help.
   * @default []
   */
  drawerLinks?: readonly NavLink[];
  /** Where the drawer's "Download app" leads: the app-install link, which picks the store. */
  appHref: string;
  /**
   * The solid colour the header fades into as the page scrolls: match the page's first band.
   * @default header
   */
  background?: HeaderBackground;
  /** An optional, dismissible bar above the header. */
  announcement?: Announcement;
  /** Where the restricted header's 'Go to Line' leads. */
  lineHref?: string;
  /**
   * Where 'Get Started' leads: the page's own pre-footer (`#get-started`) when left out. A page without one points
   * at another page's, such as `/#get-started`.
   * @default #get-started
   */
  getStartedHref?: string;
  /**
   * Each menu item click. The click is also reported to the tree's tracker (`BeemProvider`), as
   * the item's own event.
   */
  onNavigate?: (item: MegaMenuItem) => void;
  /**
   * The same page in another language, beside Log in on a desktop and first among the drawer's
   * links on a phone. A plain link: it works without scripts and never redirects by itself.
   */
  languageLink?: LanguageLink;
  /** A click on the language link, before the page changes: an app remembers the choice here. */
  onLanguageSelect?: (link: LanguageLink) => void;
}

/**
 * Product rule: the sticky header is transparent at the top of the page and turns opaque over
 * the first 50px of scroll (the `headerFade` motion distance), with a shadow once opaque. 0 at
 * the top, 1 from that distance on.
 */
export const scrollOpacityAt = (scrollY: number) =>
  Math.min(1, Math.max(0, scrollY / motionDistances.headerFade));

/** Invoker commands, where the browser has them, open the drawer before and without scripts. */
const hasInvokerCommands = () =>
  typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

function AnnouncementBar({
  announcement,
  onClose,
}: {
  announcement: Announcement;
  onClose: () => void;
}) {
  const tone = announcement.tone ?? 'normal';
  const t = useMessages(headerStrings);
  return (
    <div
      className={styles.announcement({ tone })}
      role={tone === 'alert' ? 'alert' : undefined}
      aria-label={tone === 'alert' ? undefined : t('header.announcement')}
    >
      <p className={styles.announcementText}>{announcement.message}</p>
      <button
        type="button"
        className={styles.announcementClose}
        aria-label={t('header.dismissAnnouncement')}
        onClick={onClose}
      >
        <Icon icon={CloseIcon} />
      </button>
    </div>
  );
}

/**
 * "Get Started" is a link to the pre-footer's sign-up section, so it works before and without
 * scripts. With them, the page scrolls there smoothly (unless the visitor prefers reduced motion)
 * and focus follows, for keyboard and screen-reader users.
 */
function goToPreFooter(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(preFooterId);
  if (!target || event.currentTarget.getAttribute('href') !== `#${preFooterId}`) return;
  event.preventDefault();
  const reduce = window.matchMedia(mediaQueries.reducedMotion).matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/** The sticky site header: logo, mega-menu or drawer, Log in and Get Started. */
export function Header({
  menus,
  drawerLinks = [],
  appHref,
  variant = 'full',
  background = 'header',
  announcement,
  lineHref: givenLineHref,
  getStartedHref = `#${preFooterId}`,
  onNavigate,
  languageLink,
  onLanguageSelect,
  className,
  ...props
}: HeaderProps) {
  const settings = useSettings();
  const lineHref = givenLineHref ?? settings.webAppUrl;
  const t = useMessages(headerStrings);
  const header = useRef<HTMLElement>(null);
  const logo = useRef<HTMLAnchorElement>(null);
  const drawer = useRef<HTMLDialogElement>(null);
  const drawerId = useId();
  const drawerContent = { menus, links: drawerLinks, appHref, languageLink, onLanguageSelect };
  const [announcementOpen, setAnnouncementOpen] = useState(Boolean(announcement));

  useEffect(() => (header.current ? followHeaderScroll(header.current) : undefined), []);
  const select = (item: MegaMenuItem) => {
    trackLink(item, settings.tracker);
    onNavigate?.(item);
  };

  return (
    <div {...props} className={clsx(styles.sticky, className)}>
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
      <header
        ref={header}
        className={clsx(styles.header, styles.solid[background])}
        data-header-fade={motionDistances.headerFade}
      >
        <a
          ref={logo}
          className={styles.logo}
          href="/"
          aria-label={t('header.home', { brand: brandName })}
        >
          {brandName}
        </a>
        <div className={styles.spacer} />
        {variant === 'restricted' ? (
          <Button href={lineHref} size="sm">
            {t('header.goToLine')}
          </Button>
        ) : (
          <>
            <MegaMenu menus={menus} onSelect={select} />
            <div className={clsx(styles.desktopOnly, styles.actions)}>
              {languageLink && (
                <Button
                  href={languageLink.href}
                  hrefLang={languageLink.hrefLang}
                  lang={languageLink.lang}
                  variant="ghost"
                  size="sm"
                  onClick={() => onLanguageSelect?.(languageLink)}
                >
                  {languageLink.label}
                </Button>
              )}
              <Button href={`${settings.webAppUrl}/d/auth/verify`} variant="ghost" size="sm">
                {t('header.logIn')}
              </Button>
              <Button href={getStartedHref} size="sm" onClick={goToPreFooter}>
                {t('header.getStarted')}
              </Button>
            </div>
            <button
              type="button"
              className={clsx(styles.trigger, styles.mobileOnly)}
              aria-label={t('header.menu')}
              aria-haspopup="dialog"
              commandfor={drawerId}
              command="show-modal"
              // Without invoker commands or scripts (WebKitGTK 2.50, Safari before 26.2): see
              // MobileDrawer.
              popoverTarget={drawerId}
              onClick={() => {
                if (!hasInvokerCommands() && !drawer.current?.open) drawer.current?.showModal();
              }}
            >
              <Icon icon={MenuIcon} size={1.5} />
            </button>
            <MobileDrawer {...drawerContent} ref={drawer} id={drawerId} onSelect={select} />
          </>
        )}
      </header>
    </div>
  );
}
