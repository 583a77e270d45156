import type { MegaMenuItem } from '../navigation/menu';
import * as styles from './Header.css';

export interface MenuItemLinkProps {
  item: MegaMenuItem;
  onSelect?: (item: MegaMenuItem) => void;
}

/** A mega-menu item: monogram, name (with its optional tag) and description. */
export function MenuItemLink({ item, onSelect }: MenuItemLinkProps) {
  return (
    <a
      className={styles.item}
      href={item.href}
      onClick={() => {
        onSelect?.(item);
      }}
    >
      <span className={styles.monogram} aria-hidden="true" title={item.alt}>
        {item.icon}
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
