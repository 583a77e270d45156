'use client';
import { useId } from 'react';
import type { MegaMenuItem, MenuGroup } from '../../helpers/navigation/menu';
import { Icon } from '../Icon/Icon';
import * as styles from './Header.css';
import { MenuItemList } from './MenuItemLink';
import { useMessages } from '../LocaleProvider/LocaleProvider';
import { headerStrings } from '../../helpers/locale/messages/en-US/header';
import { ChevronDown as ChevronDownIcon } from '../Icon/glyphs/ChevronDown';

export interface MegaMenuProps {
  menus: readonly MenuGroup[];
  onSelect?: (item: MegaMenuItem) => void;
}

/**
 * Desktop navigation: one button per group, each opening a panel of links.
 *
 * Each panel is an `auto` popover opened by its button's `popovertarget`, so everything a
 * visitor expects works before any script and without one: one panel at a time (opening one
 * closes the other), Escape and a click elsewhere close it, focus returns to the button, the
 * panel follows its button in the tab order, and the browser exposes the button as expanded.
 * Popover is Baseline since April 2024 (Chromium 114, Firefox 125, Safari 17). No
 * `aria-expanded` is written: a static one would override the state the browser reports.
 */
export function MegaMenu({ menus, onSelect }: MegaMenuProps) {
  const baseId = useId();
  const t = useMessages(headerStrings);
  return (
    <nav aria-label={t('header.main')} className={`${styles.desktopOnly} ${styles.nav}`}>
      <ul className={styles.navList}>
        {menus.map((group, index) => {
          const panelId = `${baseId}-panel-${index}`;
          return (
            // By place, as the panel's id is: the same menu under its name in another language
            // is the same element, so an open panel stays open when the page's language changes.
            <li key={index}>
              <button type="button" className={styles.trigger} popoverTarget={panelId}>
                {group.name}
                <Icon icon={ChevronDownIcon} className={styles.chevron} />
              </button>
              <div id={panelId} popover="auto" className={styles.panel}>
                <MenuItemList items={group.items} onSelect={onSelect} label={group.name} />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
