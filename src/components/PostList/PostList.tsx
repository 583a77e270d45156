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
  slug: string;
  href: string;
  title: string;
  description: string;
  category: BlogCategory;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  author: string;
  image: { src: string; alt: string };
  headings: readonly DocumentHeading[];
  readingMinutes: number;
  links: readonly string[];
}

export interface PostListProps {
  posts: readonly PostSummary[];
  /** 2 under a page's h1, 3 inside a section. */
  headingLevel?: 2 | 3;
  /** The image host; empty for covers this site serves itself. */
  imageHost?: string;
}

/** Post cards, newest first as given: cover, category, title (the card's link), summary, date. */
export function PostList({ posts, headingLevel = 2, imageHost = '' }: PostListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useMessages(strings);
  return (
    <ul className={styles.grid}>
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
          <Heading className={styles.title}>
            <a className={styles.link} href={post.href}>
              {post.title}
            </a>
          </Heading>
          <p className={styles.description}>{post.description}</p>
          <p className={styles.meta}>
            <time dateTime={post.date}>{formatDate(post.date, t.locale)}</time> ·{' '}
            {t('article.readingTime', { minutes: post.readingMinutes })}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Links to every category, the current one marked for assistive technology and by colour.
 * Named "Blog topics": the footer already has a "Blog Categories" landmark, and two landmarks
 * of one name cannot be told apart.
 */
export function CategoryNav({ current }: { current?: BlogCategory }) {
  const t = useMessages(strings);
  return (
    <nav aria-label={t('postList.topics')}>
      <Inline as="ul" space="2">
        <a
          key="all"
          className={styles.chip}
          href={blogPath}
          aria-current={current ? undefined : 'page'}
        >
          {t('postList.all')}
        </a>
        {blogCategories.map((category) => (
          <a
            key={category}
            className={styles.chip}
            href={blogCategoryPath(category)}
            aria-current={category === current ? 'page' : undefined}
          >
            {blogCategoryLabel(category, t)}
          </a>
        ))}
      </Inline>
    </nav>
  );
}
