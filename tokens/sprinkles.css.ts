import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQueries } from './primitives';
import { vars } from './theme.css';

/**
 * Layout sprinkles for stories and site pages. Every value comes from a token scale, so a page
 * cannot invent a spacing or a colour; responsive values use the breakpoints' mobile-first ranges.
 */
const responsiveProperties = defineProperties({
  conditions: {
    base: {},
    sm: { '@media': mediaQueries.sm },
    md: { '@media': mediaQueries.md },
    lg: { '@media': mediaQueries.lg },
  },
  defaultCondition: 'base',
  responsiveArray: ['base', 'sm', 'md', 'lg'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.font.size,
    width: { auto: 'auto', full: '100%' },
    maxWidth: { content: vars.size.contentMax, full: '100%' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colourProperties = defineProperties({
  properties: {
    // One vocabulary with the components: `neutral` is the ordinary text (what `text.default`
    // is), and the status tones draw the text and ground their `tone` prop draws.
    color: {
      neutral: vars.color.text.default,
      muted: vars.color.text.muted,
      inverse: vars.color.text.inverse,
      brand: vars.color.text.brand,
      link: vars.color.text.link,
      info: vars.color.tone.info.text,
      positive: vars.color.tone.positive.text,
      caution: vars.color.tone.caution.text,
      critical: vars.color.tone.critical.text,
    },
    background: {
      page: vars.color.surface.page,
      subtle: vars.color.surface.subtle,
      sunken: vars.color.surface.sunken,
      brand: vars.color.surface.brand,
      brandSubtle: vars.color.surface.brandSubtle,
      inverse: vars.color.surface.inverse,
      neutral: vars.color.tone.neutral.background,
      info: vars.color.tone.info.background,
      positive: vars.color.tone.positive.background,
      caution: vars.color.tone.caution.background,
      critical: vars.color.tone.critical.background,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontWeight: vars.font.weight,
  },
});

/**
 * Class names for token-only styles: `sprinkles({ padding: '4', background: 'subtle' })`. Layout
 * properties take one value, or one per breakpoint (`{ base: '2', lg: '6' }`, or an array);
 * colours, radii, shadows and font weights take one.
 */
export const sprinkles = createSprinkles(responsiveProperties, colourProperties);
/** What `sprinkles` takes: each property with the token values it allows. */
export type Sprinkles = Parameters<typeof sprinkles>[0];

/**
 * The sprinkles that take a value per breakpoint: the layout ones and their shorthands. Named by
 * what it leaves out (the colour properties, which take one value) rather than read from
 * `responsiveProperties`, whose type is not part of the public API.
 */
export type ResponsiveSprinkle = Exclude<
  keyof Sprinkles,
  'color' | 'background' | 'borderRadius' | 'boxShadow' | 'fontWeight'
>;

/**
 * The components' responsive shape, `{ mobile, tablet, desktop }`, as the sprinkles' conditions:
 * a tablet is the `md` range, a desktop the `lg` one. Mapped rather than added as conditions of
 * their own, which would emit every class a second time.
 */
export const responsiveConditionNames = {
  mobile: 'base',
  tablet: 'md',
  desktop: 'lg',
} as const;
