import { Container, ToastProvider } from '@beem/design-system';
import { CashAdvanceRequest } from '../../../patterns/CashAdvanceRequest/CashAdvanceRequest';

/** Sample figures for the screen, not Beem's prices or limits: the app computes its own. */
const offer = {
  min: 20,
  max: 250,
  step: 5,
  commonAmounts: [50, 100, 150],
  defaultAmount: 100,
  standardArrives: 'In 1 to 3 business days',
  instantArrives: 'In minutes',
  instantFee: 3.99,
  account: 'Checking ending 4821',
  repayOn: '2026-12-11',
};

export default function CashAdvancePage() {
  return (
    <ToastProvider>
      <Container as="main">
        <CashAdvanceRequest offer={offer} detailsHref="/patterns/cash-advance" />
      </Container>
    </ToastProvider>
  );
}
