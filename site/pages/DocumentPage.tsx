import { Article, type MarkdownMeta, type MarkdownTree } from '@beem/design-system';
import { SitePage } from '../SitePage';

export interface MarkdownModule {
  meta: MarkdownMeta;
  default: MarkdownTree;
}

/** The draft notice legal pages carry until the business replaces their text. */
const placeholderNotice =
  'Placeholder text: this document is a structural draft for the legal team to replace. It is not an agreement and must not be relied on.';

export interface DocumentOptions {
  /** A draft legal page: it carries the placeholder notice and no pre-footer. */
  legal?: boolean;
  /**
   * Whether the page shows a "Last updated" date from its front matter. A page with no edit
   * history worth dating (the accessibility statement) leaves it out rather than state a date
   * nobody can stand behind.
   */
  dated?: boolean;
}

/** A company or legal page written in Markdown (site/content/pages). */
export function documentPage(
  path: string,
  doc: MarkdownModule,
  { legal = false, dated = true }: DocumentOptions = {},
) {
  const { title, description, updated } = doc.meta.frontMatter as Record<string, string>;
  if (!title || !description || (dated && !updated))
    throw new Error(
      `The page for ${path} needs a title, description${dated ? ' and updated date' : ''}.`,
    );
  return function DocumentRoute() {
    return (
      <SitePage seo={{ path, title, description }} preFooter={!legal}>
        <Article
          title={title}
          date={dated ? updated : undefined}
          dateLabel="Last updated"
          notice={legal ? placeholderNotice : undefined}
          headings={doc.meta.headings}
          tree={doc.default}
        />
      </SitePage>
    );
  };
}
