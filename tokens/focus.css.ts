import { vars } from './theme.css';

/**
 * The focus ring every control shares: a page-coloured gap, then the focus colour.
 *
 * Drawn with box-shadow rather than `outline`: on a pill, Chromium anti-aliased the outline's
 * curve differently depending on what the renderer had painted before, which made pixel-exact
 * screenshots flaky. The transparent outline is what Windows' forced-colours mode shows instead
 * (it drops box-shadows).
 */
export const focusRing = {
  outlineStyle: 'solid',
  outlineWidth: vars.borderWidth.focus,
  outlineColor: 'transparent',
  outlineOffset: vars.borderWidth.thick,
  boxShadow: `0 0 0 ${vars.borderWidth.thick} ${vars.color.surface.page}, 0 0 0 calc(${vars.borderWidth.thick} + ${vars.borderWidth.focus}) ${vars.color.border.focus}`,
} as const;
