/**
 * The addresses of Beem's public pages. The header, the drawer, the footer and
 * the pricing cards link to them on every Beem surface; the site serves a page at each (its own
 * route table, in `site/`, checks that).
 */
export const blogCategories = [
  'save',
  'spend',
  'earn',
  'insurance',
  'taxes',
  'banking',
  'loans',
  'credit',
  'debt',
  'retirement',
  'transfer-money',
] as const;
export type BlogCategory = (typeof blogCategories)[number];

export const beemPaths = {
  home: '/',
  about: '/about',
  pricing: '/pricing',
  pricingLite: '/pricing/lite',
  pricingBasic: '/pricing/basic',
  pricingPlus: '/pricing/plus',
  pricingPro: '/pricing/pro',
  blog: '/blog/',
  customerStories: '/customer-stories',
  howToCancel: '/how-to-cancel',
  terms: '/terms',
  privacy: '/privacy',
  ccpa: '/ccpa',
  accessibility: '/accessibility',
  cashAdvance: '/get-instant-cash-advance',
  sendReceive: '/send-receive-money-online',
  taxFiling: '/online-tax-filing',
  taxCalculator: '/tax-calculator/',
  budget: '/budget-tracker-planner',
  creditMonitoring: '/credit-score-monitoring',
  identityTheft: '/identity-theft-protection',
  carInsurance: '/car-insurance',
  personalLoan: '/personal-loan',
  savings: '/high-yield-savings-account',
  incomeLoss: '/job-loss-and-disability-insurance',
  healthInsurance: '/health-insurance',
  arcade: '/beem-arcade',
  deals: '/deals',
} as const;

export const blogCategoryPath = (category: BlogCategory) => `/blog/${category}/`;

/** "transfer-money" → "Transfer Money". */
export const blogCategoryLabel = (category: BlogCategory) =>
  category
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Every public page address: the page paths and the blog's category pages. */
export const beemPagePaths: readonly string[] = [
  ...Object.values(beemPaths),
  ...blogCategories.map(blogCategoryPath),
];
