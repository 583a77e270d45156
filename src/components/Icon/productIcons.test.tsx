import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductIcon } from './ProductIcon';
import { productIconNames, productIcons } from './productIcons';

// Every menu item of the site has an icon from this map and every product of the map is shown:
// the site's menu content holds that against the map (site/content/menu.test.ts).
describe('the product-to-icon map', () => {
  it('gives each product its own glyph', () => {
    expect(new Set(Object.values(productIcons)).size).toBe(productIconNames.length);
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
