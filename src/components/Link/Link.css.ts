import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';

/** `brand` in running text on light surfaces, `neutral` among other text, `inverse` on dark ones. */
export const linkTones = ['brand', 'neutral', 'inverse'] as const;
/** One of `linkTones`: the link's colour, chosen for the surface it sits on. */
export type LinkTone = (typeof linkTones)[number];

export const link = recipe({
  base: {
    // As a flex item (a link on its own in a Stack) it keeps its text's width: a stretched link
    // would answer clicks across the whole row.
    width: 'fit-content',
    maxWidth: '100%',
    // Inline links are told from the text around them by more than colour (WCAG 1.4.1): the
    // underline is always there, and thickens under the pointer.
    textDecorationLine: 'underline',
    textDecorationThickness: vars.borderWidth.hairline,
    textUnderlineOffset: vars.space[1],
    borderRadius: vars.radius.sm,
    // A link broken over two lines gets a whole focus ring on each line.
    boxDecorationBreak: 'clone',
    WebkitBoxDecorationBreak: 'clone',
    selectors: {
      '&:hover': { textDecorationThickness: vars.borderWidth.thick },
      '&:focus-visible': focusRing,
    },
  },
  variants: {
    tone: {
      brand: {
        color: vars.color.text.link,
        // The darker green says "seen" without a hue the palette lacks; browsers allow a visited
        // link no other change.
        selectors: {
          '&:visited': { color: vars.color.text.linkHover },
          '&:hover': { color: vars.color.text.linkHover },
        },
      },
      neutral: { color: vars.color.text.default },
      inverse: { color: vars.color.text.inverse },
    } satisfies Record<LinkTone, object>,
  },
});

/** The last word and the icon after it, kept on one line. */
export const nowrap = style({ whiteSpace: 'nowrap' });

export const icon = style({
  marginInlineStart: vars.space[1],
  verticalAlign: 'middle',
});
