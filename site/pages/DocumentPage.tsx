import { Article, type MarkdownMeta, type MarkdownTree } from '@beem/design-system';
import { SitePage } from '../SitePage';

export interface MarkdownModule {
  meta: MarkdownMeta;
  default: MarkdownTree;
}

/** The draft notice legal pages carry until the business replaces their text. */
const placeholderNotice =
  'Placeholder text: this document is a structural draft for the legal team to replace. It is not an agreement and must not be relied on.';

/** A company or legal page written in Markdown (site/content/pages). */
export function documentPage(path: string, doc: MarkdownModule, { legal = false } = {}) {
  const { title, description, updated } = doc.meta.frontMatter as Record<string, string>;
  if (!title || !description || !updated)
    throw new Error(`The page for ${path} needs a title, description and updated date.`);
  return function DocumentRoute() {
    return (
      <SitePage seo={{ path, title, description }} preFooter={!legal}>
        <Article
          title={title}
          date={updated}
          dateLabel="Last updated"
          notice={legal ? placeholderNotice : undefined}
          headings={doc.meta.headings}
          tree={doc.default}
        />
      </SitePage>
    );
  };
}
