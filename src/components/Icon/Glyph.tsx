import { createElement, type ComponentPropsWithRef } from 'react';
import { iconography, type IconScale } from '../../../tokens/primitives';

/** An icon's side, as a multiple of the surrounding font size: 1, 1.25, 1.5 or 2. */
export type IconSize = IconScale;

/** A glyph's drawing: Lucide's name for it and its SVG elements on a 24-unit grid (glyphs.ts). */
export interface GlyphData {
  /** Lucide's name for the glyph (`arrow-left`): the `<svg>` takes the class `lucide-<name>`. */
  name: string;
  /** The glyph's SVG elements, each its tag name and attributes, drawn on a 24-unit grid. */
  node: readonly (readonly [string, Readonly<Record<string, string>>])[];
}

/**
 * What every icon takes: its size, and any `<svg>` attribute but those the drawing sets itself
 * (`width`, `height`, `viewBox`, `fill`, `stroke`, children).
 */
export interface GlyphProps extends Omit<
  ComponentPropsWithRef<'svg'>,
  'children' | 'width' | 'height' | 'viewBox' | 'fill' | 'stroke'
> {
  /**
   * Side as a multiple of the surrounding font size: icons follow the text they sit in.
   * @default 1
   */
  size?: IconSize;
  /** For the `<svg>`, as are `style`, `ref` and any `data-*` or `aria-*` prop. */
  className?: string;
}

/**
 * The attributes every glyph is drawn with, as Lucide draws its own: a 24-unit grid, no fill, one
 * stroke from the tokens in `currentColor`, round ends and joins, and Lucide's class names.
 */
export function glyphAttributes(glyph: GlyphData, className?: string) {
  return {
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: iconography.strokeWidth,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    className: ['lucide', `lucide-${glyph.name}`, className].filter(Boolean).join(' '),
  } as const;
}

/** A glyph's elements, each keyed by Lucide's own key. */
export const glyphElements = (glyph: GlyphData) =>
  glyph.node.map(([tag, attributes]) => createElement(tag, attributes));

/**
 * How every icon is drawn, whichever map it comes from: decorative, unfocusable (old Edge and
 * IE tabbed into SVG), in `currentColor`. Plain SVG from the glyph's data, with no component of
 * lucide-react's: theirs render through a client module, which would send code to the browser
 * for every icon on a Server Component page. In a module of its own so `Icon` and `ProductIcon`
 * each bring only their own glyphs into a bundle.
 */
export function Glyph({ glyph, size = 1, className, ...props }: GlyphProps & { glyph: GlyphData }) {
  return (
    <svg
      {...props}
      {...glyphAttributes(glyph, className)}
      width={`${size}em`}
      height={`${size}em`}
      aria-hidden="true"
      focusable="false"
    >
      {glyphElements(glyph)}
    </svg>
  );
}
