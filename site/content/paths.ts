/**
 * The addresses of the marketing site's pages: the route table's paths, the menu's and footer's
 * links and the pricing cards' plan pages. Site content, not library content: only the site
 * serves these routes, and the library's header, footer and pricing cards take their links as
 * props. Kept free of the library's runtime (it imports nothing), so the site tests can work out
 * the expected pages in Node.
 *
 * The blog's category pages are the library's `blogCategoryPath` (beside the post list that links
 * to them).
 */
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
