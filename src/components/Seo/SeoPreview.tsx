'use client';
import { resolveMeta, type PageMeta, type SiteMeta } from '../../helpers/seo/seo';
import * as styles from './Seo.css';
import { useMessages } from '../../helpers/locale/context';
import { seoStrings } from '../../helpers/locale/messages/en-US/seo';

/**
 * What a page's metadata looks like where it is seen: a search result and a sharing card. For
 * reviewing titles and descriptions in Storybook; pages render `Seo`, not this.
 */
export function SeoPreview({ site, ...page }: PageMeta & { site: SiteMeta }) {
  const meta = resolveMeta(page, site);
  const t = useMessages(seoStrings);
  return (
    <div className={styles.preview}>
      <section className={styles.panel} aria-label={t('seo.searchResult')}>
        <p className={styles.caption}>
          {t('seo.searchResult')} · robots: {meta.robots}
        </p>
        <p className={styles.url}>{meta.canonical}</p>
        <p className={styles.title}>{meta.title}</p>
        <p className={styles.description}>{meta.description}</p>
      </section>
      <section className={styles.panel} aria-label={t('seo.sharingCard')}>
        <p className={styles.caption}>
          {t('seo.sharingCard')} · {meta.locale}
        </p>
        <div className={styles.image}>
          {t('seo.image', { width: meta.image.width, height: meta.image.height })}
        </div>
        <p className={styles.url}>{meta.siteName}</p>
        <p className={styles.title}>{meta.title}</p>
        <p className={styles.description}>{meta.description}</p>
      </section>
    </div>
  );
}
