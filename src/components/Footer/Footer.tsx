'use client';
import { clsx } from 'clsx';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { trackLink } from '../../helpers/analytics/tracker';
import type { FooterSection } from '../../helpers/navigation/menu';
import {
  brandName,
  socialNetworkNames,
  type AppLinks,
  type SocialLink,
} from '../../helpers/profile/profile';
import * as styles from './Footer.css';
import type { FooterVariant } from './Footer.css';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { useMessages } from '../../helpers/locale/context';
import { useSettings } from '../BeemProvider/context';
import { footerStrings } from '../../helpers/locale/messages/en-US/footer';
import { headerStrings } from '../../helpers/locale/messages/en-US/header';
import { socialStrings } from '../../helpers/locale/messages/en-US/social';

const strings = { ...footerStrings, ...headerStrings, ...socialStrings };

export { footerVariants, type FooterVariant } from './Footer.css';

/** The support contact details the footer publishes: only facts the business stands behind. */
export interface FooterContact {
  /** The support address, shown as a `mailto:` link. */
  email: string;
  /** Left out, the footer shows no phone line. */
  phone?: string;
  /** The postal address on one line: street, city, state and ZIP code, as far as they are known. */
  address?: string;
}

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the `<footer>`. */
export interface FooterProps extends Omit<ComponentPropsWithRef<'footer'>, 'children'> {
  /** @default default */
  variant?: FooterVariant;
  /** The footnote line for the page's starred claims, e.g. "*Up to $1,000 …". */
  asteriskLine?: ReactNode;
  /** The link sections, in order: a navigation landmark each, named by its title. */
  sections: readonly FooterSection[];
  /** The legal disclosures, a paragraph each, under the asterisk line. */
  disclosures: readonly string[];
  /** The support contact details, after the store badges. */
  contact: FooterContact;
  /** The store badges' addresses. */
  appLinks: Pick<AppLinks, 'ios' | 'android'>;
  /** The product's social profiles, in the order they are listed. */
  social: readonly SocialLink[];
  /** The year of the copyright line, "© 2023 Beem. All rights reserved." */
  copyrightYear: number;
  /**
   * Called when a section link is clicked, with the link's event name. The click is also reported
   * to the tracker its `BeemProvider` gives, as that event.
   */
  onNavigate?: (link: { event: string; name: string; href: string }) => void;
}

/**
 * The site footer: app badges, link sections, social links, contact, address and disclosures.
 * All of them are the app's content, passed in: the footer only lays them out.
 *
 * Every link, to another site as well, opens where the visitor chose. Link's rule holds here: a
 * new tab only where leaving would lose the visitor's work, and a footer holds none.
 */
export function Footer({
  variant = 'default',
  asteriskLine,
  sections,
  disclosures,
  contact,
  appLinks,
  social,
  copyrightYear,
  onNavigate,
  className,
  ...props
}: FooterProps) {
  const baseId = useId();
  const t = useMessages(strings);
  const settings = useSettings();
  return (
    <footer {...props} className={clsx(styles.footer({ variant }), className)}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <a className={styles.logo} href="/" aria-label={t('header.home', { brand: brandName })}>
              {brandName}
            </a>
            <div className={styles.badges}>
              <a className={styles.badge} href={appLinks.ios}>
                <span className={styles.badgeSmall}>{t('footer.appStore')}</span>
                <span className={styles.badgeLarge}>App Store</span>
              </a>
              <a className={styles.badge} href={appLinks.android}>
                <span className={styles.badgeSmall}>{t('footer.googlePlay')}</span>
                <span className={styles.badgeLarge}>Google Play</span>
              </a>
            </div>
            <address className={styles.contact}>
              <a className={styles.link} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
              {contact.phone && (
                <a className={styles.link} href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                  {contact.phone}
                </a>
              )}
              {contact.address && <span>{contact.address}</span>}
            </address>
            <Inline as="ul" space="3" aria-label={t('footer.social')}>
              {social.map(({ network, url }) => (
                <a
                  key={network}
                  className={styles.link}
                  href={url}
                  aria-label={t('social.profile', {
                    brand: brandName,
                    network: socialNetworkNames[network],
                  })}
                >
                  {socialNetworkNames[network]}
                </a>
              ))}
            </Inline>
          </div>
          <div className={styles.sections}>
            {sections.map((section, index) => (
              <nav
                key={section.name}
                aria-labelledby={`${baseId}-${index}`}
                className={styles.section}
              >
                <Heading level={2} size="md" id={`${baseId}-${index}`}>
                  {section.name}
                </Heading>
                <Stack as="ul" space="1" align="start">
                  {section.links.map((link) => (
                    <a
                      key={link.href}
                      className={styles.link}
                      href={link.href}
                      // For a footer that is never hydrated: the page's script reads the event
                      // from here (trackFooterClicks), and needs none of the footer's content.
                      data-event={link.event}
                      onClick={() => {
                        trackLink(link, settings.tracker);
                        onNavigate?.(link);
                      }}
                    >
                      {link.name}
                    </a>
                  ))}
                </Stack>
              </nav>
            ))}
          </div>
        </div>
        <div className={styles.fineprint}>
          {asteriskLine && <p className={styles.fineprintText}>{asteriskLine}</p>}
          {disclosures.map((text) => (
            <p key={text} className={styles.fineprintText}>
              {text}
            </p>
          ))}
          <p className={styles.fineprintText}>
            {t('footer.rights', { year: String(copyrightYear), brand: brandName })}
          </p>
        </div>
      </div>
    </footer>
  );
}
