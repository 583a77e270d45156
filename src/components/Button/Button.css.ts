import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../../../tokens/focus.css';
import { spin } from '../Spinner/Spinner.css';
import { vars } from '../../../tokens/theme.css';
import type { Tone } from '../../internal/vocabulary/tone';

/**
 * A button's visual weight, heaviest first: `primary` is filled in the brand colour, `secondary`
 * outlined, `ghost` has no fill until hovered, and `link` looks like underlined link text.
 */
export const buttonVariants = ['primary', 'secondary', 'ghost', 'link'] as const;
/** One of `buttonVariants`: a button's visual weight. */
export type ButtonVariant = (typeof buttonVariants)[number];

/**
 * Two of the shared tone list: `neutral`, the variant's own look, and `critical` for an action
 * that cannot be undone (closing an account, deleting a card), drawn in the error red.
 */
export type ButtonTone = Extract<Tone, 'neutral' | 'critical'>;
/** Every button tone, as a list: for a control that offers them all, or a test that visits each. */
export const buttonTones = ['neutral', 'critical'] as const satisfies readonly ButtonTone[];

/** Which side of the label the icon sits on, in the reading direction. */
export const buttonIconPositions = ['start', 'end'] as const;
/** One of `buttonIconPositions`: `start` or `end` of the label, in the reading direction. */
export type ButtonIconPosition = (typeof buttonIconPositions)[number];

/** Button sizes are the size presets that make sense for a control, xs to xl. */
export const buttonSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
/** One of `buttonSizes`, `xs` to `xl`: `md` for most actions. */
export type ButtonSize = (typeof buttonSizes)[number];

const inactive = '&:disabled, &[aria-disabled="true"]';

const controlHeight = {
  xs: vars.size.controlSm,
  sm: vars.size.controlSm,
  md: vars.size.touchTarget,
  lg: vars.size.controlLg,
  xl: vars.size.controlLg,
} as const satisfies Record<ButtonSize, string>;

