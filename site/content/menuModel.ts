/**
 * The shape of the site's menu, the same in every language: its groups, each item's page, icon
 * and analytics event. Each language's copy (names, icon descriptions, one-line descriptions)
 * fills it in: `menu.ts` in US English, `es-US/menu.ts` in US Spanish. An item's event stays the
 * same in both, so a click is counted as one thing whatever the page's language.
 */
import type { ProductIconName } from '@beem/design-system';
import type { MegaMenuItem, MenuGroup, NavLink, Plan, PlanId } from '@beem/design-system/marketing';
import { pageIn, type SiteLocale } from './locales';
import type { beemPaths } from './paths';

export const menuGroupNames = [
  'Essentials',
  'Insurance',
  'Banking & Tax',
  'Extras',
  'Pricing',
] as const;
export type MenuGroupName = (typeof menuGroupNames)[number];

const item = (event: string, page: keyof typeof beemPaths, icon: ProductIconName) => ({
  event,
  page,
  icon,
});

/** Every item outside the Pricing group, by group, in order. */
const groupItems = {
  Essentials: {
    cashAdvance: item('menu_cash_advance', 'cashAdvance', 'instantCash'),
    sendReceive: item('menu_send_receive', 'sendReceive', 'sendReceive'),
    budget: item('menu_budget', 'budget', 'budgetPlanner'),
    creditMonitoring: item('menu_credit_monitoring', 'creditMonitoring', 'creditMonitoring'),
    identityTheft: item('menu_identity_theft', 'identityTheft', 'identityProtection'),
  },
  Insurance: {
    carInsurance: item('menu_car_insurance', 'carInsurance', 'carInsurance'),
    incomeLoss: item('menu_income_loss', 'incomeLoss', 'incomeProtection'),
    healthInsurance: item('menu_health_insurance', 'healthInsurance', 'healthInsurance'),
    identityInsurance: item('menu_identity_insurance', 'identityTheft', 'identityInsurance'),
  },
  'Banking & Tax': {
    savings: item('menu_savings', 'savings', 'savings'),
    personalLoan: item('menu_personal_loan', 'personalLoan', 'personalLoan'),
    taxFiling: item('menu_tax_filing', 'taxFiling', 'taxFiling'),
    taxCalculator: item('menu_tax_calculator', 'taxCalculator', 'taxCalculator'),
  },
  Extras: {
    deals: item('menu_deals', 'deals', 'deals'),
    arcade: item('menu_arcade', 'arcade', 'arcade'),
    customerStories: item('menu_customer_stories', 'customerStories', 'customerStories'),
  },
} as const satisfies Record<Exclude<MenuGroupName, 'Pricing'>, object>;

type ItemsOf<G> = G extends Record<infer K, unknown> ? K : never;
export type MenuItemKey = {
  [G in keyof typeof groupItems]: ItemsOf<(typeof groupItems)[G]>;
}[keyof typeof groupItems];

/** What one item says: its name, its icon's text alternative and its one-line description. */
export interface MenuItemCopy {
  name: string;
  alt: string;
  desc: string;
}

/** Everything the menu says in one language. */
export interface MenuCopy {
  groups: Record<MenuGroupName, string>;
  items: Record<MenuItemKey, MenuItemCopy>;
  /** A plan's icon alternative: "Lite plan". */
  planAlt: (planName: string) => string;
  /** A plan's monthly price: "99 cents/mo". */
  price: (monthlyPrice: number) => string;
  drawer: { about: string; blog: string };
}

/** Each plan's icon in the menu. */
const planIcons: Record<PlanId, ProductIconName> = {
  lite: 'planLite',
  basic: 'planBasic',
  plus: 'planPlus',
  pro: 'planPro',
};

/** A group of the menu, with the name it is known by in code whatever the language. */
export type SiteMenuGroup = MenuGroup & { key: MenuGroupName };

/** The menu in one language: its groups, the Pricing group worked out from that language's plans. */
export function buildMenu(
  copy: MenuCopy,
  plans: readonly Plan[],
  locale: SiteLocale,
): { groups: readonly SiteMenuGroup[]; drawerLinks: readonly NavLink[] } {
  const groups: SiteMenuGroup[] = Object.entries(groupItems).map(([key, items]) => ({
    key: key as MenuGroupName,
    name: copy.groups[key as MenuGroupName],
    items: Object.entries(items).map(([itemKey, neutral]): MegaMenuItem => ({
      ...copy.items[itemKey as MenuItemKey],
      event: neutral.event,
      icon: neutral.icon,
      href: pageIn(locale, neutral.page),
    })),
  }));
  groups.push({
    key: 'Pricing',
    name: copy.groups.Pricing,
    items: plans.map((plan): MegaMenuItem => ({
      name: plan.name,
      event: `menu_plan_${plan.id}`,
      href: plan.href,
      icon: planIcons[plan.id],
      alt: copy.planAlt(plan.name),
      desc: copy.price(plan.monthlyPrice),
      ...(plan.tag ? { tag: plan.tag, tagBg: 'tag', tagColor: 'tag' } : {}),
    })),
  });
  return {
    groups,
    drawerLinks: [
      { name: copy.drawer.about, href: pageIn(locale, 'about') },
      { name: copy.drawer.blog, href: pageIn(locale, 'blog') },
    ],
  };
}
