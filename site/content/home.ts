import type { LinkCard } from '@beem/design-system/marketing';
import { menuGroups } from './menu';
import type { SiteMenuGroup } from './menuModel';
import { startingPrice } from './pricing';

/** What the home page says in one language. */
export interface HomeCopy {
  title: string;
  lead: string;
  featuresTitle: string;
  plansTitle: string;
  asteriskLine: string;
}

export const home = {
  title: 'Cash when you need it',
  lead: 'Instant cash advances of up to $1,000*, instant transfers, credit monitoring, insurance and deals made for college students.',
  featuresTitle: 'Everything your money needs, in one app',
  plansTitle: `Plans from ${startingPrice} a month`,
  asteriskLine:
    '*Cash advances up to $1,000 are subject to eligibility and your membership plan; not all members qualify. Insurance, savings and loan products are offered through licensed partners; savings of up to 40%, income protection up to $1,000, identity insurance up to $1 Million, plans from $2.80/month and up to 5% APY depend on the partner’s terms.',
} as const satisfies HomeCopy;

/**
 * The home page's feature cards: every menu item outside the pricing group, one card per page
 * (the menu lists identity theft protection under two groups).
 */
export const featureCards = (groups: readonly SiteMenuGroup[]): readonly LinkCard[] =>
  groups
    .filter((group) => group.key !== 'Pricing')
    .flatMap((group) => group.items)
    .filter((item, index, items) => items.findIndex((other) => other.href === item.href) === index)
    .map((item) => ({
      title: item.name,
      description: item.desc,
      href: item.href,
      icon: item.icon,
      ...(item.tag ? { tag: item.tag } : {}),
    }));

export const homeFeatures = featureCards(menuGroups);
