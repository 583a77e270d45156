'use client';
import { clsx } from 'clsx';
import { useId, type ComponentPropsWithRef } from 'react';
import { breakpoints } from '../../../tokens/primitives';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { useSettings } from '../BeemProvider/context';
import { useMessages } from '../../helpers/locale/context';
import { preFooterStrings } from '../../helpers/locale/messages/en-US/preFooter';
import { brandName } from '../../helpers/profile/profile';
import desktopImage from './assets/prefooter-desktop.svg';
import mobileImage from './assets/prefooter-mobile.svg';
import * as styles from './PreFooter.css';

/** Stable anchor: the header's Get Started link leads here. */
export const preFooterId = 'get-started';

/** The illustration's size: 350 × 200 on phones, 500 × 295 on desktop. */
export const preFooterImageSizes = {
  mobile: { width: 350, height: 200 },
  desktop: { width: 500, height: 295 },
} as const;

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the `<section>`. */
export interface PreFooterProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** Where the phone button goes: the app-install link, which picks the right store. */
  appHref: string;
  /** Where the desktop button goes: the web app. */
  desktopHref?: string;
}

/** The mobile-app prompt above the footer. Focusable so Get Started can move focus here. */
export function PreFooter({
  appHref,
  desktopHref: givenDesktopHref,
  className,
  ...props
}: PreFooterProps) {
  const settings = useSettings();
  const desktopHref = givenDesktopHref ?? `${settings.webAppUrl}/d/auth/verify`;
  const titleId = useId();
  const t = useMessages(preFooterStrings);
  return (
    <section
      id={preFooterId}
      tabIndex={-1}
      aria-labelledby={titleId}
      {...props}
      className={clsx(styles.preFooter, className)}
    >
      <div className={styles.copy}>
        <Heading level={2} size="xxl" id={titleId}>
          {t('preFooter.title', { brand: brandName })}
        </Heading>
        <Text size="lg" tone="muted">
          {t('preFooter.lead', { brand: brandName })}
        </Text>
        <div className={styles.actions}>
          <Button href={appHref} className={styles.phoneOnly}>
            {t('preFooter.download')}
          </Button>
          <Button href={desktopHref} className={styles.desktopOnly}>
            {t('preFooter.web')}
          </Button>
          <Button href={appHref} variant="secondary" className={styles.desktopOnly}>
            {t('preFooter.getApp')}
          </Button>
        </div>
      </div>
      <picture>
        <source
          media={`(min-width: ${breakpoints.desktop / 16}em)`}
          srcSet={desktopImage}
          width={preFooterImageSizes.desktop.width}
          height={preFooterImageSizes.desktop.height}
        />
        <img
          className={styles.image}
          src={mobileImage}
          width={preFooterImageSizes.mobile.width}
          height={preFooterImageSizes.mobile.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      </picture>
    </section>
  );
}
