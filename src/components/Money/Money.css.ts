import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/theme.css';
import type { StatusTone } from '../../internal/vocabulary/tone';

/**
 * The tones an amount takes: `positive` for money coming in, `critical` for money owed or
 * overdue, `neutral` (the surrounding text's colour) for everything else. The sign says the
 * direction; the colour only repeats it.
 */
export const moneyTones = [
  'neutral',
  'positive',
  'critical',
] as const satisfies readonly StatusTone[];
/** One of `moneyTones`: the colour an amount is written in. */
export type MoneyTone = (typeof moneyTones)[number];

export const money = recipe({
  base: {
    // Figures of one width, so amounts in a column line up digit under digit and a balance that
    // updates does not jiggle.
    fontVariantNumeric: 'tabular-nums',
    // "−$1,250.00" is one word: never broken after its sign or at a group separator.
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      // Inherits, so an amount in a heading or a muted line takes that line's colour.
      neutral: {},
      positive: { color: vars.color.tone.positive.text },
      critical: { color: vars.color.tone.critical.text },
    } satisfies Record<MoneyTone, object>,
  },
});
