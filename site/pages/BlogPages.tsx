import { blogCategoryLabel, type BlogCategory } from '../blog/posts';
import {
  blogCategoryPath,
  beemPaths,
  PageBody,
  PageIntro,
  CategoryNav,
  PostList,
} from '@beem/design-system';
import { blogCopy } from '../content/blogCopy';
import { posts } from '../content/blog';
import { SitePage } from '../SitePage';

export function BlogIndexPage() {
  return (
    <SitePage seo={{ path: beemPaths.blog, ...blogCopy.index.seo }}>
      <PageIntro eyebrow="Blog" title={blogCopy.index.title} lead={blogCopy.index.lead} />
      <PageBody>
        <CategoryNav />
        <PostList posts={posts} />
      </PageBody>
    </SitePage>
  );
}

function CategoryPage({ category }: { category: BlogCategory }) {
  const label = blogCategoryLabel(category);
  const copy = blogCopy.categories[category];
  return (
    <SitePage
      seo={{ path: blogCategoryPath(category), title: `${label}: articles`, description: copy }}
    >
      <PageIntro eyebrow="Blog" title={label} lead={copy} />
      <PageBody>
        <CategoryNav current={category} />
        <PostList posts={posts.filter((post) => post.category === category)} />
      </PageBody>
    </SitePage>
  );
}

/** `/blog/save/` and the other category pages. */
export const categoryPage = (category: BlogCategory) =>
  function CategoryRoute() {
    return <CategoryPage category={category} />;
  };
