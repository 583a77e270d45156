import {
  blogCategoryLabel,
  listPagePath,
  pageCount,
  pageOf,
  type BlogCategory,
} from '../blog/posts';
import { Pagination, Text, createTranslate, type Translate } from '@beem/design-system';
import {
  CategoryNav,
  PageBody,
  PageIntro,
  PostList,
  type BlogKey,
} from '@beem/design-system/marketing';
import { blogCopy as englishCopy, type BlogCopy } from '../content/blogCopy';
import { blogCopy as spanishCopy } from '../content/es-US/blogCopy';
import { spanishMessages } from '../content/es-US/messages';
import { posts } from '../content/blog';
import { pathIn, type SiteLocale } from '../content/locales';
import { SitePage } from '../SitePage';

const content: Record<SiteLocale, { copy: BlogCopy; t?: Translate<BlogKey> }> = {
  'en-US': { copy: englishCopy },
  // The blog categories' names are the marketing entry's strings, which `esUS` leaves out.
  'es-US': { copy: spanishCopy, t: createTranslate('es-US', spanishMessages) },
};

/**
 * One page of the blog index (`category` unset) or of a category, in one language. Every page
 * holds at most POSTS_PER_PAGE posts, so no page grows with the blog. Each page is its own
 * canonical address; the pages link to each other with `rel="prev"` and `rel="next"`, in the
 * body and in the head. The posts are English: on a Spanish page they are marked as English,
 * and the page says so above them.
 */
function ListPage({
  page,
  category,
  locale,
}: {
  page: number;
  category?: BlogCategory;
  locale: SiteLocale;
}) {
  const { copy, t } = content[locale];
  const listed = category ? posts.filter((post) => post.category === category) : posts;
  const count = pageCount(listed.length);
  const label = category ? blogCategoryLabel(category, t) : undefined;
  const lead = category ? copy.categories[category] : copy.index.lead;
  const seo = category
    ? { title: copy.categoryTitle(label ?? ''), description: lead }
    : copy.index.seo;
  // Page 2 onwards: a title and description of their own (no two pages of the site share one).
  const ofPages = page > 1 ? copy.ofPages(page, count) : '';
  const href = (target: number, of = category) => pathIn(locale, listPagePath(target, of));
  const postLang = locale === 'en-US' ? undefined : 'en';
  return (
    <SitePage
      locale={locale}
      seo={{
        path: href(page),
        title: `${seo.title}${ofPages}`,
        description: page > 1 ? `${copy.pageOf(page, count)}${seo.description}` : seo.description,
      }}
    >
      {page > 1 && <link rel="prev" href={href(page - 1)} />}
      {page < count && <link rel="next" href={href(page + 1)} />}
      <PageIntro eyebrow={copy.eyebrow} title={label ?? copy.index.title} lead={lead} />
      <PageBody>
        <CategoryNav current={category} href={(of) => href(1, of)} />
        {copy.postsLanguageNote && <Text tone="muted">{copy.postsLanguageNote}</Text>}
        <PostList
          posts={pageOf(listed, page).map((post) =>
            postLang ? { ...post, lang: postLang } : post,
          )}
        />
        <Pagination
          page={page}
          pageCount={count}
          href={(target) => href(target)}
          label={label ? copy.pagination.named(label) : copy.pagination.blog}
          previousLabel={copy.pagination.previous}
          nextLabel={copy.pagination.next}
        />
      </PageBody>
    </SitePage>
  );
}

/** How many pages the blog index, or a category, takes. */
export const listPageCount = (category?: BlogCategory) =>
  pageCount(category ? posts.filter((post) => post.category === category).length : posts.length);

/** `/blog/`, `/blog/page/2/`, `/blog/save/`, `/es/blog/save/page/2/` and so on. */
export const listPage = (page: number, category?: BlogCategory, locale: SiteLocale = 'en-US') =>
  function ListRoute() {
    return <ListPage page={page} category={category} locale={locale} />;
  };
