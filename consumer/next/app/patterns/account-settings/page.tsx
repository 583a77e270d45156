import { ConfirmProvider, Container } from '@beem/design-system';
import { AccountSettings } from '../../../patterns/AccountSettings/AccountSettings';

export default function AccountSettingsPage() {
  return (
    // The confirmation before closing the account is the provider's one dialog.
    <ConfirmProvider>
      <Container as="main">
        <AccountSettings />
      </Container>
    </ConfirmProvider>
  );
}
