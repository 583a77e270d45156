import { describe, expect, it } from 'vitest';
import {
  blogCategories,
  blogCategoryPath,
  formatPrice,
  planIds,
  type FeatureContent,
} from '@beem/design-system/marketing';
import { posts } from './blog';
import { featureKeys, loadFeature } from './features';
import { beemPagePaths } from './pagePaths';
import { comparison, plans, startingPrice } from './pricing';
import { productProfile } from './profile';

const docs = import.meta.glob<{ meta: { frontMatter: Record<string, unknown>; links: string[] } }>(
  './pages/*.md',
  { eager: true },
);

const known = new Set([...beemPagePaths, ...posts.map((post) => post.href)]);
const linkResolves = (href: string) =>
  known.has(href.replace(/#.*$/, '')) || href.startsWith('mailto:support@');

describe('the accessibility statement', () => {
  const statement = docs['./pages/accessibility.md']?.meta;

  it('sends reports to the profile’s support address, and names no phone number', () => {
    expect(statement?.links).toContain(`mailto:${productProfile.support.email}`);
    expect(statement?.links.filter((link) => link.startsWith('tel:'))).toEqual([]);
  });

  it('carries no "Last updated" date: no review or audit date to stand behind', () => {
    expect(statement?.frontMatter).not.toHaveProperty('updated');
  });
});

describe('blog content', () => {
  it('has at least two posts in every category, newest first', () => {
    for (const category of blogCategories)
      expect(
        posts.filter((post) => post.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(2);
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives every post a unique slug, a search-sized description and a table of contents', () => {
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    for (const post of posts) {
      expect(post.description.length, post.slug).toBeGreaterThanOrEqual(80);
      expect(post.description.length, post.slug).toBeLessThanOrEqual(170);
      expect(post.headings.filter((heading) => heading.depth === 2).length).toBeGreaterThanOrEqual(
        3,
      );
      expect(post.image.src).toBe(`/blog/covers/${post.category}.svg`);
    }
  });

  it('links only to pages the site has', () => {
    for (const post of posts)
      for (const link of post.links)
        expect(linkResolves(link), `${post.slug} → ${link}`).toBe(true);
    for (const [file, doc] of Object.entries(docs))
      for (const link of doc.meta.links) expect(linkResolves(link), `${file} → ${link}`).toBe(true);
  });

  it('names each category page a real route', () => {
    for (const category of blogCategories) expect(known.has(blogCategoryPath(category))).toBe(true);
  });
});

const featureFiles = import.meta.glob<FeatureContent>('./features/*.ts', {
  import: 'default',
  eager: true,
});
const features = Object.fromEntries(
  Object.entries(featureFiles).map(([file, content]) => [
    file.replace(/^\.\/features\/|\.ts$/g, ''),
    content,
  ]),
);

describe('feature content', () => {
  const entries = Object.values(features);

  it('has one content file per feature key, each loaded on its own', async () => {
    expect(Object.keys(features).sort()).toEqual([...featureKeys].sort());
    for (const key of featureKeys) expect(await loadFeature(key)).toBe(features[key]);
  });

  it('fills the template for each feature route, with unique titles and descriptions', () => {
    for (const content of entries) {
      expect(beemPagePaths).toContain(content.path);
      expect(content.steps).toHaveLength(3);
      expect(content.benefits.length).toBeGreaterThanOrEqual(3);
      expect(content.faq.length).toBeGreaterThanOrEqual(3);
      expect(content.seo.description.length).toBeLessThanOrEqual(170);
    }
    expect(new Set(entries.map((content) => content.seo.title)).size).toBe(entries.length);
    expect(new Set(entries.map((content) => content.seo.description)).size).toBe(entries.length);
  });

  it('stars each product claim that quotes a figure, with its footnote', () => {
    const claims = {
      cashAdvance: '$1,000',
      carInsurance: '40%',
      incomeLoss: '$1,000',
      identityTheft: '$1 Million',
      healthInsurance: '$2.80',
      savings: '5% APY',
    } as const;
    for (const [key, figure] of Object.entries(claims)) {
      const content = features[key];
      if (!content) throw new Error(`No content for ${key}.`);
      expect(`${content.claim} ${content.lead}`, key).toContain(figure);
      expect(content.claim.endsWith('*'), key).toBe(true);
      expect(content.footnote, key).toMatch(/^\*/);
    }
  });
});

describe('pricing content', () => {
  it('has the four plans at their monthly prices, Lite tagged New, and every plan in every row', () => {
    expect(plans.map((plan) => plan.id)).toEqual([...planIds]);
    const prices = plans.map((plan) => plan.monthlyPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(startingPrice).toBe(formatPrice(prices[0] ?? Number.NaN));
    expect(plans.filter((plan) => plan.tag).map((plan) => [plan.id, plan.tag])).toEqual([
      ['lite', 'New'],
    ]);
    for (const row of comparison)
      expect(Object.keys(row.values).sort(), row.feature).toEqual([...planIds].sort());
  });
});

describe('home content', () => {
  it('links each feature page once', async () => {
    const { homeFeatures } = await import('./home');
    const hrefs = homeFeatures.map((card) => card.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs.length).toBeGreaterThanOrEqual(12);
  });
});
