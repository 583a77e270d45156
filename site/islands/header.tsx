import { Header } from '@beem/design-system';

/**
 * The header's menus, drawer and announcement. Menu clicks go to the tracker the entry gave the
 * library (main.tsx).
 */
export default function HeaderIsland({ getStartedHref }: { getStartedHref?: string }) {
  return <Header getStartedHref={getStartedHref} />;
}
