import { Article } from '../../src/Article/Article';
import { blogCategoryLabel, type BlogCategory } from '../../src/blog/posts';
import { blogCategoryPath, routes } from '../../src/navigation/routes';
import { PageBody, PageIntro } from '../../src/PageIntro/PageIntro';
import { CategoryNav, PostList } from '../../src/PostList/PostList';
import { blogCopy } from '../content/blogCopy';
import { posts } from '../content/blog';
import { SitePage } from '../SitePage';
import type { MarkdownModule } from './DocumentPage';

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

/** A post's page: its summary from the front matter, its body from its own chunk. */
export function postPage(slug: string, doc: MarkdownModule) {
  const post = posts.find((entry) => entry.slug === slug);
  if (!post) throw new Error(`No post "${slug}" in the blog content.`);
  return function PostRoute() {
    return (
      <SitePage seo={{ path: post.href, title: post.title, description: post.description }}>
        <Article
          title={post.title}
          lead={post.description}
          eyebrow={{
            label: blogCategoryLabel(post.category),
            href: blogCategoryPath(post.category),
          }}
          author={post.author}
          date={post.date}
          readingMinutes={post.readingMinutes}
          cover={{ ...post.image, width: 1200, height: 675, host: '' }}
          headings={post.headings}
          tree={doc.default}
        />
      </SitePage>
    );
  };
}

/** `/blog/save/` and the other category pages. */
export const categoryPage = (category: BlogCategory) =>
  function CategoryRoute() {
    return <CategoryPage category={category} />;
  };
