import { Article, blogCategoryPath } from '@beem/design-system/marketing';
import { blogCategoryLabel, parsePost } from '../blog/posts';
import { SitePage } from '../SitePage';
import type { MarkdownModule } from './DocumentPage';

/**
 * A post's page, from its own module alone (summary from its front matter, body compiled): it
 * does not load the other posts' summaries that the lists need.
 */
export function postPage(file: string, doc: MarkdownModule) {
  const post = parsePost(file, doc.meta);
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
