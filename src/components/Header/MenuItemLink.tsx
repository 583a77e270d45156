'use client';
import type { MegaMenuItem } from '../../helpers/navigation/menu';
import { ProductIcon } from '../Icon/ProductIcon';
import * as styles from './Header.css';

export interface MenuItemLinkProps {
  item: MegaMenuItem;
  onSelect?: (item: MegaMenuItem) => void;
}

/** A mega-menu item: the product's icon, its name (with an optional tag) and description. */
export function MenuItemLink({ item, onSelect }: MenuItemLinkProps) {
  return (
    <a
      className={styles.item}
      href={item.href}
      onClick={() => {
        onSelect?.(item);
      }}
    >
      <span className={styles.itemIcon}>
        <ProductIcon name={item.icon} size={1.25} />
      </span>
      <span className={styles.itemText}>
        <span className={styles.itemName}>
          {item.name}
          {item.tag && (
            <span
              className={styles.tag({
                background: item.tagBg ?? 'tag',
                colour: item.tagColor ?? 'tag',
              })}
            >
              {item.tag}
            </span>
          )}
        </span>
        <span className={styles.itemDesc}>{item.desc}</span>
      </span>
    </a>
  );
}

export interface MenuItemListProps {
  items: readonly MegaMenuItem[];
  onSelect?: (item: MegaMenuItem) => void;
  /** Names the list when nothing else does (the desktop panels). */
  label?: string;
}

/** A group's items as a list of links: the desktop panels and the drawer's accordion share it. */
export function MenuItemList({ items, onSelect, label }: MenuItemListProps) {
  return (
    <ul className={styles.itemGrid} aria-label={label}>
      {items.map((item) => (
        // By address: an item keeps its element (and focus) when its name changes language.
        <li key={item.href}>
          <MenuItemLink item={item} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}
