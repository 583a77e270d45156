import { useId } from 'react';
import { breakpoints } from '../../../tokens/primitives';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { config } from '../../helpers/config/config';
import { brandName } from '../../helpers/profile/profile';
import desktopImage from './assets/prefooter-desktop.svg';
import mobileImage from './assets/prefooter-mobile.svg';
import * as styles from './PreFooter.css';

/** Stable anchor: the header's Get Started link leads here. */
export const preFooterId = 'get-started';
export const preFooterTitle = 'Start your #Beem journey for free!';

/** The illustration's size: 350 × 200 on phones, 500 × 295 on desktop. */
export const preFooterImageSizes = {
  mobile: { width: 350, height: 200 },
  desktop: { width: 500, height: 295 },
} as const;

export interface PreFooterProps {
  /** Where the phone button goes: the app-install link, which picks the right store. */
  appHref: string;
  /** Where the desktop button goes: the web app. */
  desktopHref?: string;
}

/** The mobile-app prompt above the footer. Focusable so Get Started can move focus here. */
export function PreFooter({
  appHref,
  desktopHref = `${config.webAppUrl}/d/auth/verify`,
}: PreFooterProps) {
  const titleId = useId();
  return (
    <section id={preFooterId} tabIndex={-1} aria-labelledby={titleId} className={styles.preFooter}>
      <div className={styles.copy}>
        <Heading level={2} size="xxl" id={titleId}>
          {preFooterTitle}
        </Heading>
        <Text size="lg" tone="muted">
          Get {brandName} on your phone, or start right here on the web.
        </Text>
        <div className={styles.actions}>
          <Button href={appHref} className={styles.phoneOnly}>
            Download the app
          </Button>
          <Button href={desktopHref} className={styles.desktopOnly}>
            Get started on the web
          </Button>
          <Button href={appHref} variant="secondary" className={styles.desktopOnly}>
            Get the app
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
