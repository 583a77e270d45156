import { Header, trackMenuItem } from '@beem/design-system';

/** The header's menus, drawer and announcement, with menu clicks tracked. */
export default function HeaderIsland({ getStartedHref }: { getStartedHref?: string }) {
  return <Header onNavigate={trackMenuItem} getStartedHref={getStartedHref} />;
}
