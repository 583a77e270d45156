import {
  blogCategoryLabel,
  listPagePath,
  pageCount,
  pageOf,
  type BlogCategory,
} from '../blog/posts';
import { PageBody, PageIntro, CategoryNav, Pagination, PostList } from '@beem/design-system';
import { blogCopy } from '../content/blogCopy';
import { posts } from '../content/blog';
import { SitePage } from '../SitePage';

/**
 * One page of the blog index (`category` unset) or of a category. Every page holds at most
 * POSTS_PER_PAGE posts, so no page grows with the blog. Each page is its own canonical address;
 * the pages link to each other with `rel="prev"` and `rel="next"`, in the body and in the head.
 */
function ListPage({ page, category }: { page: number; category?: BlogCategory }) {
  const listed = category ? posts.filter((post) => post.category === category) : posts;
  const count = pageCount(listed.length);
  const label = category ? blogCategoryLabel(category) : undefined;
  const copy = category ? blogCopy.categories[category] : blogCopy.index.lead;
  const seo = category
    ? { title: `${label ?? ''}: articles`, description: copy }
    : blogCopy.index.seo;
  // Page 2 onwards: a title and description of their own (no two pages of the site share one).
  const ofPages = page > 1 ? ` (page ${page} of ${count})` : '';
  const path = listPagePath(page, category);
  return (
    <SitePage
      seo={{
        path,
        title: `${seo.title}${ofPages}`,
        description: page > 1 ? `Page ${page} of ${count}. ${seo.description}` : seo.description,
      }}
    >
      {page > 1 && <link rel="prev" href={listPagePath(page - 1, category)} />}
      {page < count && <link rel="next" href={listPagePath(page + 1, category)} />}
      <PageIntro
        eyebrow="Blog"
        title={label ?? blogCopy.index.title}
        lead={category ? copy : blogCopy.index.lead}
      />
      <PageBody>
        <CategoryNav current={category} />
        <PostList posts={pageOf(listed, page)} />
        <Pagination
          page={page}
          pageCount={count}
          href={(target) => listPagePath(target, category)}
          label={label ? `${label} pages` : 'Blog pages'}
          previousLabel="Newer posts"
          nextLabel="Older posts"
        />
      </PageBody>
    </SitePage>
  );
}

/** How many pages the blog index, or a category, takes. */
export const listPageCount = (category?: BlogCategory) =>
  pageCount(category ? posts.filter((post) => post.category === category).length : posts.length);

/** `/blog/`, `/blog/page/2/`, `/blog/save/`, `/blog/save/page/2/` and so on. */
export const listPage = (page: number, category?: BlogCategory) =>
  function ListRoute() {
    return <ListPage page={page} category={category} />;
  };
