import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../../tokens/primitives';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';
import type { StatusTone } from '../../internal/vocabulary/tone';

/** A tag's colour, from the shared tone list: a status, or none (`neutral`, the default). */
export const tagTones = [
  'neutral',
  'info',
  'positive',
  'caution',
  'critical',
] as const satisfies readonly StatusTone[];
/** One of `tagTones`: a tag's colour. */
export type TagTone = (typeof tagTones)[number];

export const group = style({ display: 'grid', gap: vars.space[2] });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const empty = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  boxSizing: 'border-box',
  // 32px: the pill stays small beside its neighbours; WCAG 2.2's 24px target is kept.
  minHeight: vars.size.controlSm,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.hairline} solid transparent`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  whiteSpace: 'nowrap',
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-allows-removing]': { paddingInlineEnd: vars.space[1] },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
    '&[data-selection-mode]': { cursor: 'pointer' },
    '&[data-selected]': {
      background: vars.color.surface.brand,
      borderColor: vars.color.surface.brand,
      color: vars.color.action.primary.text,
    },
  },
  '@media': {
    // Forced colours drop the fills: the pill keeps a border, and a selected one the selection
    // colours.
    [mediaQueries.forcedColors]: {
      borderColor: 'CanvasText',
      selectors: {
        '&[data-selected]': {
          forcedColorAdjust: 'none',
          background: 'Highlight',
          borderColor: 'Highlight',
          color: 'HighlightText',
        },
      },
    },
  },
});

export const tone = styleVariants({
  neutral: { background: vars.color.surface.sunken, color: vars.color.text.default },
  info: { background: vars.color.tone.info.background, color: vars.color.tone.info.text },
  positive: {
    background: vars.color.tone.positive.background,
    color: vars.color.tone.positive.text,
  },
  caution: {
    background: vars.color.tone.caution.background,
    color: vars.color.tone.caution.text,
  },
  critical: {
    background: vars.color.tone.critical.background,
    color: vars.color.tone.critical.text,
  },
} satisfies Record<TagTone, object>);

/** The remove button: a round target inside the pill's end, 24px, WCAG 2.2's least. */
export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space[6],
  height: vars.space[6],
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.action.ghost.backgroundHover },
    '&[data-pressed]': { background: vars.color.action.ghost.backgroundActive },
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    [mediaQueries.forcedColors]: {
      selectors: { '&[data-hovered]': { outline: `${vars.borderWidth.hairline} solid Highlight` } },
    },
  },
});
