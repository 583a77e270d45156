'use client';
/**
 * The request step of a cash advance: an amount chosen on a slider or from a few common amounts,
 * a delivery speed, a summary of what is repaid and when, and a confirmation before anything is
 * sent; once it is sent, a toast says so and leads to the advance's details.
 *
 * Composed only from the package's public entry. The figures (the range, the common amounts, the
 * instant fee, the repayment date) are the offer's props, never written here: the app computes
 * them for the member, and this screen states them back. The slider and the amount cards hold one
 * amount between them, so either way of choosing shows in the other. Every amount and date is
 * written by `Money`, `DateTime` or `formatMoney` in the reader's locale, never by hand.
 *
 * It needs a `ToastProvider` above it, as an app's root puts one, for the toast after sending.
 */
import {
  AlertDialog,
  Container,
  DateTime,
  DescriptionList,
  DialogTrigger,
  Heading,
  Money,
  SelectableCard,
  SelectableCardGroup,
  Slider,
  Stack,
  Text,
  formatMoney,
  useLocale,
  useToast,
} from '@beem/design-system';
import { useId, useState } from 'react';

export type CashAdvanceDelivery = 'standard' | 'instant';

/** What the member may ask for today, as the app has worked it out. */
export interface CashAdvanceOffer {
  /** The smallest amount, in dollars. */
  min: number;
  /** The largest amount, in dollars. */
  max: number;
  /** The distance between two amounts the slider stops at, in dollars. */
  step: number;
  /** The amounts offered as cards, each a stop of the slider. */
  commonAmounts: readonly number[];
  /** The amount chosen at first. */
  defaultAmount: number;
  /** How long standard delivery takes, as the member reads it: "In 1 to 3 business days". */
  standardArrives: string;
  /** How long instant delivery takes: "In minutes". */
  instantArrives: string;
  /** The instant delivery fee, in dollars; standard delivery is free. */
  instantFee: number;
  /** The account it arrives in and is repaid from, as the member knows it. */
  account: string;
  /** The repayment date, a calendar day ("2026-12-11"). */
  repayOn: string;
}

/** What the member asks for when they confirm. */
export interface CashAdvanceChoice {
  amount: number;
  delivery: CashAdvanceDelivery;
  /** The delivery fee, in dollars: 0 for standard delivery. */
  fee: number;
}

export interface CashAdvanceRequestProps {
  offer: CashAdvanceOffer;
  /**
   * Sends the request. The confirmation stays open and busy until the promise settles: closed
   * when it resolves, open with the error when it rejects.
   */
  onConfirm?: (choice: CashAdvanceChoice) => Promise<void>;
  /** The sent advance's details, which the toast's action leads to. */
  detailsHref?: string;
}

export function CashAdvanceRequest({
  offer,
  onConfirm = () => Promise.resolve(),
  detailsHref = '/advances/latest',
}: CashAdvanceRequestProps) {
  const locale = useLocale();
  const toast = useToast();
  const confirmId = useId();
  const [amount, setAmount] = useState(offer.defaultAmount);
  const [delivery, setDelivery] = useState<CashAdvanceDelivery>('standard');
  const fee = delivery === 'instant' ? offer.instantFee : 0;
  const total = amount + fee;
  // Strings, not `Money`: a button's label and a toast's message are plain text.
  const dollars = formatMoney(amount, { locale, currency: 'USD', sign: 'auto', fractionDigits: 0 });
  const common = offer.commonAmounts.includes(amount) ? String(amount) : null;

  return (
    <Container width="prose" gutters={false}>
      <Stack space="6">
        <Stack space="2">
          <Heading level={1} size="xl">
            Request a cash advance
          </Heading>
          <Text tone="muted">Choose how much you need and how it reaches you.</Text>
        </Stack>

        <Slider
          label="Amount"
          currency
          formatOptions={{ maximumFractionDigits: 0 }}
          min={offer.min}
          max={offer.max}
          step={offer.step}
          value={amount}
          onChange={setAmount}
          showRange
        />

        <SelectableCardGroup
          label="Common amounts"
          columns={{ mobile: '3' }}
          value={common}
          onChange={(value) => {
            setAmount(Number(value));
          }}
        >
          {offer.commonAmounts.map((choice) => (
            <SelectableCard
              key={choice}
              value={String(choice)}
              title={<Money amount={choice} fractionDigits={0} />}
            />
          ))}
        </SelectableCardGroup>

        <SelectableCardGroup
          label="Delivery"
          value={delivery}
          onChange={(value) => {
            setDelivery(value === 'instant' ? 'instant' : 'standard');
          }}
        >
          <SelectableCard
            value="standard"
            title="Standard"
            description={offer.standardArrives}
            trailing="Free"
          />
          <SelectableCard
            value="instant"
            title="Instant"
            description={offer.instantArrives}
            trailing={<Money amount={offer.instantFee} />}
          />
        </SelectableCardGroup>

        <Stack space="3">
          <Heading level={2} size="md">
            Summary
          </Heading>
          <DescriptionList
            items={[
              { label: 'Amount', value: <Money amount={amount} /> },
              { label: 'Delivery fee', value: <Money amount={fee} /> },
              { label: 'Arrives in', value: offer.account },
              {
                label: 'Repayment date',
                value: <DateTime value={offer.repayOn} dateStyle="long" />,
              },
            ]}
            total={{ label: 'Total to repay', value: <Money amount={total} /> }}
          />
        </Stack>

        <DialogTrigger dialog={confirmId}>{`Get ${dollars}`}</DialogTrigger>
      </Stack>

      <AlertDialog
        id={confirmId}
        title={`Get ${dollars} now?`}
        description={
          <>
            You repay <Money amount={total} /> on{' '}
            <DateTime value={offer.repayOn} dateStyle="long" />, from {offer.account}.
          </>
        }
        confirmLabel={`Get ${dollars}`}
        onConfirm={() => onConfirm({ amount, delivery, fee })}
        errorMessage="We could not send your request. Nothing was taken from your account; try again."
        onClose={(event) => {
          if (event.currentTarget.returnValue !== 'confirm') return;
          toast.show('positive', `${dollars} is on its way to ${offer.account}.`, {
            action: { label: 'View details', href: detailsHref },
          });
        }}
      />
    </Container>
  );
}
