/**
 * What each token or group is for, in words for designers: the `$description`s of the DTCG file.
 * They are data, keyed by source path and typed against the tiers' paths, so a renamed or removed
 * token fails the type check here instead of leaving a description behind, and the exporter reads
 * them without parsing any source. The sources keep only short comments on why a value is what it
 * is.
 *
 * A semantic token or group with no description of its own takes its primitive's when it is the
 * same idea under the same name (the rule is in `export/exportTokens.ts`), so the text is written
 * once.
 */
import type { semanticSource } from './semantic';
import type { GroupPath, LeafPath, PrimitiveGroupPath, PrimitivePath, Ref } from './tiers';

type SemanticSource = typeof semanticSource;
export type SemanticPath = LeafPath<SemanticSource, Ref>;
export type SemanticGroupPath = GroupPath<SemanticSource, Ref>;

type Descriptions<P extends string> = Readonly<Partial<Record<P, string>>>;

/** The `primitive` group: the whole tier. */
export const primitiveTierDescription =
  'Tier 1: primitive design tokens. Raw, typed values with no meaning attached.';

export const primitiveDescriptions: Descriptions<PrimitivePath | PrimitiveGroupPath> = {
  'palette.scrim':
    'Page scrim behind overlays: neutral 900 at 55 % so the page stays recognisable.',
  'palette.veil':
    "Content dimmed while a page checks the visitor's permissions: visible, not yet usable.",
  sizePresets:
    "Beem's size presets: unitless multipliers of the base (1rem = 16px). The type scale and the component sizes are built from them, so text and controls grow in the same steps.",
  'typography.fontFamily.body':
    'Self-hosted from @fontsource/inter (Latin subset). Until it loads, text is set in a local font fitted to its metrics (tokens/fontFallbacks.css.ts), so nothing moves when it arrives.',
  'typography.fontSize': 'The type scale is the size presets applied to the 16px root.',
  'typography.fontWeight': 'Only these three weights are shipped (see `tokens/fonts.ts`).',
  space: 'A 4px-based space scale; the keys are multiples of 4px.',
  'borderWidths.focus':
    'Focus rings: WCAG 2.2 focus appearance asks for at least 2px; 3px reads clearly on photos.',
  zIndex: 'Stacking layers, lowest first. Kept far apart so a layer can gain a sub-layer later.',
  breakpoints:
    "Breakpoints in px. 480 and 600 are the testimonial carousel's limits (one slide per view up to 480, two up to 600, three beyond); 1024 is where the desktop header and mega-menu take over. A range named `sm` covers widths above 480, `md` above 600, `lg` from 1024.",
  durations:
    'Durations in milliseconds, for JavaScript timers; the theme turns them into CSS times.',
  'durations.slide': 'How long the carousel takes to move to the next slide.',
  'durations.spin': 'Spinner revolution.',
  'durations.statusMessage':
    "A success or error status message (the text-me form's, a toast's) clears after this long.",
  'durations.carouselAutoplay':
    "The carousel's autoplay interval. Autoplay stays off: slides move only when asked to.",
  motionDistances: 'Distances that drive motion.',
  'motionDistances.headerFade':
    'The header background ramps from transparent to opaque over this much scroll.',
  measures: 'Toast stack width and the widest a status card grows.',
  'measures.article': 'A comfortable line length for long-form reading (blog posts, legal pages).',
  'measures.card': 'The narrowest a card in a responsive grid gets before the grid drops a column.',
  'measures.illustration': "The widest a hero's product illustration is drawn.",
  dimensions: 'Component dimensions that the design fixes rather than takes from a scale.',
  'dimensions.loaderBox':
    "The loader animation's square box; a narrower screen shrinks it without distorting it.",
  'dimensions.touchTarget':
    "Minimum interactive target, comfortably above WCAG 2.2's 24px (2.5.8).",
  'dimensions.headerHeight':
    "The sticky header's height; focus and skip-link targets scroll clear of it.",
  'dimensions.preFooterImageMobileWidth':
    'The pre-footer illustration: 350 × 200 on phones, 500 × 295 on desktop.',
  'dimensions.contentMax': "Width of the page's content column.",
  'dimensions.inline': "Icons and spinners that sit inside text take the text's size.",
  iconography:
    "Icons: Lucide's glyphs, drawn on a 24-unit grid. Every glyph takes one stroke, and an icon's size is a multiple of the font size around it (em), so it follows the type scale of its text.",
};

export const semanticDescriptions: Descriptions<SemanticPath | SemanticGroupPath> = {
  color: 'Colours by role. Each one aliases a palette primitive.',
  'color.surface': 'Backgrounds of pages, sections and overlays.',
  'color.text': 'Text colours.',
  'color.border': 'Borders, dividers and the focus ring.',
  'color.action': 'Buttons and other controls, by emphasis and state.',
  'color.tone':
    "The components' tones, one group each, as the `tone` prop names them: a message, a badge, a toast, a status screen, a figure.",
  'color.tone.neutral': 'Neutral: no status; a quiet ground with the ordinary text.',
  'color.tone.info': 'Info: something to know, nothing to do.',
  'color.tone.positive': 'Positive: it worked, or it is good for the reader.',
  'color.tone.caution':
    'Caution: something may go wrong if it is left alone (the sunshine accent, darkened for text).',
  'color.tone.critical':
    'Critical: it went wrong, or it cannot be undone (a destructive action, an error).',
  'color.tag': 'Tags and celebration highlights (the sunshine accent).',
  'color.spinner': 'The loading spinner.',
  'color.control':
    "Parts a selection control draws on the brand surface: a switch's knob when it is on, light in both themes.",
  'color.illustration':
    'The product illustrations: a phone in ink with a white screen, on a soft green ground.',
  font: 'Typography: the Inter family, the type scale and its weights.',
  size: 'Fixed component dimensions and reading measures.',
  motion: 'Durations and easing curves for transitions and animations.',
};
