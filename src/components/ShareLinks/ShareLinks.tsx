'use client';
import { brandName, socialNetworkNames, type SocialLink } from '../../helpers/profile/profile';
import type { ComponentPropsWithRef } from 'react';
import { whatsAppShareUrl } from './share';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { useMessages } from '../../helpers/locale/context';
import { shareStrings } from '../../helpers/locale/messages/en-US/share';
import { socialStrings } from '../../helpers/locale/messages/en-US/social';

const strings = { ...shareStrings, ...socialStrings };

export { whatsAppShareUrl } from './share';

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the list. */
export interface ShareLinksProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  /** The message WhatsApp opens with. */
  message: string;
  /** The product's social profiles to follow, in order: the app's own links. */
  social: readonly SocialLink[];
  /**
   * The list's accessible name; the catalogue's in the reader's language when left out.
   * @default Share and follow
   */
  label?: string;
}

/**
 * Share on WhatsApp, and follow Beem on its social profiles. The links open where the visitor
 * chose, not in a new tab: leaving a post loses nothing (Link's rule for new tabs).
 */
export function ShareLinks({ message, social, label, ...props }: ShareLinksProps) {
  const t = useMessages(strings);
  return (
    <Inline
      {...props}
      as="ul"
      space="2"
      aria-label={label ?? props['aria-label'] ?? t('share.label')}
    >
      <Button key="whatsapp" variant="secondary" href={whatsAppShareUrl(message)}>
        {t('share.whatsapp')}
      </Button>
      {social.map(({ network, url }) => (
        <Button
          key={network}
          variant="secondary"
          href={url}
          aria-label={t('social.profile', {
            brand: brandName,
            network: socialNetworkNames[network],
          })}
        >
          {socialNetworkNames[network]}
        </Button>
      ))}
    </Inline>
  );
}
