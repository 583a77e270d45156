import {
  createGlobalVar,
  createVar,
  fallbackVar,
  globalStyle,
  keyframes,
  style,
} from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, motionDistances } from '../../../tokens/primitives';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';

/**
 * 0 at the top of the page, 1 from 50px of scroll. Registered as a number so that a scroll-driven
 * animation can interpolate it. Its name is fixed (`--beem-header-opacity`), not hashed: where a
 * browser has no scroll timelines, `followHeaderScroll` sets it from the site's entry script,
 * which must not import the header's styles to learn a generated name.
 */
export const scrollOpacity = createGlobalVar('beem-header-opacity', {
  syntax: '<number>',
  inherits: false,
  initialValue: '0',
});

/** The header's solid colour: white unless a page overrides it with another surface. */
export const solidColour = createVar('header-solid');

/**
 * The surface colours the header can turn solid in: the theme's `header`, `subtle` and
 * `brandSubtle` surfaces.
 */
export const headerBackgrounds = ['header', 'subtle', 'brandSubtle'] as const;
/** One of `headerBackgrounds`: the surface colour the header turns to as the page scrolls. */
export type HeaderBackground = (typeof headerBackgrounds)[number];

export const sticky = style({ position: 'sticky', top: 0, zIndex: vars.zIndex.header });

export const announcement = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[3],
    paddingBlock: vars.space[2],
    paddingInline: vars.space[4],
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    textAlign: 'center',
  },
  variants: {
    tone: {
      normal: { background: vars.color.surface.brand, color: vars.color.text.inverse },
      alert: {
        background: vars.color.tone.critical.background,
        color: vars.color.tone.critical.text,
      },
    },
  },
});

export const announcementText = style({ margin: 0 });

export { roundIconButton as announcementClose } from '../../internal/styles/shared.css';

/**
 * The fade runs on the compositor's scroll timeline, so it needs no script: a page that has not
 * hydrated its header (or never runs scripts) still fades over the first 50px. The shadow steps
 * in only at the end of the range, once the header is opaque. Scroll timelines: Chromium 115 and
 * Safari 26; Firefox still has them behind a flag, and gets `followHeaderScroll` instead.
 */
/**
 * The shadow as an unregistered custom property: it animates discretely, so with a one-step
 * timing it is `none` (not a transparent shadow) until the very end of the range.
 */
const shadow = createVar('header-shadow');

const shadowAtEnd = keyframes({
  from: { vars: { [shadow]: 'none' }, animationTimingFunction: 'steps(1, jump-end)' },
  to: { vars: { [shadow]: vars.shadow.header } },
});

const fade = keyframes({
  from: { vars: { [scrollOpacity]: '0' } },
  to: { vars: { [scrollOpacity]: '1' } },
});

export const header = style({
  vars: { [solidColour]: vars.color.surface.header },
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  height: vars.size.headerHeight,
  paddingInline: vars.space[4],
  // The mega-menu's panels sit in the top layer and hang from the header's bottom edge.
  anchorName: '--beem-header',
  // Transparent at the top, opaque from 50px of scroll: the colour mixed with transparency.
  background: `color-mix(in srgb, ${solidColour} calc(${fallbackVar(scrollOpacity, '0')} * 100%), transparent)`,
  selectors: { '&[data-opaque]': { boxShadow: vars.shadow.header } },
  '@supports': {
    '(animation-timeline: scroll())': {
      // Two animations: the opacity changes linearly, the shadow in one step at the end.
      animationName: `${fade}, ${shadowAtEnd}`,
      animationTimingFunction: 'linear, linear',
      animationFillMode: 'both, both',
      animationDuration: 'auto, auto',
      animationTimeline: 'scroll(root), scroll(root)',
      animationRangeStart: 'normal, normal',
      animationRangeEnd: `${motionDistances.headerFade}px, ${motionDistances.headerFade}px`,
      boxShadow: fallbackVar(shadow, 'none'),
    },
    // Firefox (ESR 153 included) has no scroll timelines. Until the entry script's
    // `followHeaderScroll` writes the opacity inline, and for good without scripts, the header is
    // opaque: over its own band it looks the same, and scrolled text never shows through its links.
    'not (animation-timeline: scroll())': { vars: { [scrollOpacity]: '1' } },
  },
  '@media': { [mediaQueries.lg]: { paddingInline: vars.space[8] } },
});

