import type { LucideIcon } from 'lucide-react';
import { iconography, type IconScale } from '../../../tokens/primitives';

export type IconSize = IconScale;

export interface GlyphProps {
  /** Side as a multiple of the surrounding font size: icons follow the text they sit in. */
  size?: IconSize;
  className?: string;
}

/**
 * How every icon is drawn, whichever map it comes from: decorative, unfocusable (old Edge and
 * IE tabbed into SVG), one stroke from the tokens, in `currentColor`. In a module of its own so
 * `Icon` and `ProductIcon` each bring only their own map into a bundle.
 */
export function Glyph({ glyph: Svg, size = 1, className }: GlyphProps & { glyph: LucideIcon }) {
  return (
    <Svg
      className={className}
      width={`${size}em`}
      height={`${size}em`}
      strokeWidth={iconography.strokeWidth}
      aria-hidden="true"
      focusable="false"
    />
  );
}
