import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Box } from './Box';

describe('Box', () => {
  it("takes the components' { mobile, tablet, desktop } as the sprinkles' { base, md, lg }", () => {
    expect(
      renderToStaticMarkup(<Box padding={{ mobile: '2', tablet: '4', desktop: '8' }} gap="3" />),
    ).toBe(renderToStaticMarkup(<Box padding={{ base: '2', md: '4', lg: '8' }} gap="3" />));
  });

  it('keeps the sprinkles own forms and passes other objects through', () => {
    const html = renderToStaticMarkup(
      <Box display={['block', null, 'flex']} style={{ color: 'red' }} data-x="1" />,
    );
    expect(html).toContain('style="color:red"');
    expect(html).toContain('data-x="1"');
    expect(html.match(/sprinkles_display/g)).toHaveLength(2);
  });
});
