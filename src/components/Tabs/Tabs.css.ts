import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../tokens/primitives';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';

/**
 * `automatic`: an arrow key selects the tab it lands on and shows its panel, for panels that
 * appear at once. `manual`: arrows only move focus and Enter or Space selects, for panels that
 * take a while to show.
 */
export const tabsActivations = ['automatic', 'manual'] as const;
/** One of `tabsActivations`: whether the arrow keys select a tab or only move focus to it. */
export type TabsActivation = (typeof tabsActivations)[number];

export const tabs = style({ display: 'grid', gap: vars.space[4] });

export const tabList = style({
  display: 'flex',
  gap: vars.space[1],
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
});

// react-aria-components states each tab's state as a data attribute; the styles read those.
export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space[4],
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  color: vars.color.text.muted,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-hovered]': { color: vars.color.text.default, background: vars.color.surface.subtle },
    '&[data-selected]': { color: vars.color.text.brand },
    // The bar sits over the list's bottom line, so the selected tab reads as joined to its panel.
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: `calc(-1 * ${vars.borderWidth.hairline})`,
      height: vars.borderWidth.focus,
      background: vars.color.action.primary.background,
    },
    '&[data-focus-visible]': focusRing,
    // Muted text is already the disabled grey: a disabled tab fades as well.
    '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
  },
  // Forced colours replace backgrounds with the page colour, which erased the bar: it keeps a
  // system colour of its own there.
  '@media': {
    [mediaQueries.forcedColors]: {
      selectors: {
        '&[data-selected]::after': { forcedColorAdjust: 'none', background: 'Highlight' },
      },
    },
  },
});

export const tabPanel = style({
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    // A panel kept in the page by `shouldForceMount` while its tab is not selected.
    '&[data-inert]': { display: 'none' },
  },
});
