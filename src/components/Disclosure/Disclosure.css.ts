import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';

/**
 * `outlined`: a card with a hairline border, for questions and answers in a page's flow.
 * `plain`: no border, the open one tinted, for lists of links in a menu or a sidebar.
 */
export const disclosureVariants = ['outlined', 'plain'] as const;
/** One of `disclosureVariants`: `outlined` or `plain`. */
export type DisclosureVariant = (typeof disclosureVariants)[number];

/** The heading levels a summary can take; the page's outline decides which. */
export const disclosureHeadingLevels = [2, 3, 4, 5, 6] as const;
/** One of `disclosureHeadingLevels`: 2 to 6. */
export type DisclosureHeadingLevel = (typeof disclosureHeadingLevels)[number];

export const disclosure = recipe({
  variants: {
    variant: {
      outlined: {
        borderRadius: vars.radius.md,
        border: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
        background: vars.color.surface.page,
      },
      plain: {},
    } satisfies Record<DisclosureVariant, object>,
  },
});

export const summary = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minHeight: vars.size.touchTarget,
    borderRadius: vars.radius.md,
    color: vars.color.text.default,
    fontWeight: vars.font.weight.semibold,
    cursor: 'pointer',
    listStyle: 'none',
    selectors: {
      // Safari still draws its own disclosure triangle unless the marker is hidden this way.
      '&::-webkit-details-marker': { display: 'none' },
      '&:focus-visible': focusRing,
    },
  },
  variants: {
    variant: {
      outlined: {
        gap: vars.space[4],
        padding: `${vars.space[3]} ${vars.space[4]}`,
        selectors: { '&:hover': { background: vars.color.surface.subtle } },
      },
      plain: {
        gap: vars.space[1],
        paddingInline: vars.space[3],
        fontSize: vars.font.size.lg,
        selectors: {
          '&:hover, details[open] > &': { background: vars.color.action.ghost.backgroundHover },
        },
      },
    } satisfies Record<DisclosureVariant, object>,
  },
});

/** A heading inside the summary gives the page outline its level and nothing else. */
export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const chevron = style({
  flex: 'none',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: { 'details[open] > summary > &': { transform: 'rotate(180deg)' } },
});

export const panel = recipe({
  variants: {
    variant: {
      outlined: { padding: `0 ${vars.space[4]} ${vars.space[4]}` },
      plain: { paddingBlockEnd: vars.space[2] },
    } satisfies Record<DisclosureVariant, object>,
  },
});
