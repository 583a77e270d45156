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
  type LucideIcon,
} from 'lucide-react';
import { iconography } from '../../../tokens/primitives';
import { Glyph, type GlyphProps } from './Glyph';

export type { IconSize } from './Glyph';

/**
 * Interface icons, from Lucide: one maintained set, each glyph its own module, so a bundle holds
 * only the glyphs it draws. Inline SVG in `currentColor` (glyphs such as ← or ▾ are not in the
 * shipped Latin subset of Inter, and `currentColor` follows forced colours).
 */
export const interfaceIcons = {
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
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof interfaceIcons;
export const iconNames = Object.keys(interfaceIcons) as IconName[];
export const iconSizes = Object.values(iconography.scale);

export interface IconProps extends GlyphProps {
  name: IconName;
}

/** Always decorative: the control or text around it carries the name. */
export function Icon({ name, ...props }: IconProps) {
  return <Glyph glyph={interfaceIcons[name]} {...props} />;
}
