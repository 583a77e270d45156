import { Suspense, use } from 'react';
import { useParams } from 'react-router-dom';
import { Article } from '../../src/Article/Article';
import { blogCategories, blogCategoryLabel, type BlogCategory } from '../../src/blog/posts';
import { Loader } from '../../src/Loader/Loader';
import { blogCategoryPath, routes } from '../../src/navigation/routes';
import { PageBody, PageIntro } from '../../src/PageIntro/PageIntro';
import { CategoryNav, PostList } from '../../src/PostList/PostList';
import type { MarkdownTree } from '../../src/markdown/markdown';
import { blogCopy } from '../content/blogCopy';
import { loadPostBody, posts } from '../content/blog';
import { SitePage } from '../SitePage';
import { NotFoundPage } from './NotFoundPage';

export function BlogIndexPage() {
  return (
    <SitePage seo={{ path: routes.blog, ...blogCopy.index.seo }}>
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

/** One promise per post, so the prerender, hydration and later renders share it. */
const bodies = new Map<string, Promise<MarkdownTree>>();
const bodyOf = (slug: string) => {
  let body = bodies.get(slug);
  if (!body) {
    body = loadPostBody(slug);
    bodies.set(slug, body);
  }
  return body;
};

function PostBody({ slug }: { slug: string }) {
  const post = posts.find((entry) => entry.slug === slug);
  const tree = use(bodyOf(slug));
  if (!post) return null;
  return (
    <Article
      title={post.title}
      lead={post.description}
      eyebrow={{ label: blogCategoryLabel(post.category), href: blogCategoryPath(post.category) }}
      author={post.author}
      date={post.date}
      readingMinutes={post.readingMinutes}
      cover={{ ...post.image, width: 1200, height: 675, host: '' }}
      headings={post.headings}
      tree={tree}
    />
  );
}

/** `/blog/:slug/`: a category's list or a post, or the 404 page for anything else. */
export function BlogEntryPage() {
  const { slug = '' } = useParams();
  if (blogCategories.includes(slug as BlogCategory))
    return <CategoryPage category={slug as BlogCategory} />;
  const post = posts.find((entry) => entry.slug === slug);
  if (!post) return <NotFoundPage />;
  return (
    <SitePage seo={{ path: post.href, title: post.title, description: post.description }}>
      {/* The prerendered HTML already holds the text; this only shows if a body is slow later. */}
      <Suspense fallback={<Loader title="Loading the article" subtitle={post.title} />}>
        <PostBody slug={slug} />
      </Suspense>
    </SitePage>
  );
}
