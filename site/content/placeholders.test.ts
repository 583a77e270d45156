import { describe, expect, it } from 'vitest';
import { placeholderReport, placeholdersInUse } from './placeholders';

describe('the build’s placeholder report', () => {
  const report = placeholderReport();

  it('lists every placeholder of the profile with its fields and note, store links included', () => {
    const uses = placeholdersInUse();
    expect(uses.length).toBeGreaterThan(0);
    for (const { value, note, fields } of uses)
      expect(report).toContain(`  - ${fields.join(', ')} = ${JSON.stringify(value)}: ${note}`);
    for (const field of [
      'productProfile.support.phone',
      'productProfile.appStores.ios',
      'productProfile.appStores.android',
      'productProfile.appInstallLink',
      'organization.founder',
    ])
      expect(report).toContain(field);
    expect(report).toMatch(/^\d+ placeholders still in use/);
  });

  it('names the illustrative testimonials, and says when nothing is left', () => {
    expect(report).toMatch(/\n6 testimonials are illustrative examples/);
    expect(placeholderReport([], 0)).toBe('No placeholders left in the product profile.');
  });
});
