/**
 * The product profile (spec section 3) and business constants (section 9) that components read.
 * Values marked "Placeholder" are real-looking stand-ins where the spec gives none: the business
 * replaces them here, in one place.
 */
import { config } from '../config/config';

export const productProfile = {
  name: 'Beem',
  product: 'Beem',
  productWithTrademark: 'Beem™',
  /** Placeholder: the spec gives no tag line. */
  tagLine: 'Cash when you need it',
  /** Read when used: an app's `configureBeem` may move the site. */
  get siteUrl() {
    return config.siteUrl;
  },
  country: 'us',
  title: 'Beem: instant cash, transfers and deals for college students',
  description:
    'Get quick cash, instant transfers, job search tools and exclusive deals, with AI assistance.',
  support: {
    get email() {
      return `support@${config.supportHost}`;
    },
    /** Placeholder: a 555-01XX number is reserved as fictional in the North American plan. */
    phone: '+1 (415) 555-0142',
  },
  address: {
    /** Placeholder street; the spec gives only the city. */
    street: '548 Market Street',
    city: 'San Francisco',
    state: 'CA',
    country: 'US',
    /** Placeholder ZIP code in San Francisco. */
    pin: '94104',
    latitude: 37.7897,
    longitude: -122.4001,
  },
  /** Placeholder profile addresses and handles. */
  social: {
    facebook: { url: 'https://www.facebook.com/trybeem', handle: 'trybeem' },
    twitter: { url: 'https://twitter.com/trybeem', handle: '@trybeem' },
    linkedin: { url: 'https://www.linkedin.com/company/trybeem', handle: 'trybeem' },
    youtube: { url: 'https://www.youtube.com/@trybeem', handle: '@trybeem' },
    instagram: { url: 'https://www.instagram.com/trybeem', handle: '@trybeem' },
  },
  /** Placeholder store listings. */
  appStores: {
    ios: 'https://apps.apple.com/us/app/beem-instant-cash/id1234567890',
    android: 'https://play.google.com/store/apps/details?id=com.trybeem.app',
  },
  /** The shared app-install link: sends a phone to the right store (spec section 7). Placeholder. */
  appInstallLink: 'https://trybeem.app.link/install',
  copyrightYear: 2023,
} as const;

export type SocialNetwork = keyof typeof productProfile.social;

/** Organization structured data facts (spec section 3). Placeholder founder and legal name. */
export const organization = {
  name: productProfile.name,
  brand: productProfile.name,
  legalName: 'Beem Technologies, Inc.',
  get url() {
    return productProfile.siteUrl;
  },
  get logo() {
    return `${productProfile.siteUrl}/logo.png`;
  },
  founder: 'Beem founding team',
  contactPoint: {
    contactType: 'customer support',
    get email() {
      return productProfile.support.email;
    },
    telephone: productProfile.support.phone,
  },
} as const;
