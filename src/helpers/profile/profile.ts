/**
 * What every Beem surface shares about the product: its name (the wordmark the header and footer
 * draw, and the name in accessible names such as "Beem home") and the typed shape of the links
 * each surface publishes about it: its social profiles and its app-store listings.
 *
 * The values of those links, the organisation's facts and the contact details are each surface's
 * own content and reach the components as props: the marketing site keeps its product profile,
 * with the stand-ins it still holds, in its content.
 */
export const brandName = 'Beem';

/** The social networks a profile link may point to, in the order they are listed. */
export const socialNetworks = ['facebook', 'twitter', 'linkedin', 'youtube', 'instagram'] as const;
/** One of `socialNetworks`: the network a profile link is on. */
export type SocialNetwork = (typeof socialNetworks)[number];

/** Each network's name, as a link to the profile reads ("Beem on LinkedIn"). */
export const socialNetworkNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  instagram: 'Instagram',
};

/** A link to the product's profile on one network. */
export interface SocialLink {
  /**
   * The network, which names the link ("Beem on LinkedIn"). Links are keyed by it, so one per
   * network.
   */
  network: SocialNetwork;
  /** The profile's address. */
  url: string;
}

/** Where the app can be had. */
export interface AppLinks {
  /** The shared app-install link, which sends a phone to the right store. */
  install: string;
  /** The App Store listing. */
  ios: string;
  /** The Google Play listing. */
  android: string;
}
