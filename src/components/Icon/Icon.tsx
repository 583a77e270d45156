import { iconography } from '../../../tokens/primitives';
import { Glyph, type GlyphData, type GlyphProps } from './Glyph';

export type { GlyphData, GlyphProps, IconSize } from './Glyph';

/**
 * Interface icons, from Lucide: one maintained set, each glyph its own module, so a bundle holds
 * only the glyphs it draws. Inline SVG in `currentColor` (glyphs such as ← or ▾ are not in the
 * shipped Latin subset of Inter, and `currentColor` follows forced colours).
 */
export interface IconProps extends GlyphProps {
  /**
   * What it draws: any glyph of the open set (`SearchIcon`, `BellIcon`…), or any Lucide glyph's
   * data an app adds (`npm run glyphs`). Every component that draws an icon takes it the same
   * way, as `icon`.
   */
  icon: GlyphData;
}

/** The sizes an icon takes, as multiples of the text it sits in. */
export const iconSizes = Object.values(iconography.scale);

/** Always decorative: the control or text around it carries the name. */
export function Icon({ icon, ...props }: IconProps) {
  return <Glyph glyph={icon} {...props} />;
}
