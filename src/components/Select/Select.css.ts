import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { textInput } from '../Field/Field.css';

/** The select and its arrow, which is drawn over the select's end and lets clicks through. */
export const wrapper = style({ position: 'relative', display: 'grid', alignItems: 'center' });

export const select = style([
  textInput,
  {
    gridArea: '1 / 1',
    // The browser's own arrow differs on every platform; the drawn one replaces it.
    appearance: 'none',
    paddingInlineEnd: `calc(${vars.space[4]} * 2 + ${vars.size.iconSm})`,
    lineHeight: vars.font.lineHeight.normal,
    cursor: 'pointer',
    textOverflow: 'ellipsis',
  },
]);

export const arrow = style({
  gridArea: '1 / 1',
  justifySelf: 'end',
  marginInlineEnd: vars.space[4],
  pointerEvents: 'none',
  color: vars.color.text.default,
  selectors: { [`${select}:disabled + &`]: { color: vars.color.action.disabled.text } },
});
