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
