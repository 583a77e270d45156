import { Container, ToastProvider } from '@beem/design-system';
import { CashAdvanceRequest } from '../../../patterns/CashAdvanceRequest/CashAdvanceRequest';

/**
 * The Patterns stories' figures, the site's own: up to $1,000 on Pro, the other plans' limits as
 * the common amounts, standard and instant transfers both covered by Pro. The account and date
 * are samples.
 */
const offer = {
  min: 10,
  max: 1000,
  step: 10,
  commonAmounts: [100, 250, 500],
  defaultAmount: 100,
  standardArrives: 'In a few business days',
  instantArrives: 'Usually within minutes',
  instantFee: 0,
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
