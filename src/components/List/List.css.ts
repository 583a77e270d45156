import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../../../tokens/theme.css';
import type { Tone } from '../../internal/vocabulary/tone';
import { responsiveConditions } from '../Stack/space';

/** The icon's colour: its meaning, echoed (the text or `iconLabel` must say it too). */
export type ListIconTone = Tone | 'muted';
/**
 * Every list icon tone, as a list: for a control that offers them all, or a test that visits each.
 */
export const listIconTones = [
  'neutral',
  'brand',
  'positive',
  'info',
  'caution',
  'critical',
  'muted',
] as const satisfies readonly ListIconTone[];

export const list = recipe({
  base: { display: 'grid', alignContent: 'start', margin: 0 },
  variants: {
    /** Icons replace the bullets or numbers, in the item's own first column. */
    icons: {
      true: { padding: 0, listStyle: 'none' },
      false: { paddingInlineStart: vars.space[6] },
    },
  },
  defaultVariants: { icons: false },
});

/** The space between items, one class per step and screen size. */
export const listSprinkles = createSprinkles(
  defineProperties({
    conditions: responsiveConditions,
    defaultCondition: 'mobile',
    properties: { gap: vars.space },
  }),
);

export type ListVariants = NonNullable<RecipeVariants<typeof list>>;

export const item = style({
  display: 'flex',
  gap: vars.space[2],
  alignItems: 'baseline',
  listStyle: 'none',
});

export const content = style({ minWidth: 0 });

export const icon = recipe({
  base: { flex: 'none' },
  variants: {
    tone: {
      neutral: { color: vars.color.text.default },
      brand: { color: vars.color.text.brand },
      positive: { color: vars.color.tone.positive.text },
      info: { color: vars.color.tone.info.text },
      caution: { color: vars.color.tone.caution.text },
      critical: { color: vars.color.tone.critical.text },
      muted: { color: vars.color.text.muted },
    } satisfies Record<ListIconTone, object>,
  },
  defaultVariants: { tone: 'neutral' },
});
