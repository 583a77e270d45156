import { describe, expect, it } from 'vitest';
import { socialNetworks } from '@beem/design-system/marketing';
import { appLinks, organization, productProfile, socialLinks } from './profile';

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

  it('links every social network the library names, in its order, at an https address', () => {
    expect(socialLinks.map((link) => link.network)).toEqual([...socialNetworks]);
    for (const { url } of socialLinks) expect(new URL(url).protocol).toBe('https:');
  });

  it('hands the components the profile’s own store and install links', () => {
    expect(appLinks).toEqual({
      install: productProfile.appInstallLink,
      ios: productProfile.appStores.ios,
      android: productProfile.appStores.android,
    });
  });
});
