import { Article, type MarkdownMeta, type MarkdownTree } from '@beem/design-system/marketing';
import type { SiteLocale } from '../content/locales';
import { SitePage } from '../SitePage';

export interface MarkdownModule {
  meta: MarkdownMeta;
  default: MarkdownTree;
}

/**
 * The draft notice legal pages carry until the business replaces their text. The Spanish pages
 * are translations of that placeholder text, and say so: only counsel's own Spanish text may
 * replace them.
 */
const placeholderNotice: Record<SiteLocale, string> = {
  'en-US':
    'Placeholder text: this document is a structural draft for the legal team to replace. It is not an agreement and must not be relied on.',
  'es-US':
    'Traducción de un texto provisional: este documento traduce un borrador de estructura que el equipo legal debe reemplazar. No es un acuerdo y no debes basarte en él. Si hay diferencias, prevalece la versión en inglés.',
};

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

/** A company or legal page written in Markdown (site/content/pages, site/content/es-US/pages). */
export function documentPage(
  path: string,
  doc: MarkdownModule,
  { legal = false, dated = true }: DocumentOptions = {},
  locale: SiteLocale = 'en-US',
) {
  const { title, description, updated } = doc.meta.frontMatter as Record<string, string>;
  if (!title || !description || (dated && !updated))
    throw new Error(
      `The page for ${path} needs a title, description${dated ? ' and updated date' : ''}.`,
    );
  return function DocumentRoute() {
    return (
      <SitePage seo={{ path, title, description }} locale={locale} preFooter={!legal}>
        <Article
          title={title}
          date={dated ? updated : undefined}
          dateLabel="Last updated"
          notice={legal ? placeholderNotice[locale] : undefined}
          headings={doc.meta.headings}
          tree={doc.default}
        />
      </SitePage>
    );
  };
}
