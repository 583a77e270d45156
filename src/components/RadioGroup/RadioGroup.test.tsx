import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RadioGroup } from './RadioGroup';

describe('RadioGroup', () => {
  it('takes options with their own words, the form a Server Component can pass', () => {
    const html = renderToStaticMarkup(
      <RadioGroup
        label="Delivery"
        defaultValue="instant"
        options={[
          { value: 'standard', label: 'Standard, free' },
          { value: 'instant', label: 'Instant, $2.99', hint: 'In minutes.' },
        ]}
      />,
    );
    expect(html).toContain('value="standard"');
    expect(html).toContain('Standard, free');
    expect(html).toContain('In minutes.');
    expect(html).toMatch(/value="instant"[^>]*checked|checked[^>]*value="instant"/);
  });

  it('still writes a plain option as itself, or through labelFor', () => {
    const html = renderToStaticMarkup(
      <RadioGroup label="Plan" options={['free', 'plus']} labelFor={(plan) => `Beem ${plan}`} />,
    );
    expect(html).toContain('Beem free');
    expect(html).toContain('Beem plus');
  });
});
