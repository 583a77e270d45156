import { useId, type ReactNode } from 'react';
import { trackLink } from '../../helpers/analytics/tracker';
import { footerSections } from '../../helpers/navigation/footer';
import { beemPaths } from '../../helpers/navigation/paths';
import { isPlaceholder } from '../../helpers/profile/placeholder';
import { productProfile, type SocialNetwork } from '../../helpers/profile/profile';
import * as styles from './Footer.css';
import type { FooterVariant } from './Footer.css';

export { footerVariants, type FooterVariant } from './Footer.css';

const socialNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  instagram: 'Instagram',
};

/**
 * Placeholder disclosures of the kind cash-app sites carry. The business edits the wording; the
 * structure (one paragraph per disclosure) stays.
 */
export const defaultDisclosures: readonly string[] = [
  `${productProfile.name} is a financial technology company, not a bank. Banking services, where offered, are provided by partner banks.`,
  'Instant cash advances are subject to eligibility; amounts up to $1,000 are not available to every member. Insurance products are offered by licensed partners; savings and APY figures are up to the stated rate and may change.',
];

export interface FooterProps {
  variant?: FooterVariant;
  /** The footnote line for the page's starred claims, e.g. "*Up to $1,000 …". */
  asteriskLine?: ReactNode;
  disclosures?: readonly string[];
  /**
   * Called when a section link is clicked, with the link's event name. The click is also reported
   * to the tracker given to `configureBeem`, as that event.
   */
  onNavigate?: (link: { event: string; name: string; href: string }) => void;
}

const isExternal = (href: string) => /^https?:\/\//.test(href);
const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The site footer: app badges, link sections, social links, contact, address and disclosures. */
export function Footer({
  variant = 'default',
  asteriskLine,
  disclosures = defaultDisclosures,
  onNavigate,
}: FooterProps) {
  const baseId = useId();
  const { address, support, social, appStores } = productProfile;
  return (
    <footer className={styles.footer({ variant })}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <a
              className={styles.logo}
              href={beemPaths.home}
              aria-label={`${productProfile.name} home`}
            >
              {productProfile.name}
            </a>
            <div className={styles.badges}>
              <a className={styles.badge} href={appStores.ios} {...external}>
                <span className={styles.badgeSmall}>Download on the</span>
                <span className={styles.badgeLarge}>App Store</span>
              </a>
              <a className={styles.badge} href={appStores.android} {...external}>
                <span className={styles.badgeSmall}>Get it on</span>
                <span className={styles.badgeLarge}>Google Play</span>
              </a>
            </div>
            <address className={styles.contact}>
              <a className={styles.link} href={`mailto:${support.email}`}>
                {support.email}
              </a>
              {/* A stand-in number or street would be taken for a real one: they are left out
                  until the business supplies them (the site build lists what is missing). */}
              {!isPlaceholder(support.phone) && (
                <a className={styles.link} href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}>
                  {support.phone}
                </a>
              )}
              <span>
                {[
                  isPlaceholder(address.street) ? undefined : address.street,
                  address.city,
                  isPlaceholder(address.pin) ? address.state : `${address.state} ${address.pin}`,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </span>
            </address>
            <ul className={styles.social} aria-label="Social media">
              {(Object.keys(social) as SocialNetwork[]).map((network) => (
                <li key={network}>
                  <a
                    className={styles.link}
                    href={social[network].url}
                    aria-label={`${productProfile.name} on ${socialNames[network]}`}
                    {...external}
                  >
                    {socialNames[network]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.sections}>
            {footerSections().map((section, index) => (
              <nav key={section.name} aria-labelledby={`${baseId}-${index}`}>
                <h2 id={`${baseId}-${index}`} className={styles.sectionTitle}>
                  {section.name}
                </h2>
                <ul className={styles.list}>
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <a
                        className={styles.link}
                        href={link.href}
                        onClick={() => {
                          trackLink(link);
                          onNavigate?.(link);
                        }}
                        {...(isExternal(link.href) ? external : {})}
                      >
                        {link.name}
                      </a>
                    </li>
                  ))}
                </ul>
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
            © {productProfile.copyrightYear} {productProfile.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
