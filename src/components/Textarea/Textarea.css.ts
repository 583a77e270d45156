import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/theme.css';
import { afterHint, textInput } from '../Field/Field.css';

export const textarea = style([
  textInput,
  {
    display: 'block',
    paddingBlock: vars.space[3],
    lineHeight: vars.font.lineHeight.normal,
    // Taller for a long answer, never narrower than its column.
    resize: 'vertical',
  },
]);

export const count = recipe({
  base: [afterHint, { margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted }],
  variants: {
    over: {
      true: { fontWeight: vars.font.weight.semibold, color: vars.color.tone.critical.text },
    },
  },
});
