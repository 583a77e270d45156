'use client';
/**
 * The review step of a cash-advance request: what arrives, what is repaid and when, in a card and
 * a list, a note on what happens if payday moves, and one primary action.
 *
 * Composed only from the package's public entry. The figures are the request's props, never
 * written here: the app computes them, and this screen states them back before anything is sent.
 * The primary action names the amount ("Get $100 now") so the button alone says what it does.
 */
import {
  Alert,
  Button,
  Card,
  Container,
  Heading,
  Inline,
  List,
  ListItem,
  Stack,
  Text,
  formatUsd,
} from '@beem/design-system';
import { useState } from 'react';

export interface CashAdvanceRequest {
  /** What arrives, in dollars. */
  amount: number;
  /** The delivery fee, in dollars: 0 for standard delivery. */
  fee: number;
  /** How long delivery takes, as the visitor chose it ("in minutes", "in 1 to 3 days"). */
  delivery: string;
  /** The account it arrives in, as the visitor knows it. */
  account: string;
  /** The repayment date, written out ("Friday, December 5"). */
  repayOn: string;
}

export interface CashAdvanceReviewProps {
  request: CashAdvanceRequest;
  /** Sends the request; the screen shows it busy until the promise settles. */
  onConfirm?: () => Promise<void>;
  /** Back to the amount step. */
  editHref?: string;
}

type Status = 'review' | 'sending' | 'sent' | 'failed';

export function CashAdvanceReview({
  request,
  onConfirm = () => Promise.resolve(),
  editHref = '#amount',
}: CashAdvanceReviewProps) {
  const [status, setStatus] = useState<Status>('review');
  const total = request.amount + request.fee;

  const confirm = () => {
    setStatus('sending');
    onConfirm().then(
      () => {
        setStatus('sent');
      },
      () => {
        setStatus('failed');
      },
    );
  };

  if (status === 'sent')
    return (
      <Container width="prose" gutters={false}>
        <Stack space="4">
          <Heading level={1} size="xl">
            Your advance is on its way
          </Heading>
          <Alert tone="positive" title={`${formatUsd(request.amount)} is on its way`} announce>
            It arrives in {request.account} {request.delivery}.
          </Alert>
        </Stack>
      </Container>
    );

  return (
    <Container width="prose" gutters={false}>
      <Stack space="6">
        <Stack space="2">
          <Heading level={1} size="xl">
            Review your advance
          </Heading>
          <Text tone="muted">Nothing is sent until you confirm.</Text>
        </Stack>

        <Card heading="You get" headingLevel={2} space="3">
          <Text size="xl" weight="bold">
            {formatUsd(request.amount)}
          </Text>
          <List icon="check" tone="positive">
            <ListItem>
              Arrives {request.delivery} in {request.account}
            </ListItem>
            <ListItem>No interest and no credit check</ListItem>
            <ListItem>
              Delivery fee: {request.fee === 0 ? 'none' : formatUsd(request.fee, { cents: true })}
            </ListItem>
          </List>
        </Card>

        <Card heading="You repay" headingLevel={2} space="3" surface="subtle">
          <Text size="xl" weight="bold">
            {formatUsd(total, { cents: true })}
          </Text>
          <Text>
            On {request.repayOn}, from {request.account}.
          </Text>
        </Card>

        <Alert tone="info" title="If your payday moves">
          Change the repayment date from Home before {request.repayOn}. There is no late fee.
        </Alert>

        {status === 'failed' && (
          <Alert tone="critical" title="We could not send your request" announce>
            Nothing was taken from your account. Check your connection and try again.
          </Alert>
        )}

        <Inline space="3" alignY="center" collapseBelow="sm">
          <Button onClick={confirm} loading={status === 'sending'}>
            {`Get ${formatUsd(request.amount)} now`}
          </Button>
          <Button href={editHref} variant="ghost">
            Change amount
          </Button>
        </Inline>
      </Stack>
    </Container>
  );
}
