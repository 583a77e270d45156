import { breakpoints } from '../tokens/primitives';

/**
 * The viewports stories are reviewed and snapshotted at. `globals: { viewport: { value: 'mobile' } }`
 * on a story selects one; the story tests resize the page to match.
 */
export const viewports = {
  mobileSmall: {
    name: 'Small phone (320)',
    styles: { width: '320px', height: '568px' },
    type: 'mobile',
  },
  mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tabletSmall: {
    name: `Small tablet (${breakpoints.tabletMax})`,
    styles: { width: `${breakpoints.tabletMax}px`, height: '960px' },
    type: 'tablet',
  },
  tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: {
    name: `Desktop (1280, from ${breakpoints.desktop})`,
    styles: { width: '1280px', height: '900px' },
    type: 'desktop',
  },
} as const;

export type ViewportName = keyof typeof viewports;
