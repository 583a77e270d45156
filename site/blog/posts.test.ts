import { describe, expect, it } from 'vitest';
import type { MarkdownMeta } from '@beem/design-system/marketing';
import {
  POSTS_PER_PAGE,
  blogCategories,
  blogCategoryPath,
  blogCategoryLabel,
  byNewest,
  listPagePath,
  pageCount,
  pageOf,
  parsePost,
} from './posts';

const meta = (frontMatter: Record<string, unknown>): MarkdownMeta => ({
  frontMatter,
  headings: [{ depth: 2, id: 'one', text: 'One' }],
  words: 660,
  links: ['/pricing'],
});

const valid = {
  title: 'Save more',
  description: 'How to save more.',
  category: 'save',
  date: '2026-03-14',
  author: 'Maya Patel',
  image: '/blog/covers/save.svg',
  imageAlt: 'Coins',
};

describe('parsePost', () => {
  it('turns front matter into a typed post with its path and reading time', () => {
    expect(parsePost('./blog/save-more.md', meta(valid))).toMatchObject({
      slug: 'save-more',
      href: '/blog/save-more/',
      category: 'save',
      readingMinutes: 3,
      image: { src: '/blog/covers/save.svg', alt: 'Coins' },
    });
  });

  it.each([
    [{ ...valid, title: '' }, '"title" is missing'],
    [{ ...valid, category: 'crypto' }, '"category" must be one of'],
    [{ ...valid, date: '14/03/2026' }, '"date" must be a date written YYYY-MM-DD'],
    [{ ...valid, date: '2026-13-45' }, '"date" must be a date written YYYY-MM-DD'],
    [{ ...valid, imageAlt: undefined }, '"imageAlt" is missing'],
  ])('names the file and the field when front matter is wrong (%#)', (frontMatter, problem) => {
    expect(() => parsePost('./blog/save-more.md', meta(frontMatter))).toThrow(
      `Blog post ./blog/save-more.md: ${problem}`,
    );
  });

  it('refuses a post whose slug would shadow a category page', () => {
    expect(() => parsePost('./blog/save.md', meta(valid))).toThrow('category page');
  });
});

describe('helpers', () => {
  it('labels categories', () => {
    expect(blogCategoryLabel('transfer-money')).toBe('Transfer Money');
  });

  it('orders newest first, then by title', () => {
    const a = parsePost('a.md', meta({ ...valid, title: 'A', date: '2026-01-01' }));
    const b = parsePost('b.md', meta({ ...valid, title: 'B', date: '2026-02-01' }));
    const c = parsePost('c.md', meta({ ...valid, title: 'C', date: '2026-02-01' }));
    expect([a, c, b].sort(byNewest).map((post) => post.title)).toEqual(['B', 'C', 'A']);
  });
});

describe('list pages', () => {
  it('splits a list into pages of POSTS_PER_PAGE, newest first as given', () => {
    const items = Array.from({ length: 2 * POSTS_PER_PAGE + 1 }, (_, index) => index);
    expect(pageCount(items.length)).toBe(3);
    expect(pageOf(items, 1)).toEqual(items.slice(0, POSTS_PER_PAGE));
    expect(pageOf(items, 3)).toEqual([2 * POSTS_PER_PAGE]);
    expect(pageOf(items, 4)).toEqual([]);
  });

  it('has one page for an empty list or one that fits exactly', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(POSTS_PER_PAGE)).toBe(1);
    expect(pageCount(POSTS_PER_PAGE + 1)).toBe(2);
  });

  it('puts page 1 at the list’s own address and the rest under page/', () => {
    expect(listPagePath(1)).toBe('/blog/');
    expect(listPagePath(2)).toBe('/blog/page/2/');
    expect(listPagePath(1, 'save')).toBe('/blog/save/');
    expect(listPagePath(3, 'transfer-money')).toBe('/blog/transfer-money/page/3/');
    for (const category of blogCategories)
      expect(listPagePath(1, category)).toBe(blogCategoryPath(category));
  });

  it('keeps the slug "page" for the index’s pages', () => {
    expect(() => parsePost('./blog/page.md', meta(valid))).toThrow(/"page" is kept/);
  });
});
