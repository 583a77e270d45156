import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { listPagePath, pageCount, postPath, slugFromFile } from './blog/posts';
import { posts } from './content/blog';
import { blogCategories, type BlogCategory, type PlanId } from '@beem/design-system';
import { loadFeature, type FeatureKey } from './content/features';
import { beemPaths as paths } from './content/paths';
import type { DocumentOptions, MarkdownModule } from './pages/DocumentPage';
import { NotFoundPage } from './pages/NotFoundPage';

/**
 * The site's routes, matched by react-router when prerendering (see SiteRoutes.tsx). Only the
 * shell and the 404 page are in the first bundle; every route's own code (home, each feature's
 * content, the tax calculator, the budget planner, pricing, blog, documents, verify) is its own
 * chunk, loaded on that route.
 */
const component = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

const feature = (key: FeatureKey): RouteObject => ({
  path: paths[key],
  lazy: component(async () => {
    const [{ featurePage }, content] = await Promise.all([
      import('./pages/FeatureRoute'),
      loadFeature(key),
    ]);
    return featurePage(content);
  }),
});

const tool = (key: 'taxCalculator' | 'budget'): RouteObject => ({
  path: paths[key],
  lazy: component(async () => {
    const [pages, content] = await Promise.all([import('./pages/ToolPages'), loadFeature(key)]);
    return (key === 'budget' ? pages.budgetPlannerPage : pages.taxCalculatorPage)(content);
  }),
});

const plan = (path: string, id: PlanId): RouteObject => ({
  path,
  lazy: component(async () => (await import('./pages/PricingPages')).planPage(id)),
});

const document = (
  path: string,
  load: () => Promise<MarkdownModule>,
  options?: DocumentOptions,
): RouteObject => ({
  path,
  lazy: component(async () => {
    const [{ documentPage }, doc] = await Promise.all([import('./pages/DocumentPage'), load()]);
    return documentPage(path, doc, options);
  }),
});

/** Post bodies by file: only the file names are in the first bundle, each body is a chunk. */
const postModules = import.meta.glob<MarkdownModule>('@blog-posts/*.md');

/** Every page of the blog index, or of one category: as many as its posts need. */
function listRoutes(category?: BlogCategory): RouteObject[] {
  const count = pageCount(
    category ? posts.filter((post) => post.category === category).length : posts.length,
  );
  return Array.from({ length: count }, (_, index) => ({
    path: listPagePath(index + 1, category),
    lazy: component(async () => (await import('./pages/BlogPages')).listPage(index + 1, category)),
  }));
}

const verify = (path: string) =>
  component(async () => (await import('./pages/VerifyPage')).verifyPage(path));

export const routes: RouteObject[] = [
  {
    path: paths.home,
    lazy: component(async () => (await import('./pages/HomePage')).HomePage),
  },
  document(paths.about, () => import('./content/pages/about.md')),
  document(paths.howToCancel, () => import('./content/pages/how-to-cancel.md')),
  document(paths.terms, () => import('./content/pages/terms.md'), { legal: true }),
  document(paths.privacy, () => import('./content/pages/privacy.md'), { legal: true }),
  document(paths.ccpa, () => import('./content/pages/ccpa.md'), { legal: true }),
  document(paths.accessibility, () => import('./content/pages/accessibility.md'), {
    dated: false,
  }),
  {
    path: paths.pricing,
    lazy: component(async () => (await import('./pages/PricingPages')).PricingPage),
  },
  plan(paths.pricingLite, 'lite'),
  plan(paths.pricingBasic, 'basic'),
  plan(paths.pricingPlus, 'plus'),
  plan(paths.pricingPro, 'pro'),
  ...listRoutes(),
  ...blogCategories.flatMap((category) => listRoutes(category)),
  ...Object.entries(postModules).map(([file, load]) => ({
    path: postPath(slugFromFile(file)),
    lazy: component(async () => {
      const [{ postPage }, doc] = await Promise.all([import('./pages/PostPage'), load()]);
      return postPage(file, doc);
    }),
  })),
  {
    path: paths.customerStories,
    lazy: component(async () => (await import('./pages/CustomerStoriesPage')).CustomerStoriesPage),
  },
  feature('cashAdvance'),
  feature('sendReceive'),
  feature('taxFiling'),
  tool('taxCalculator'),
  tool('budget'),
  feature('creditMonitoring'),
  feature('identityTheft'),
  feature('carInsurance'),
  feature('personalLoan'),
  feature('savings'),
  feature('incomeLoss'),
  feature('healthInsurance'),
  feature('arcade'),
  feature('deals'),
  { path: '/auth/verify', lazy: verify('/auth/verify') },
  { path: '/d/auth/verify', lazy: verify('/d/auth/verify') },
  { path: '*', element: <NotFoundPage /> },
];
