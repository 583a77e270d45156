'use client';
import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { formatDate } from '../Article/Article';
import type { DocumentHeading } from '../../helpers/markdown/markdown';
import {
  blogCategories,
  blogCategoryLabel,
  blogCategoryPath,
  blogPath,
  type BlogCategory,
} from '../../helpers/navigation/blog';
import { Image } from '../Image/Image';
import { Inline } from '../Inline/Inline';
import * as styles from './PostList.css';
import { useMessages } from '../../helpers/locale/context';
import { articleStrings } from '../../helpers/locale/messages/en-US/article';
import { blogStrings } from '../../helpers/locale/messages/en-US/blog';
import { postListStrings } from '../../helpers/locale/messages/en-US/postList';

const strings = { ...articleStrings, ...blogStrings, ...postListStrings };

/** One post as a list shows it: what a blog's loader turns each post's front matter into. */
export interface PostSummary {
  /** A name unique to the post (the site uses its file's name): the list keys its cards by it. */
  slug: string;
  /** The post's page: its card's title links there. */
  href: string;
  /** The post's title: its card's heading and link. */
  title: string;
  /** A sentence or two about the post, under its title in the card. */
  description: string;
  /** The post's category, above its title in the card. */
  category: BlogCategory;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** Who wrote it. The list does not show it; the post's own page does. */
  author: string;
  /**
   * The post's cover: a 1200 × 675 image and its text. The list shows it decorative, so without
   * its `alt`; the post's own page uses both.
   */
  image: { src: string; alt: string };
  /**
   * The post's sections and subsections, for its page's table of contents. The list does not use
   * them.
   */
  headings: readonly DocumentHeading[];
  /** The reading time, after the date in the card (see `readingMinutes`). */
  readingMinutes: number;
  /** Every link target in the post's body, for link checks. The list does not use them. */
  links: readonly string[];
  /**
   * The post's language, where it differs from the page's: an English post listed on a Spanish
   * page. Its title and summary carry it as `lang`, so a screen reader reads them in their own
   * language, and its link as `hrefLang`.
   */
  lang?: string;
}

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the `<ul>`. */
export interface PostListProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  /** The posts, a card each, in the order given (newest first, as a blog lists them). */
  posts: readonly PostSummary[];
  /**
   * 2 under a page's h1, 3 inside a section.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /**
   * The image host; empty for covers this site serves itself.
   * @default ''
   */
  imageHost?: string;
}

/** Post cards, newest first as given: cover, category, title (the card's link), summary, date. */
export function PostList({
  posts,
  headingLevel = 2,
  imageHost = '',
  className,
  ...props
}: PostListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useMessages(strings);
  return (
    <ul {...props} className={clsx(styles.grid, className)}>
      {posts.map((post) => (
        <li key={post.slug} className={styles.card}>
          <Image
            className={styles.cover}
            src={post.image.src}
            decorative
            width={1200}
            height={675}
            sizes="(min-width: 1024px) 22rem, 100vw"
            host={imageHost}
          />
          <p className={styles.category}>{blogCategoryLabel(post.category, t)}</p>
          <Heading className={styles.title} lang={post.lang}>
            <a className={styles.link} href={post.href} hrefLang={post.lang}>
              {post.title}
            </a>
          </Heading>
          <p className={styles.description} lang={post.lang}>
            {post.description}
          </p>
          <p className={styles.meta}>
            <time dateTime={post.date}>{formatDate(post.date, t.locale)}</time> ·{' '}
            {t('article.readingTime', { minutes: post.readingMinutes })}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The blog's category links: which one is current, and where each goes. */
/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the `<nav>`. */
export interface CategoryNavProps extends Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /** The category whose page this is; unset on the blog's index. */
  current?: BlogCategory;
  /**
   * Where each link goes: the index (`undefined`) or a category. The library's blog addresses
   * by default; an app that serves its blog under another prefix, such as a language's, gives
   * its own.
   * @default the library's blog addresses
   */
  href?: (category: BlogCategory | undefined) => string;
}

const blogHref = (category: BlogCategory | undefined) =>
  category ? blogCategoryPath(category) : blogPath;

/**
 * Links to every category, the current one marked for assistive technology and by colour.
 * Named "Blog topics": the footer already has a "Blog Categories" landmark, and two landmarks
 * of one name cannot be told apart.
 */
export function CategoryNav({ current, href = blogHref, className, ...props }: CategoryNavProps) {
  const t = useMessages(strings);
  return (
    <nav aria-label={t('postList.topics')} {...props} className={className}>
      <Inline as="ul" space="2">
        <a
          key="all"
          className={styles.chip}
          href={href(undefined)}
          aria-current={current ? undefined : 'page'}
        >
          {t('postList.all')}
        </a>
        {blogCategories.map((category) => (
          <a
            key={category}
            className={styles.chip}
            href={href(category)}
            aria-current={category === current ? 'page' : undefined}
          >
            {blogCategoryLabel(category, t)}
          </a>
        ))}
      </Inline>
    </nav>
  );
}
