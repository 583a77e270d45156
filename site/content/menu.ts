/**
 * The site's menu in US English: shared by the desktop mega-menu, the phone drawer and the home
 * page's feature cards. Its shape is `menuModel.ts`; the Pricing group is worked out from the
 * plans (pricing.ts), so a price is written once.
 */
import { formatPrice } from '@beem/design-system/marketing';
import { buildMenu, type MenuCopy } from './menuModel';
import { plans } from './pricing';

export { menuGroupNames, type MenuGroupName } from './menuModel';

/** "99 cents/mo" under a dollar, "$2.47/mo" from a dollar up. */
export const menuPrice = (monthlyPrice: number) =>
  monthlyPrice < 1
    ? `${String(Math.round(monthlyPrice * 100))} cents/mo`
    : `${formatPrice(monthlyPrice)}/mo`;

export const menuCopy: MenuCopy = {
  groups: {
    Essentials: 'Essentials',
    Insurance: 'Insurance',
    'Banking & Tax': 'Banking & Tax',
    Extras: 'Extras',
    Pricing: 'Pricing',
  },
  items: {
    cashAdvance: { name: 'Instant cash', alt: 'Cash', desc: 'Advances up to $1,000*' },
    sendReceive: { name: 'Send & receive', alt: 'Transfers', desc: 'Send now, pay later' },
    budget: { name: 'Budget planner', alt: 'Budget', desc: 'See where your money goes' },
    creditMonitoring: {
      name: 'Credit monitoring',
      alt: 'Credit score',
      desc: 'Track your score for free',
    },
    identityTheft: {
      name: 'Identity theft protection',
      alt: 'Shield',
      desc: 'Up to $1 Million in cover*',
    },
    carInsurance: { name: 'Car insurance', alt: 'Car', desc: 'Save up to 40%*' },
    incomeLoss: {
      name: 'Job loss & disability',
      alt: 'Umbrella',
      desc: 'Up to $1,000 for loss of income*',
    },
    healthInsurance: { name: 'Health insurance', alt: 'Heart', desc: 'Plans from $2.80/month*' },
    identityInsurance: { name: 'Identity theft insurance', alt: 'Lock', desc: 'Up to $1 Million*' },
    savings: { name: 'High-yield savings', alt: 'Piggy bank', desc: 'Earn up to 5% APY*' },
    personalLoan: { name: 'Personal loan', alt: 'Loan', desc: 'Compare offers in minutes' },
    taxFiling: { name: 'Online tax filing', alt: 'Tax form', desc: 'File your federal return' },
    taxCalculator: { name: 'Tax calculator', alt: 'Calculator', desc: 'Estimate your refund' },
    deals: { name: 'Deals', alt: 'Tag', desc: 'Exclusive student discounts' },
    arcade: { name: 'Beem Arcade', alt: 'Game controller', desc: 'Play games, earn rewards' },
    customerStories: {
      name: 'Customer stories',
      alt: 'Speech bubble',
      desc: 'How students can use Beem',
    },
  },
  planAlt: (name) => `${name} plan`,
  price: menuPrice,
  drawer: { about: 'About', blog: 'Blog' },
};

export const { groups: menuGroups, drawerLinks } = buildMenu(menuCopy, plans, 'en-US');
