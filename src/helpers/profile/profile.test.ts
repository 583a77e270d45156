import { describe, expect, it } from 'vitest';
import { organization, productProfile } from './profile';

describe('product profile', () => {
  it('is a US product, copyright 2023, based in San Francisco', () => {
    expect(productProfile.country).toBe('us');
    expect(productProfile.copyrightYear).toBe(2023);
    expect(productProfile.address.city).toBe('San Francisco');
  });

  it('writes support mail to the configured host', () => {
    expect(productProfile.support.email).toBe('support@trybeem.com');
    expect(organization.contactPoint.email).toBe(productProfile.support.email);
  });

  it('lists every social network of the footer with an https address', () => {
    expect(Object.keys(productProfile.social)).toEqual([
      'facebook',
      'twitter',
      'linkedin',
      'youtube',
      'instagram',
    ]);
    for (const { url } of Object.values(productProfile.social)) {
      expect(new URL(url).protocol).toBe('https:');
    }
  });
});
