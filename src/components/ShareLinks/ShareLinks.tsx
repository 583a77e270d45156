import { brandName, socialNetworkNames, type SocialLink } from '../../helpers/profile/profile';
import { whatsAppShareUrl } from './share';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';

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
    <Inline as="ul" space="2" aria-label={label}>
      <Button key="whatsapp" variant="secondary" href={whatsAppShareUrl(message)} {...external}>
        Share on WhatsApp
      </Button>
      {social.map(({ network, url }) => (
        <Button
          key={network}
          variant="secondary"
          href={url}
          aria-label={`${brandName} on ${socialNetworkNames[network]}`}
          {...external}
        >
          {socialNetworkNames[network]}
        </Button>
      ))}
    </Inline>
  );
}
