import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Button } from '../Button/Button';
import { config } from '../../helpers/config/config';
import { Icon } from '../Icon/Icon';
import { menuGroups, type MegaMenuItem, type MenuGroupName } from '../../helpers/navigation/menu';
import { beemPaths } from '../../helpers/navigation/paths';
import { productProfile } from '../../helpers/profile/profile';
import * as styles from './Header.css';
import { MenuItemList } from './MenuItemLink';

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Focus goes back here when the drawer closes. */
  returnFocus: RefObject<HTMLElement | null>;
  onSelect?: (item: MegaMenuItem) => void;
  id: string;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The full-screen mobile menu: a modal `<dialog>` (the page behind is inert, focus moves in),
 * with Tab wrapping inside, Escape and the close button closing it, focus back on the menu
 * button, and the page scroll locked while it is open.
 */
export function MobileDrawer({ open, onClose, returnFocus, onSelect, id }: MobileDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const baseId = useId();
  // Spec section 4: one group open at a time, Essentials by default.
  const [openGroup, setOpenGroup] = useState<MenuGroupName | null>('Essentials');

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const html = document.documentElement;
    if (open && !element.open) {
      element.showModal();
      html.toggleAttribute('data-scroll-locked', true);
    }
    if (!open && element.open) {
      element.close();
      html.removeAttribute('data-scroll-locked');
      returnFocus.current?.focus();
    }
  }, [open, returnFocus]);

  useEffect(
    () => () => {
      document.documentElement.removeAttribute('data-scroll-locked');
    },
    [],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here rather than by the dialog's own cancel, so that state and focus follow.
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = Array.from(dialog.current.querySelectorAll<HTMLElement>(focusable));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // The focus trap and Escape are delegated to the dialog itself.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      id={id}
      aria-label="Menu"
      className={styles.drawer}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.drawerInner}>
        <div className={styles.drawerTop}>
          <a className={styles.logo} href={beemPaths.home}>
            {productProfile.name}
          </a>
          <Button variant="ghost" size="sm" aria-label="Close menu" onClick={onClose}>
            <Icon name="close" size={1.5} />
          </Button>
        </div>
        <div>
          {menuGroups.map((group, index) => {
            const expanded = openGroup === group.name;
            const panelId = `${baseId}-group-${index}`;
            const buttonId = `${baseId}-button-${index}`;
            return (
              <div key={group.name}>
                <h2 className={styles.accordionHeading}>
                  <button
                    id={buttonId}
                    type="button"
                    className={styles.accordionTrigger}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => {
                      // Tapping the open group collapses it (spec section 4).
                      setOpenGroup(expanded ? null : group.name);
                    }}
                  >
                    {group.name}
                    <Icon name="chevronDown" className={styles.chevron} />
                  </button>
                </h2>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  hidden={!expanded}
                  className={styles.accordionPanel}
                >
                  <MenuItemList items={group.items} onSelect={onSelect} />
                </div>
              </div>
            );
          })}
        </div>
        <ul className={styles.drawerLinks}>
          <li>
            <a className={styles.drawerLink} href={beemPaths.about}>
              About
            </a>
          </li>
          <li>
            <a className={styles.drawerLink} href={beemPaths.blog}>
              Blog
            </a>
          </li>
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
          <Button href={productProfile.appInstallLink}>Download app</Button>
        </div>
      </div>
    </dialog>
  );
}