// Snapshot runs pause every animation on its first frame. The fade is not motion in time: it is
// a function of the scroll position, which the header stories set exactly, so it keeps running.
globalStyle(`[data-motion="off"] ${header}`, {
  animationPlayState: 'running !important',
});

export const solid = {
  header: style({ vars: { [solidColour]: vars.color.surface.header } }),
  subtle: style({ vars: { [solidColour]: vars.color.surface.subtle } }),
  brandSubtle: style({ vars: { [solidColour]: vars.color.surface.brandSubtle } }),
} satisfies Record<HeaderBackground, string>;

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space[1],
  borderRadius: vars.radius.sm,
  color: vars.color.text.brand,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.tight,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const spacer = style({ flex: 1 });

export const desktopOnly = style({
  display: 'none',
  '@media': { [mediaQueries.lg]: { display: 'flex' } },
});

export const mobileOnly = style({ '@media': { [mediaQueries.lg]: { display: 'none' } } });

export const actions = style({ alignItems: 'center', gap: vars.space[3] });

export const nav = style({ alignItems: 'center', gap: vars.space[1] });

export const navList = style({
  display: 'flex',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space[3],
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text.default,
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: {
    // Open: a desktop trigger whose panel (the next sibling) shows, or a drawer group's summary.
    '&:hover, &:has(+ :popover-open), details[open] > &': {
      background: vars.color.action.ghost.backgroundHover,
    },
    '&:focus-visible': focusRing,
  },
});

/**
 * On a slow device the browser paints the header before it has read all of its HTML: the
 * desktop nav, panels and all (most of the header's bytes), grows item by item, and the actions
 * after it push it left as they come: a layout shift on every slow load. Until the phone Menu
 * button, which follows them, has arrived, the nav and the actions are laid out but not painted,
 * so they appear once, in place. Engines without `:has()` (before Safari 15.4 and Firefox 121)
 * paint them as they arrive.
 */
globalStyle(`${header}:not(:has(> ${trigger})) > :is(${nav}, ${actions})`, {
  visibility: 'hidden',
});

export const chevron = style({
  display: 'inline-block',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${trigger}:has(+ :popover-open) &, details[open] > summary &`]: {
      transform: 'rotate(180deg)',
    },
  },
});

/**
 * A desktop panel is a popover, so it lives in the top layer: placed against the viewport, and
 * hung from the header's bottom edge by anchor positioning (Chromium 125, Safari 26, Firefox
 * 147). Without anchors it hangs one header height down, which is right unless an announcement
 * bar sits above the header.
 */
export const panel = style({
  position: 'fixed',
  inset: 'auto',
  top: vars.size.headerHeight,
  left: vars.space[8],
  right: vars.space[8],
  width: 'auto',
  height: 'auto',
  maxWidth: vars.size.contentMax,
  marginBlock: 0,
  marginInline: 'auto',
  padding: vars.space[4],
  border: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surface.page,
  color: vars.color.text.default,
  boxShadow: vars.shadow.lg,
  '@supports': {
    '(anchor-name: --a)': { positionAnchor: '--beem-header', top: 'anchor(bottom)' },
  },
});

export const itemGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.menuItem}, 1fr))`,
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  color: vars.color.text.default,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface.subtle },
    '&:focus-visible': focusRing,
  },
});

export { iconTile as itemIcon } from '../../internal/styles/shared.css';

export const itemText = style({ display: 'grid', gap: vars.space[1] });

export const itemName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontWeight: vars.font.weight.semibold,
});

export const itemDesc = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const tag = recipe({
  base: {
    paddingInline: vars.space[2],
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
  },
  variants: {
    background: {
      tag: { background: vars.color.tag.background },
      brand: { background: vars.color.surface.brand },
    },
    colour: {
      tag: { color: vars.color.tag.text },
      brand: { color: vars.color.text.inverse },
    },
  },
});

/**
 * The phone drawer. Where invoker commands are missing and no script runs, `popovertarget` opens
 * it as a popover, which the `:modal` rule that stops the page scrolling under a dialog does not
 * match: this does the same for it.
 */
export const drawer = style({});

globalStyle(`html:has(${drawer}:popover-open)`, { overflow: 'hidden' });

export const drawerLinks = style({
  display: 'grid',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
  paddingBlockStart: vars.space[3],
});

export const drawerLink = style([item, { fontWeight: vars.font.weight.semibold }]);

export const drawerActions = style({
  display: 'grid',
  gap: vars.space[3],
  marginBlockStart: 'auto',
});
