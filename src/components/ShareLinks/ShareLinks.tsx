import { brandName, socialNetworkNames, type SocialLink } from '../../helpers/profile/profile';
import { whatsAppShareUrl } from './share';
import * as styles from './ShareLinks.css';

export { whatsAppShareUrl } from './share';

export interface ShareLinksProps {
  /** The message WhatsApp opens with. */
  message: string;
  /** The product's social profiles to follow, in order: the app's own links. */
  social: readonly SocialLink[];
  label?: string;
}

/** Share on WhatsApp, and follow Beem on its social profiles. */
export function ShareLinks({ message, social, label = 'Share and follow' }: ShareLinksProps) {
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <ul className={styles.list} aria-label={label}>
      <li>
        <a className={styles.link} href={whatsAppShareUrl(message)} {...external}>
          Share on WhatsApp
        </a>
      </li>
      {social.map(({ network, url }) => (
        <li key={network}>
          <a
            className={styles.link}
            href={url}
            aria-label={`${brandName} on ${socialNetworkNames[network]}`}
            {...external}
          >
            {socialNetworkNames[network]}
          </a>
        </li>
      ))}
    </ul>
  );
}
