import {
  ArrowLeft,
  ArrowRight,
  Ban,
  Check,
  ChevronDown,
  CircleExclamationPoint,
  ExternalLink,
  Menu,
  Minus,
  X,
} from './glyphs';
import { iconography } from '../../../tokens/primitives';
import { Glyph, type GlyphData, type GlyphProps } from './Glyph';

export type { GlyphData, GlyphProps, IconSize } from './Glyph';

/**
 * Interface icons, from Lucide: one maintained set, each glyph its own module, so a bundle holds
 * only the glyphs it draws. Inline SVG in `currentColor` (glyphs such as ← or ▾ are not in the
 * shipped Latin subset of Inter, and `currentColor` follows forced colours).
 */
export const iconNames = [
  'arrowLeft',
  'arrowRight',
  'chevronDown',
  'close',
  'check',
  'minus',
  'menu',
  'alert',
  'blocked',
  'external',
] as const;
export type IconName = (typeof iconNames)[number];

export const interfaceIcons: Record<IconName, GlyphData> = {
  arrowLeft: ArrowLeft,
  arrowRight: ArrowRight,
  chevronDown: ChevronDown,
  close: X,
  check: Check,
  minus: Minus,
  menu: Menu,
  alert: CircleExclamationPoint,
  blocked: Ban,
  external: ExternalLink,
};

export const iconSizes = Object.values(iconography.scale);

export type IconProps = GlyphProps &
  (
    | {
        /**
         * One of the ten names the first release drew by name. Naming one brings all ten into a
         * bundle (0.5 kB gzipped); `glyph` brings only its own.
         */
        name: IconName;
        glyph?: never;
      }
    | {
        /** Any glyph of the open set (`SearchIcon`, `BellIcon`…), or any Lucide glyph's data. */
        glyph: GlyphData;
        name?: never;
      }
  );

/** Always decorative: the control or text around it carries the name. */
export function Icon({ name, glyph, ...props }: IconProps) {
  return <Glyph glyph={glyph ?? interfaceIcons[name]} {...props} />;
}
