/**
 * What every island is rendered inside, on the server and in the browser alike: the site's
 * settings, through `BeemProvider`. An island is a React root of its own, which the page's provider
 * does not reach. A module of its own, loaded with React DOM when the first island hydrates, so the
 * page's entry carries none of it.
 */
import { BeemProvider } from '@beem/design-system';
import type { ReactNode } from 'react';
import { providerSettings } from '../config';

export default function IslandProviders({ children }: { children: ReactNode }) {
  return <BeemProvider settings={providerSettings}>{children}</BeemProvider>;
}
