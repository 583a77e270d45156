import { Container } from '@beem/design-system';
import { CashAdvanceReview } from '../../../patterns/CashAdvanceReview/CashAdvanceReview';

/** Sample figures for the screen, not Beem's prices: the app computes and passes its own. */
const request = {
  amount: 100,
  fee: 3.99,
  delivery: 'in minutes',
  account: 'Checking ending 4821',
  repayOn: 'Friday, December 5',
};

export default function CashAdvancePage() {
  return (
    <Container as="main">
      <CashAdvanceReview request={request} />
    </Container>
  );
}