const critical = vars.color.tone.critical;
// The palette has no further red than the error text's, so hover and press mix it toward the body
// text colour, away from the page: darker in the light theme (as the brand's 800 and 900 darken
// its green), lighter in the dark one. The label's contrast only grows either way.
const darker = (colour: string, share: string) =>
  `color-mix(in srgb, ${colour}, ${vars.color.text.default} ${share})`;

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    margin: 0,
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    borderRadius: vars.radius.full,
    borderWidth: vars.borderWidth.thick,
    borderStyle: 'solid',
    borderColor: 'transparent',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:focus-visible': focusRing,
      [inactive]: { cursor: 'not-allowed' },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.action.primary.background,
        color: vars.color.action.primary.text,
        selectors: {
          '&:hover': { background: vars.color.action.primary.backgroundHover },
          '&:active': { background: vars.color.action.primary.backgroundActive },
        },
      },
      secondary: {
        background: vars.color.action.secondary.background,
        color: vars.color.action.secondary.text,
        borderColor: vars.color.action.secondary.border,
        selectors: {
          '&:hover': { background: vars.color.action.secondary.backgroundHover },
          '&:active': { background: vars.color.action.secondary.backgroundActive },
        },
      },
      ghost: {
        background: vars.color.action.ghost.background,
        color: vars.color.action.ghost.text,
        selectors: {
          '&:hover': { background: vars.color.action.ghost.backgroundHover },
          '&:active': { background: vars.color.action.ghost.backgroundActive },
        },
      },
      link: {
        background: 'transparent',
        color: vars.color.text.link,
        textDecoration: 'underline',
        textUnderlineOffset: vars.space[1],
        borderRadius: vars.radius.sm,
        selectors: { '&:hover': { color: vars.color.text.linkHover } },
      },
    } satisfies Record<ButtonVariant, object>,
    size: {
      xs: {
        fontSize: vars.font.size.xs,
        minHeight: vars.size.controlSm,
        paddingInline: vars.space[3],
      },
      sm: {
        fontSize: vars.font.size.sm,
        minHeight: vars.size.controlSm,
        paddingInline: vars.space[4],
      },
      md: {
        fontSize: vars.font.size.md,
        minHeight: vars.size.touchTarget,
        paddingInline: vars.space[6],
      },
      lg: {
        fontSize: vars.font.size.lg,
        minHeight: vars.size.controlLg,
        paddingInline: vars.space[8],
      },
      xl: {
        fontSize: vars.font.size.xl,
        minHeight: vars.size.controlLg,
        paddingInline: vars.space[10],
      },
    } satisfies Record<ButtonSize, object>,
    tone: {
      neutral: {},
      critical: {},
    } satisfies Record<ButtonTone, object>,
    fullWidth: {
      true: { display: 'flex', width: '100%' },
      false: {},
    },
    iconOnly: { true: { paddingInline: 0 }, false: {} },
  },
  compoundVariants: [
    // An icon alone: a circle as wide as the pill is high, the icon at its centre.
    ...buttonSizes.map((size) => ({
      variants: { iconOnly: true, size },
      style: { width: controlHeight[size] },
    })),
    // Critical before the disabled looks below, so a disabled critical button greys out too.
    {
      variants: { variant: 'primary', tone: 'critical' },
      style: {
        background: critical.text,
        color: vars.color.action.primary.text,
        selectors: {
          '&:hover': { background: darker(critical.text, '20%') },
          '&:active': { background: darker(critical.text, '40%') },
        },
      },
    },
    {
      variants: { variant: 'secondary', tone: 'critical' },
      style: {
        color: critical.text,
        borderColor: critical.text,
        selectors: {
          '&:hover': { background: critical.background },
          '&:active': { background: darker(critical.background, '10%') },
        },
      },
    },
    {
      variants: { variant: 'ghost', tone: 'critical' },
      style: {
        color: critical.text,
        selectors: {
          '&:hover': { background: critical.background },
          '&:active': { background: darker(critical.background, '10%') },
        },
      },
    },
    {
      variants: { variant: 'link', tone: 'critical' },
      style: {
        color: critical.text,
        selectors: { '&:hover': { color: darker(critical.text, '40%') } },
      },
    },
    // Link-styled buttons sit in running text: no pill padding, the text's own height.
    ...buttonSizes.map((size) => ({
      variants: { variant: 'link' as const, size },
      style: { minHeight: 'auto', paddingInline: 0 },
    })),
    ...(['primary', 'secondary', 'ghost'] as const).map((variant) => ({
      variants: { variant },
      style: {
        selectors: {
          [inactive]: {
            background: vars.color.action.disabled.background,
            color: vars.color.action.disabled.text,
            borderColor: vars.color.action.disabled.border,
          },
        },
      },
    })),
    {
      variants: { variant: 'link' },
      style: {
        selectors: {
          [inactive]: { color: vars.color.action.disabled.text, textDecoration: 'none' },
        },
      },
    },
  ],
  defaultVariants: {
    variant: 'primary',
    size: 'md',
    tone: 'neutral',
    fullWidth: false,
    iconOnly: false,
  },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;

/** While loading, the label keeps its space (no layout shift) but yields the spot to the spinner. */
export const label = style({});
export const labelHidden = style({ opacity: 0 });
/** A label with an icon: the icon beside the words, centred on them. */
export const withIcon = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] });
export const busySpinner = style({ position: 'absolute', inset: 0, margin: 'auto' });

/**
 * A submit pressed before its form's script has arrived. The page's boot script holds the form and
 * marks the button `data-pending` (with `aria-busy`), so the press is answered at once with the
 * look `loading` gives; the form's own code replaces it once it is live and sends the form.
 * Drawn with a pseudo-element because the prerendered button has no spinner in it.
 */
const pending = `${button.classNames.base}[data-pending]`;
globalStyle(`${pending} ${label}`, { opacity: 0 });
globalStyle(`${pending}::after`, {
  content: '""',
  position: 'absolute',
  inset: 0,
  width: vars.size.inline,
  height: vars.size.inline,
  margin: 'auto',
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thick,
  borderColor: 'currentColor',
  borderTopColor: 'transparent',
  animationName: spin,
  animationDuration: vars.motion.duration.spin,
  animationTimingFunction: vars.motion.easing.linear,
  animationIterationCount: 'infinite',
});
