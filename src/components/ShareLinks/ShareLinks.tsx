import { productProfile, type SocialNetwork } from '../../helpers/profile/profile';
import { whatsAppShareUrl } from './share';
import * as styles from './ShareLinks.css';

export { whatsAppShareUrl } from './share';

const networkNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  instagram: 'Instagram',
};

export interface ShareLinksProps {
  /** The message WhatsApp opens with. */
  message: string;
  label?: string;
}

/** Share on WhatsApp, and follow Beem on its social profiles. */
export function ShareLinks({ message, label = 'Share and follow' }: ShareLinksProps) {
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <ul className={styles.list} aria-label={label}>
      <li>
        <a className={styles.link} href={whatsAppShareUrl(message)} {...external}>
          Share on WhatsApp
        </a>
      </li>
      {(Object.keys(productProfile.social) as SocialNetwork[]).map((network) => (
        <li key={network}>
          <a
            className={styles.link}
            href={productProfile.social[network].url}
            aria-label={`${productProfile.name} on ${networkNames[network]}`}
            {...external}
          >
            {networkNames[network]}
          </a>
        </li>
      ))}
    </ul>
  );
}
