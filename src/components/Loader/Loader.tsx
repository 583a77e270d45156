import { clsx } from 'clsx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Loader.css';

/** The loader's default copy, for a page fetching the visitor's details. */
export const loaderDefaults = {
  title: 'Please Wait!',
  subtitle: 'We are fetching your details.',
} as const;

export interface LoaderProps {
  title?: string;
  subtitle?: string;
  className?: string;
}

/**
 * The full loading state of a page body. It is a polite live region, so its title and subtitle
 * are read out when it appears; the animation itself is decorative.
 */
export function Loader({
  title = loaderDefaults.title,
  subtitle = loaderDefaults.subtitle,
  className,
}: LoaderProps) {
  return (
    <div role="status" className={clsx(styles.loader, className)}>
      <div className={styles.animationBox} data-testid="loader-animation">
        <Spinner size="lg" className={styles.ring} />
      </div>
      <p className={styles.title}>{title}</p>
      <p className={styles.subtitle}>{subtitle}</p>
    </div>
  );
}
