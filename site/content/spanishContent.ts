/**
 * Every Spanish page's content beside its English original, for the translation check
 * (translations.ts). A page added to `spanishPageKeys` (locales.ts) must be listed here, or the
 * check fails naming it.
 */
import { blogCopy as englishBlog } from './blogCopy';
import { blogCopy as spanishBlog } from './es-US/blogCopy';
import { footerCopy as spanishFooter } from './es-US/footer';
import { home as spanishHome } from './es-US/home';
import { menuCopy as spanishMenu } from './es-US/menu';
import { pricingCopy as spanishPricing, plans as spanishPlans } from './es-US/pricing';
import { siteMeta as spanishMeta } from './es-US/seo';
import * as spanishStories from './es-US/testimonials';
import { footerCopy as englishFooter } from './footer';
import { featureKeys, loadFeature, type FeatureKey } from './features';
import { home as englishHome } from './home';
import { pathIn, spanishPageKeys, type SpanishPageKey } from './locales';
import { menuCopy as englishMenu } from './menu';
import { beemPaths } from './paths';
import { pricingCopy as englishPricing, plans as englishPlans } from './pricing';
import { siteMeta as englishMeta } from './seo';
import * as englishStories from './testimonials';
import {
  compareDocument,
  compareTranslation as compareFields,
  glossaryProblems,
  type Samples,
  type TranslationProblem,
} from './translations';
import type { MarkdownModule } from '../pages/DocumentPage';
import { budgetCopy as englishBudget } from '../features/BudgetPlanner/copy';
import { budgetCopy as spanishBudget } from '../features/BudgetPlanner/copy.es-US';
import { taxCalculatorCopy as englishTax } from '../features/TaxCalculator/copy';
import { taxCalculatorCopy as spanishTax } from '../features/TaxCalculator/copy.es-US';

/** The Spanish against the English, field by field, and against the glossary. */
const compareTranslation = (
  route: string,
  english: unknown,
  spanish: unknown,
  field = '',
  samples: Samples = {},
) => [
  ...compareFields(route, english, spanish, field, samples),
  ...glossaryProblems(route, spanish),
];

type Load = () => Promise<MarkdownModule>;
const documents: Partial<Record<SpanishPageKey, readonly [Load, Load]>> = {
  about: [() => import('./pages/about.md'), () => import('./es-US/pages/about.md')],
  howToCancel: [
    () => import('./pages/how-to-cancel.md'),
    () => import('./es-US/pages/how-to-cancel.md'),
  ],
  terms: [() => import('./pages/terms.md'), () => import('./es-US/pages/terms.md')],
  privacy: [() => import('./pages/privacy.md'), () => import('./es-US/pages/privacy.md')],
  ccpa: [() => import('./pages/ccpa.md'), () => import('./es-US/pages/ccpa.md')],
  accessibility: [
    () => import('./pages/accessibility.md'),
    () => import('./es-US/pages/accessibility.md'),
  ],
};

const plan = englishPlans[0];
const pricingSamples = {
  'page.description': ['$0.99'],
  'page.lead': ['$0.99'],
  'planPage.title': [plan],
  'planPage.description': [plan],
  'planPage.eyebrow': [plan],
  'planPage.heading': [plan],
};

type Check = () => TranslationProblem[] | Promise<TranslationProblem[]>;

/** A feature page: its Spanish content file against its English one. */
const feature =
  (key: FeatureKey): Check =>
  async () => {
    const route = pathIn('es-US', beemPaths[key]);
    const spanish = await loadFeature(key, 'es-US').catch(() => undefined);
    if (!spanish)
      return [
        { route, field: '(the whole content)', problem: 'is not written: no es-US feature file' },
      ];
    return compareTranslation(route, await loadFeature(key), spanish);
  };

/** The content of the pages that are not Markdown, by page. */
const structured: Partial<Record<SpanishPageKey, Check>> = {
  home: () => compareTranslation(pathIn('es-US', beemPaths.home), englishHome, spanishHome),
  pricing: () =>
    compareTranslation(
      pathIn('es-US', beemPaths.pricing),
      englishPricing,
      spanishPricing,
      '',
      pricingSamples,
    ),
  blog: () =>
    compareTranslation(pathIn('es-US', beemPaths.blog), englishBlog, spanishBlog, '', {
      categoryTitle: ['Save'],
      ofPages: [2, 3],
      pageOf: [2, 3],
      'pagination.named': ['Save'],
    }),
  customerStories: () =>
    compareTranslation(pathIn('es-US', beemPaths.customerStories), englishStories, spanishStories),
};

