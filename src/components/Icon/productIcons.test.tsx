import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { menuGroups } from '../../helpers/navigation/menu';
import { ProductIcon } from './ProductIcon';
import { productIconNames, productIcons } from './productIcons';

const menuItems = menuGroups.flatMap((group) => group.items);

describe('the product-to-icon map', () => {
  it('gives every menu item an icon from the map', () => {
    for (const item of menuItems) expect(productIconNames, item.name).toContain(item.icon);
  });

  it('holds no product that no menu item shows', () => {
    const used = new Set(menuItems.map((item) => item.icon));
    expect(productIconNames.filter((name) => !used.has(name))).toEqual([]);
  });

  it('gives each product its own glyph', () => {
    expect(new Set(Object.values(productIcons)).size).toBe(productIconNames.length);
    // Identity theft protection and insurance share a page but not an icon.
    const identity = menuItems.filter((item) => item.name.startsWith('Identity theft'));
    expect(new Set(identity.map((item) => item.icon)).size).toBe(identity.length);
  });

  it('draws each as a decorative, unfocusable SVG in the text colour, sized by the text', () => {
    for (const name of productIconNames) {
      const markup = renderToStaticMarkup(<ProductIcon name={name} size={1.5} />);
      expect(markup).toMatch(/^<svg /);
      expect(markup).toContain('aria-hidden="true"');
      expect(markup).toContain('focusable="false"');
      expect(markup).toContain('stroke="currentColor"');
      expect(markup).toContain('width="1.5em"');
      expect(markup).toContain('stroke-width="2"');
      expect(markup).not.toMatch(/<title|role=/);
    }
  });
});
