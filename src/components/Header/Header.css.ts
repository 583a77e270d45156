import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../../tokens/primitives';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';
import { fullViewportHeight } from '../../../tokens/viewport.css';

/** 0 at the top of the page, 1 from 50px of scroll: set by the header's scroll listener. */
export const scrollOpacity = createVar('header-opacity');
/** The header's solid colour: white unless a page overrides it with another surface. */
export const solidColour = createVar('header-solid');

export const headerBackgrounds = ['header', 'subtle', 'brandSubtle'] as const;
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
        background: vars.color.status.error.background,
        color: vars.color.status.error.text,
      },
    },
  },
});

export const announcementText = style({ margin: 0 });

export { roundIconButton as announcementClose } from '../../internal/styles/shared.css';

export const header = style({
  vars: { [solidColour]: vars.color.surface.header },
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  height: vars.size.headerHeight,
  paddingInline: vars.space[4],
  // Transparent at the top, opaque from 50px of scroll: the colour mixed with transparency.
  background: `color-mix(in srgb, ${solidColour} calc(${fallbackVar(scrollOpacity, '0')} * 100%), transparent)`,
  selectors: { '&[data-opaque]': { boxShadow: vars.shadow.header } },
  '@media': { [mediaQueries.lg]: { paddingInline: vars.space[8] } },
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
    '&:hover, &[aria-expanded="true"]': { background: vars.color.action.ghost.backgroundHover },
    '&:focus-visible': focusRing,
  },
});

export const chevron = style({
  display: 'inline-block',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({
  position: 'absolute',
  top: '100%',
  left: vars.space[8],
  right: vars.space[8],
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.page,
  boxShadow: vars.shadow.lg,
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

export const drawer = style({
  width: '100%',
  maxWidth: '100%',
  height: fullViewportHeight,
  maxHeight: fullViewportHeight,
  margin: 0,
  padding: 0,
  border: 'none',
  background: vars.color.surface.page,
  color: vars.color.text.default,
  selectors: { '&::backdrop': { background: vars.color.surface.scrim } },
});

export const drawerInner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minHeight: '100%',
  padding: vars.space[4],
});

export const drawerTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const accordionHeading = style({ margin: 0, fontSize: vars.font.size.lg });

export const accordionTrigger = style([
  trigger,
  {
    width: '100%',
    justifyContent: 'space-between',
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.lg,
  },
]);

export const accordionPanel = style({ paddingBlockEnd: vars.space[2] });

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
