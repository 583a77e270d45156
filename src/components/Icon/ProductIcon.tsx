import { Glyph, type GlyphProps } from './Glyph';
import { productIcons, type ProductIconName } from './productIcons';

/** The product whose icon to draw, and every icon's `size` and `<svg>` attributes. */
export interface ProductIconProps extends GlyphProps {
  /** The product or menu item whose icon to draw (the menu item's `icon` field). */
  name: ProductIconName;
}

/**
 * A product's icon, as the menus, the product cards and the illustrations show it. Decorative:
 * the product's name beside it carries the meaning.
 */
export function ProductIcon({ name, ...props }: ProductIconProps) {
  return <Glyph glyph={productIcons[name]} {...props} />;
}
