'use client';
import type { Ref } from 'react';
import { Button } from '../Button/Button';
import { useSettings } from '../BeemProvider/context';
import { Accordion } from '../Accordion/Accordion';
import { Drawer } from '../Drawer/Drawer';
import type { MegaMenuItem, MenuGroup, NavLink } from '../../helpers/navigation/menu';
import { brandName } from '../../helpers/profile/profile';
import * as styles from './Header.css';
import { MenuItemList } from './MenuItemLink';
import { useMessages } from '../LocaleProvider/LocaleProvider';
import { headerStrings } from '../../helpers/locale/messages/en-US/header';
import { linkStrings } from '../../helpers/locale/messages/en-US/link';

import type { LanguageLink } from './Header';

const strings = { ...headerStrings, ...linkStrings };

export interface MobileDrawerProps {
  menus: readonly MenuGroup[];
  /** Plain links under the groups, before Help. */
  links: readonly NavLink[];
  /** Where "Download app" leads. */
  appHref: string;
  onSelect?: (item: MegaMenuItem) => void;
  /** The same page in another language, first among the links. */
  languageLink?: LanguageLink;
  onLanguageSelect?: (link: LanguageLink) => void;
  id: string;
  ref?: Ref<HTMLDialogElement>;
}

/** The drawer's groups form one exclusive accordion: opening one closes the one that was open. */
const GROUP_NAME = 'beem-menu-group';

/**
 * The full-screen phone menu: a `Drawer` (a modal `<dialog>`) that the header's Menu button opens
 * with the invoker command `show-modal`, and its close button shuts with `close`. The platform
 * does the rest, scripts or not: the page behind is inert, focus moves into the dialog and back to
 * the Menu button when it closes, Escape closes it, and the page does not scroll under it.
 *
 * Invoker commands came late to Safari (26.2; WebKitGTK 2.50 has none), so an iPhone on an older
 * iOS whose scripts have not run would have no way into the menu. The dialog is also an `auto`
 * popover, and both buttons carry `popovertarget` (popover: Safari 17, Firefox 125, Chromium
 * 114). Where the browser has invoker commands it ignores `popovertarget` beside `commandfor`
 * (Chromium 156 logs a warning saying so) and opens the modal; elsewhere, with no script, the
 * menu opens as a popover in the top layer: full screen, closed by its close button or Escape,
 * the page held still behind it, but not inert. Once a script runs, a popover-opened dialog is
 * reopened as the modal (`Dialog`, and the site's entry before the header hydrates). Chosen over
 * a `<details>` or `:target` menu, which would need a second set of markup and styles for the
 * same content; checked with scripts off in Chromium 156, Firefox ESR 153 and WebKitGTK 2.50.
 *
 * The groups are an exclusive `Accordion` (`<details name>`): one open at a time, the first open
 * at first, and tapping the open one collapses it (Chromium 120, Firefox 130, Safari 17.2).
 */
export function MobileDrawer({
  menus,
  links,
  appHref,
  onSelect,
  languageLink,
  onLanguageSelect,
  id,
  ref,
}: MobileDrawerProps) {
  const settings = useSettings();
  const t = useMessages(strings);
  return (
    <Drawer
      ref={ref}
      id={id}
      popover="auto"
      className={styles.drawer}
      aria-label={t('header.menu')}
      closeLabel={t('header.closeMenu')}
      size="full"
      header={
        <a className={styles.logo} href="/">
          {brandName}
        </a>
      }
    >
      <Accordion
        exclusive
        name={GROUP_NAME}
        variant="plain"
        headingLevel={2}
        // Groups by place, not name: an open group stays open when the page's language changes.
        items={menus.map((group, index) => ({
          id: `group-${index}`,
          summary: group.name,
          content: <MenuItemList items={group.items} onSelect={onSelect} label={group.name} />,
          defaultOpen: index === 0,
        }))}
      />
      <ul className={styles.drawerLinks}>
        {languageLink && (
          <li>
            <a
              className={styles.drawerLink}
              href={languageLink.href}
              hrefLang={languageLink.hrefLang}
              lang={languageLink.lang}
              onClick={() => onLanguageSelect?.(languageLink)}
            >
              {languageLink.label}
            </a>
          </li>
        )}
        {links.map((link) => (
          <li key={link.href}>
            <a className={styles.drawerLink} href={link.href}>
              {link.name}
            </a>
          </li>
        ))}
        <li>
          <a
            className={styles.drawerLink}
            href={settings.helpCentreUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('header.help')} <span className={styles.itemDesc}>{t('link.newTab')}</span>
          </a>
        </li>
      </ul>
      <div className={styles.drawerActions}>
        <Button href={`${settings.webAppUrl}/auth/verify`} variant="secondary">
          {t('header.login')}
        </Button>
        <Button href={appHref}>{t('header.downloadApp')}</Button>
      </div>
    </Drawer>
  );
}
