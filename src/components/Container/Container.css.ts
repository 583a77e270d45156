import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/theme.css';

/**
 * `content` is the page's content column (header, sections, footer); `article` a comfortable
 * line length for long reading; `prose` a short block of text such as a status message.
 */
export const containerWidths = ['content', 'article', 'prose'] as const;
/** One of `containerWidths`: `content`, `article` or `prose`. */
export type ContainerWidth = (typeof containerWidths)[number];

export const container = recipe({
  base: { width: '100%', marginInline: 'auto' },
  variants: {
    width: {
      content: { maxWidth: vars.size.contentMax },
      article: { maxWidth: vars.size.article },
      prose: { maxWidth: vars.size.prose },
    } satisfies Record<ContainerWidth, object>,
    // The page's sections keep this gutter from the window's edge (header, page intro, footer),
    // and the maximum width includes it, so a container lines up with them at every width.
    gutters: { true: { paddingInline: vars.space[4] }, false: {} },
  },
});
