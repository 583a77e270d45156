import { useEffect, useId, useRef, useState } from 'react';
import { menuGroups, type MegaMenuItem, type MenuGroupName } from '../../helpers/navigation/menu';
import { Icon } from '../Icon/Icon';
import * as styles from './Header.css';
import { MenuItemList } from './MenuItemLink';

export interface MegaMenuProps {
  onSelect?: (item: MegaMenuItem) => void;
}

/**
 * Desktop navigation: one disclosure button per group, each opening a panel of links. One panel
 * at a time; Escape closes it and returns focus to its button; a click elsewhere closes it.
 */
export function MegaMenu({ onSelect }: MegaMenuProps) {
  const [open, setOpen] = useState<MenuGroupName | null>(null);
  const root = useRef<HTMLElement>(null);
  const baseId = useId();
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    // Escape from anywhere inside the open panel closes it: a delegated handler, not a control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav
      ref={root}
      aria-label="Main"
      className={`${styles.desktopOnly} ${styles.nav}`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        const index = menuGroups.findIndex((group) => group.name === open);
        setOpen(null);
        root.current
          ?.querySelector<HTMLButtonElement>(`[aria-controls="${panelId(index)}"]`)
          ?.focus();
      }}
    >
      <ul className={styles.navList}>
        {menuGroups.map((group, index) => {
          const expanded = open === group.name;
          return (
            <li key={group.name}>
              <button
                type="button"
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId(index)}
                onClick={() => {
                  setOpen(expanded ? null : group.name);
                }}
              >
                {group.name}
                <Icon name="chevronDown" className={styles.chevron} />
              </button>
              <div id={panelId(index)} className={styles.panel} hidden={!expanded}>
                <MenuItemList items={group.items} onSelect={onSelect} label={group.name} />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
