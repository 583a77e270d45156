'use client';
import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Loader.css';
import { useMessages } from '../LocaleProvider/LocaleProvider';
import { loaderStrings } from '../../helpers/locale/messages/en-US/loader';

/**
 * The loader's default copy in en-US, for a page fetching the visitor's details. A `Loader`
 * without a title or subtitle writes them in the locale of its `LocaleProvider`.
 */
export const loaderDefaults = {
  title: loaderStrings['loader.title'],
  subtitle: loaderStrings['loader.subtitle'],
} as const;

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the loader's `<div>`. */
export interface LoaderProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'title' | 'role'
> {
  /**
   * The heading; the catalogue's in the reader's language when left out.
   * @default Please Wait!
   */
  title?: string;
  /**
   * The line under it; the catalogue's in the reader's language when left out.
   * @default We are fetching your details.
   */
  subtitle?: string;
  /** On the loader's `<div>`, the live region, after its own classes. */
  className?: string;
}

/**
 * The full loading state of a page body. It is a polite live region, so its title and subtitle
 * are read out when it appears; the animation itself is decorative.
 */
export function Loader({ title, subtitle, className, ...props }: LoaderProps) {
  const t = useMessages(loaderStrings);
  return (
    <div {...props} role="status" className={clsx(styles.loader, className)}>
      <div className={styles.animationBox} data-testid="loader-animation">
        <Spinner size="lg" className={styles.ring} />
      </div>
      <p className={styles.title}>{title ?? t('loader.title')}</p>
      <p className={styles.subtitle}>{subtitle ?? t('loader.subtitle')}</p>
    </div>
  );
}
