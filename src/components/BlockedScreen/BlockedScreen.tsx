import { Button } from '../Button/Button';
import { config } from '../../helpers/config/config';
import { StatusScreen, statusLinkClass } from '../StatusScreen/StatusScreen';

export const blockedScreenTitle = 'Account blocked';

export interface BlockedScreenProps {
  /** What "Done" does: usually sign out or leave the web app. */
  onDone: () => void;
  /** The address the screen tells the person to write to; support@ the configured host by default. */
  supportEmail?: string;
  headingLevel?: 1 | 2;
}

/**
 * The blocked-account screen: why the account is blocked, who to write to ("Please reach out to
 * support@{host} for more details"), and a Done button.
 */
export function BlockedScreen({
  onDone,
  supportEmail = `support@${config.supportHost}`,
  headingLevel,
}: BlockedScreenProps) {
  return (
    <StatusScreen
      tone="blocked"
      title={blockedScreenTitle}
      headingLevel={headingLevel}
      action={<Button onClick={onDone}>Done</Button>}
    >
      Please reach out to{' '}
      <a className={statusLinkClass} href={`mailto:${supportEmail}`}>
        {supportEmail}
      </a>{' '}
      for more details
    </StatusScreen>
  );
}
