import { createVar, fallbackVar } from '@vanilla-extract/css';

/**
 * 1 % of the window's inner height, set on <html> at load and on every resize by
 * `watchViewportHeight` (src/components/PageLayout/useViewportHeight.ts). Mobile browsers' `100vh`
 * includes the area under their collapsing toolbars; full-screen pieces (drawer, overlay) use
 * `fullViewportHeight` instead.
 */
export const viewportUnit = createVar('vh');

export const fullViewportHeight = `calc(${fallbackVar(viewportUnit, '1vh')} * 100)`;
