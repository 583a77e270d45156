import { resolveMeta, type PageMeta, type SiteMeta } from '../../helpers/seo/seo';
import * as styles from './Seo.css';

/**
 * What a page's metadata looks like where it is seen: a search result and a sharing card. For
 * reviewing titles and descriptions in Storybook; pages render `Seo`, not this.
 */
export function SeoPreview({ site, ...page }: PageMeta & { site: SiteMeta }) {
  const meta = resolveMeta(page, site);
  return (
    <div className={styles.preview}>
      <section className={styles.panel} aria-label="Search result">
        <p className={styles.caption}>Search result · robots: {meta.robots}</p>
        <p className={styles.url}>{meta.canonical}</p>
        <p className={styles.title}>{meta.title}</p>
        <p className={styles.description}>{meta.description}</p>
      </section>
      <section className={styles.panel} aria-label="Sharing card">
        <p className={styles.caption}>Sharing card · {meta.locale}</p>
        <div className={styles.image}>
          {meta.image.width} × {meta.image.height} image
        </div>
        <p className={styles.url}>{meta.siteName}</p>
        <p className={styles.title}>{meta.title}</p>
        <p className={styles.description}>{meta.description}</p>
      </section>
    </div>
  );
}
