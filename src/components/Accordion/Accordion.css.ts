import { recipe } from '@vanilla-extract/recipes';
import type { DisclosureVariant } from '../Disclosure/Disclosure.css';
import { vars } from '../../../tokens/theme.css';

/** Outlined cards stand apart; plain groups sit flush, as a menu's do. */
export const accordion = recipe({
  variants: {
    variant: {
      outlined: { display: 'grid', gap: vars.space[3] },
      plain: {},
    } satisfies Record<DisclosureVariant, object>,
  },
});