for (const key of featureKeys)
  if ((spanishPageKeys as readonly string[]).includes(key))
    structured[key as SpanishPageKey] = feature(key);

/** Copy with each function called with its field's samples: what a visitor would read. */
function writtenOut(value: unknown, samples: Samples, field = ''): unknown {
  if (typeof value === 'function') {
    const sample = samples[field];
    return sample
      ? writtenOut((value as (...args: readonly unknown[]) => unknown)(...sample), {})
      : '';
  }
  if (Array.isArray(value)) return value.map((item) => writtenOut(item, samples, field));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        writtenOut(item, samples, field ? `${field}.${key}` : key),
      ]),
    );
  return value;
}

/** A money tool's words beside its English, field by field, with sample figures. */
const tool =
  (key: 'taxCalculator' | 'budget', english: object, spanish: object, samples: Samples): Check =>
  async () => {
    const route = pathIn('es-US', beemPaths[key]);
    return [
      ...(await feature(key)()),
      ...compareFields(route, english, spanish, '', samples),
      ...glossaryProblems(route, writtenOut(spanish, samples)),
    ];
  };

structured.taxCalculator = tool('taxCalculator', englishTax.words, spanishTax.words, {
  note: [2025],
  standardDeduction: ['$15,750'],
  separated: [2025],
  'aged25To64.alone': [2025],
  'aged25To64.joint': [2025],
  'verdict.refund': ['$649'],
  'verdict.owe': ['$649'],
  'figures.taxableIncomeHelp': ['$45,000', 'standard', '$15,750'],
  'figures.incomeTaxWithCredit': ['$1,000.00', '$500.00'],
  'figures.additionalChildTaxCreditHelp': ['$1,700', '15%', '$2,500'],
  'figures.ficaHelp': ['$2,790.00', '$176,100', '$652.50'],
  'figures.yourSocialSecurityHelp': ['$45,000', '$176,100'],
  'figures.spouseSocialSecurityHelp': ['$30,000', '$176,100'],
  'earnedIncomeCredit.allowed': [1, '$20,000'],
  'earnedIncomeCredit.overIncomeLimit': [2, '$62,688'],
  'leftOut.items': [2025, '$11,950'],
});
structured.budget = tool('budget', englishBudget.words, spanishBudget.words, {
  unnamedLine: [8],
  leftOver: ['$50'],
  overBudget: ['$50'],
  chartShare: ['60%', '50%'],
  'findings.over': ['$100', '$400'],
  'findings.needsHigh': ['60%'],
  'findings.wantsHigh': ['35%'],
  'findings.savingsLow': ['0%'],
  'findings.savingsLowWithLeftOver': ['0%', '$50'],
  'findings.onTrack': ['$300'],
});

/** Each plan page shows its plan's copy from the pricing content. */
for (const [index, key] of (
  ['pricingLite', 'pricingBasic', 'pricingPlus', 'pricingPro'] as const
).entries())
  structured[key] = () =>
    compareTranslation(
      pathIn('es-US', beemPaths[key]),
      englishPlans[index],
      spanishPlans[index],
      `plans[${index}]`,
    );

/** What every Spanish page has around its content: header, footer and default metadata. */
const chrome = () => [
  ...compareTranslation('every page', englishMenu, spanishMenu, 'menu', {
    'menu.planAlt': ['Lite'],
    'menu.price': [2.47],
  }),
  ...compareTranslation('every page', englishFooter, spanishFooter, 'footer'),
  ...compareTranslation('every page', englishMeta, spanishMeta, 'site metadata'),
];

/** Everything the Spanish site is missing; none when it is complete. */
export async function spanishContentProblems(): Promise<TranslationProblem[]> {
  const pages = await Promise.all(
    spanishPageKeys.map(async (key): Promise<TranslationProblem[]> => {
      const document = documents[key];
      if (document) {
        const [english, spanish] = await Promise.all([document[0](), document[1]()]);
        const route = pathIn('es-US', beemPaths[key]);
        return [...compareDocument(route, english, spanish), ...glossaryProblems(route, spanish)];
      }
      const check = structured[key];
      if (check) return await check();
      return [
        {
          route: pathIn('es-US', beemPaths[key]),
          field: '(the whole content)',
          problem: 'is not written: no Spanish content is listed for this page',
        },
      ];
    }),
  );
  return [...chrome(), ...pages.flat()];
}
