/** The marketing site's routes (spec section 2). Every menu and footer link points at one. */
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

export const routes = {
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

/** Every path the site serves, for link checks. */
export const sitePaths: readonly string[] = [
  ...Object.values(routes),
  ...blogCategories.map(blogCategoryPath),
];
