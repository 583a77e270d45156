import { Header } from '@beem/design-system';
import { drawerLinks, menuGroups } from '../content/menu';
import { appLinks } from '../content/profile';

/**
 * The header's menus, drawer and announcement. Menu clicks go to the tracker the entry gave the
 * library (main.tsx).
 */
export default function HeaderIsland({ getStartedHref }: { getStartedHref?: string }) {
  return (
    <Header
      menus={menuGroups}
      drawerLinks={drawerLinks}
      appHref={appLinks.install}
      getStartedHref={getStartedHref}
    />
  );
}
