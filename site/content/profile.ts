/**
 * The site's product profile and business constants: the organisation's facts, contact details,
 * social profiles and store links. Site content: the library's components take what they show of
 * it as props (`brandName`, the one fact every Beem surface shares, is the library's).
 *
 * Where the business has not supplied a fact, the value is a stand-in marked with
 * `placeholder(value, note)`: pages can show their layout, but nothing that publishes facts
 * (structured data, meta tags, the footer's phone and street) uses a marked value, and the site
 * build lists every one still here. The business replaces them here, in one place, by writing the
 * real value without the wrapper.
 */
import { brandName } from '@beem/design-system';
import { socialNetworks, type AppLinks, type SocialLink } from '@beem/design-system/marketing';
import { siteSettings } from '../config';
import { placeholder } from './placeholder';

export const productProfile = {
  name: brandName,
  product: 'Beem',
  productWithTrademark: 'Beem™',
  tagLine: placeholder('Cash when you need it', 'No tag line has been chosen.'),
  siteUrl: siteSettings.siteUrl,
  country: 'us',
  title: 'Beem: instant cash, transfers and deals for college students',
  description:
    'Get quick cash, instant transfers, job search tools and exclusive deals, with AI assistance.',
  support: {
    // Support is written to at the site's own host, without `www.`.
    email: `support@${new URL(siteSettings.siteUrl).hostname.replace(/^www\./, '')}`,
    phone: placeholder(
      '+1 (415) 555-0142',
      'No support phone number has been given; 555-01XX numbers are reserved as fictional.',
    ),
  },
  address: {
    street: placeholder('548 Market Street', 'Only the city has been given, not the street.'),
    city: 'San Francisco',
    state: 'CA',
    country: 'US',
    pin: placeholder('94104', 'A San Francisco ZIP code to match the stand-in street.'),
    latitude: placeholder(37.7897, 'The stand-in street’s latitude.'),
    longitude: placeholder(-122.4001, 'The stand-in street’s longitude.'),
  },
  social: {
    facebook: {
      url: placeholder('https://www.facebook.com/trybeem', 'Facebook page not confirmed.'),
      handle: placeholder('trybeem', 'Social media handle not confirmed.'),
    },
    twitter: {
      url: placeholder('https://twitter.com/trybeem', 'Twitter (X) profile not confirmed.'),
      handle: placeholder('@trybeem', 'Social media handle not confirmed.'),
    },
    linkedin: {
      url: placeholder('https://www.linkedin.com/company/trybeem', 'LinkedIn page not confirmed.'),
      handle: placeholder('trybeem', 'Social media handle not confirmed.'),
    },
    youtube: {
      url: placeholder('https://www.youtube.com/@trybeem', 'YouTube channel not confirmed.'),
      handle: placeholder('@trybeem', 'Social media handle not confirmed.'),
    },
    instagram: {
      url: placeholder('https://www.instagram.com/trybeem', 'Instagram profile not confirmed.'),
      handle: placeholder('@trybeem', 'Social media handle not confirmed.'),
    },
  },
  appStores: {
    ios: placeholder(
      'https://apps.apple.com/us/app/beem-instant-cash/id1234567890',
      'App Store listing: the app id 1234567890 is made up.',
    ),
    android: placeholder(
      'https://play.google.com/store/apps/details?id=com.trybeem.app',
      'Google Play listing: the package name is not confirmed.',
    ),
  },
  /** The shared app-install link, which sends a phone to the right store. */
  appInstallLink: placeholder(
    'https://trybeem.app.link/install',
    'App-install link (sends a phone to its store): not confirmed.',
  ),
  copyrightYear: 2023,
} as const;

/** The store badges' and install buttons' addresses. */
export const appLinks: AppLinks = {
  install: productProfile.appInstallLink,
  ios: productProfile.appStores.ios,
  android: productProfile.appStores.android,
};

/** The social profiles, in the library's order of networks. */
export const socialLinks: readonly SocialLink[] = socialNetworks.map((network) => ({
  network,
  url: productProfile.social[network].url,
}));

/** Organization structured data facts. */
export const organization = {
  name: productProfile.name,
  brand: productProfile.name,
  legalName: placeholder('Beem Technologies, Inc.', 'The company’s legal name is not confirmed.'),
  get url() {
    return productProfile.siteUrl;
  },
  get logo() {
    return `${productProfile.siteUrl}/logo.png`;
  },
  founder: placeholder('Beem founding team', 'No founder has been named.'),
  contactPoint: {
    contactType: 'customer support',
    get email() {
      return productProfile.support.email;
    },
    telephone: productProfile.support.phone,
  },
} as const;
