import type { Ref } from 'react';
import { Button } from '../Button/Button';
import { config } from '../../helpers/config/config';
import { Icon } from '../Icon/Icon';
import type { MegaMenuItem, MenuGroup, NavLink } from '../../helpers/navigation/menu';
import { brandName } from '../../helpers/profile/profile';
import * as styles from './Header.css';
import { MenuItemList } from './MenuItemLink';

export interface MobileDrawerProps {
  menus: readonly MenuGroup[];
  /** Plain links under the groups, before Help. */
  links: readonly NavLink[];
  /** Where "Download app" leads. */
  appHref: string;
  onSelect?: (item: MegaMenuItem) => void;
  id: string;
  ref?: Ref<HTMLDialogElement>;
}

/** The drawer's groups form one exclusive accordion: opening one closes the one that was open. */
const GROUP_NAME = 'beem-menu-group';

/**
 * The full-screen phone menu: a modal `<dialog>` that the header's Menu button opens with the
 * invoker command `show-modal`, and its close button shuts with `close`. The platform does the
 * rest, scripts or not: the page behind is inert, focus moves into the dialog and back to the
 * Menu button when it closes, Escape closes it, and the page does not scroll under it (a `:modal`
 * rule in the styles).
 *
 * The groups are `<details name>`: one open at a time, the first open at first, and tapping the
 * open one collapses it (Baseline since 2024: Chromium 120, Firefox 130, Safari 17.2).
 */
export function MobileDrawer({ menus, links, appHref, onSelect, id, ref }: MobileDrawerProps) {
  return (
    <dialog ref={ref} id={id} aria-label="Menu" className={styles.drawer}>
      <div className={styles.drawerInner}>
        <div className={styles.drawerTop}>
          <a className={styles.logo} href="/">
            {brandName}
          </a>
          <Button variant="ghost" size="sm" aria-label="Close menu" commandfor={id} command="close">
            <Icon name="close" size={1.5} />
          </Button>
        </div>
        <div>
          {menus.map((group, index) => (
            <details
              key={group.name}
              name={GROUP_NAME}
              // The first group open at first. The value never changes, so React never
              // overrides the group a visitor opened.
              open={index === 0}
            >
              <summary className={styles.accordionTrigger}>
                <h2 className={styles.accordionHeading}>{group.name}</h2>
                <Icon name="chevronDown" className={styles.chevron} />
              </summary>
              <div className={styles.accordionPanel}>
                <MenuItemList items={group.items} onSelect={onSelect} label={group.name} />
              </div>
            </details>
          ))}
        </div>
        <ul className={styles.drawerLinks}>
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
              href={config.helpCentreUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Help <span className={styles.itemDesc}>(opens in a new tab)</span>
            </a>
          </li>
        </ul>
        <div className={styles.drawerActions}>
          <Button href={`${config.webAppUrl}/auth/verify`} variant="secondary">
            Login
          </Button>
          <Button href={appHref}>Download app</Button>
        </div>
      </div>
    </dialog>
  );
}
