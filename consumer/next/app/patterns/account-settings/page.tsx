import { Container } from '@beem/design-system';
import { AccountSettings } from '../../../patterns/AccountSettings/AccountSettings';

export default function AccountSettingsPage() {
  return (
    <Container as="main">
      <AccountSettings />
    </Container>
  );
}
