'use client';
import { Button } from '../Button/Button';
import { mailHost } from '../../helpers/config/config';
import { useSettings } from '../BeemProvider/context';
import {
  StatusScreen,
  statusLinkClass,
  type StatusScreenProps,
} from '../StatusScreen/StatusScreen';
import { useMessages } from '../../helpers/locale/context';
import { blockedStrings } from '../../helpers/locale/messages/en-US/blocked';
import { placeholders, withElements } from '../../helpers/locale/richText';

/** The screen's title in en-US, for tests; it is written in the locale of its provider. */
export const blockedScreenTitle = blockedStrings['blocked.title'];

/**
 * Whatever else StatusScreen takes (`className`, `style`, `ref`, `data-*`, `aria-*`) goes on to
 * it, and so to the screen's root.
 */
export interface BlockedScreenProps extends Omit<
  StatusScreenProps,
  'tone' | 'title' | 'children' | 'action' | 'headingLevel'
> {
  /** What "Done" does: usually sign out or leave the web app. */
  onDone: () => void;
  /**
   * The address the screen tells the person to write to: when left out, support@ the host of the
   * `siteUrl` its `BeemProvider` gives.
   * @default support@ the site's host
   */
  supportEmail?: string;
  /**
   * The title is the page's heading unless the screen sits under another one.
   * @default 1
   */
  headingLevel?: 1 | 2;
}

/**
 * The blocked-account screen: why the account is blocked, who to write to ("Please reach out to
 * support@{host} for more details"), and a Done button.
 */
export function BlockedScreen({
  onDone,
  supportEmail: givenEmail,
  headingLevel,
  ...screen
}: BlockedScreenProps) {
  const settings = useSettings();
  const supportEmail = givenEmail ?? `support@${mailHost(settings.siteUrl)}`;
  const t = useMessages(blockedStrings);
  return (
    <StatusScreen
      {...screen}
      tone="neutral"
      title={t('blocked.title')}
      headingLevel={headingLevel}
      action={<Button onClick={onDone}>{t('blocked.done')}</Button>}
    >
      {withElements(t('blocked.message', placeholders('email')), {
        email: (
          <a className={statusLinkClass} href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
        ),
      })}
    </StatusScreen>
  );
}
