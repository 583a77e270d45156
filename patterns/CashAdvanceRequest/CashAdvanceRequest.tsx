'use client';
/**
 * The request step of a cash advance: the amount, large, as the member moves the slider or picks
 * one of a few common amounts; a delivery speed; a summary of what is repaid and when; and a
 * confirmation before anything is sent. Once it is sent, a toast says so and leads to the
 * advance's details. The amount is the screen's one large figure: it is what the member came
 * for, so it reads first, above every control that changes it.
 *
 * Composed only from the package's public entry. The figures (the range, the common amounts, the
 * delivery fee, the repayment date) are the offer's props, never written here: the app computes
 * them for the member, and this screen states them back. A delivery the member's plan covers
 * says "Included", never "Free": whether it costs anything depends on the plan. The slider and the amount cards hold one
 * amount between them, so either way of choosing shows in the other. Every amount and date is
 * written by `Money`, `DateTime` or `formatMoney` in the reader's locale, never by hand.
 *
 * On a phone the summary follows the choices, with the button last; on a desktop it sits beside
 * them, so the amount and what it costs are read side by side and the button is never adrift.
 *
 * It needs a `ToastProvider` above it, as an app's root puts one, for the toast after sending.
 */
import {
  AlertDialog,
  Box,
  Card,
  ChevronLeftIcon,
  Column,
  Columns,
  DateTime,
  DescriptionList,
  DialogTrigger,
  Heading,
  IconButton,
  Inline,
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
  /** The largest amount, in dollars: the member's limit today. */
  max: number;
  /** The distance between two amounts the slider stops at, in dollars. */
  step: number;
  /** The amounts offered as cards, each a stop of the slider. */
  commonAmounts: readonly number[];
  /** The amount chosen at first. */
  defaultAmount: number;
  /** How long standard delivery takes, as the member reads it: "In a few business days". */
  standardArrives: string;
  /** How long instant delivery takes: "Usually within minutes". */
  instantArrives: string;
  /**
   * The instant delivery fee, in dollars: 0 where the member's plan includes instant transfers.
   * Standard delivery is covered by every membership.
   */
  instantFee: number;
  /** The account it arrives in and is repaid from, as the member knows it. */
  account: string;
  /** The repayment date, a calendar day ("2026-12-11"): the member's next payday. */
  repayOn: string;
}

/** What the member asks for when they confirm. */
export interface CashAdvanceChoice {
  amount: number;
  delivery: CashAdvanceDelivery;
  /** The delivery fee, in dollars: 0 for standard delivery or a plan that includes instant. */
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
  /** Where the top bar's back button leads: the screen the member came from. */
  backHref?: string;
}

export function CashAdvanceRequest({
  offer,
  onConfirm = () => Promise.resolve(),
  detailsHref = '/advances/latest',
  backHref = '/',
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
  const limit = formatMoney(offer.max, {
    locale,
    currency: 'USD',
    sign: 'auto',
    fractionDigits: 0,
  });
  const common = offer.commonAmounts.includes(amount) ? String(amount) : null;
  const cost = (price: number) => (price > 0 ? <Money amount={price} /> : 'Included');

  return (
    <Stack space="6">
      <Inline space="2" alignY="center">
        <IconButton glyph={ChevronLeftIcon} label="Back" href={backHref} />
        <Heading level={1} size="xl">
          Cash advance
        </Heading>
      </Inline>

      <Columns space={{ mobile: '6', desktop: '8' }} collapseBelow="lg">
        <Column>
          <Stack space="6">
            <Card tone="brand" space="4">
              <Stack space="1" align="center">
                <Text tone="muted">You can get up to {limit}</Text>
                {/* The display figure: the slider's own value says the same to a screen reader. */}
                <Box as="p" fontSize="5xl" fontWeight="bold" textAlign="center" margin="0">
                  <Money amount={amount} fractionDigits={0} />
                </Box>
                <Text tone="muted" size="sm">
                  No interest. Repay it on your next payday.
                </Text>
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
              />
            </Card>

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
                trailing={cost(0)}
              />
              <SelectableCard
                value="instant"
                title="Instant"
                description={offer.instantArrives}
                trailing={cost(offer.instantFee)}
              />
            </SelectableCardGroup>
          </Stack>
        </Column>

        <Column width="1/3">
          <Card space="4">
            <Heading level={2} size="md">
              Summary
            </Heading>
            <DescriptionList
              items={[
                { label: 'Amount', value: <Money amount={amount} /> },
                {
                  label: 'Delivery',
                  value: delivery === 'instant' ? offer.instantArrives : offer.standardArrives,
                },
                ...(fee > 0 ? [{ label: 'Delivery fee', value: <Money amount={fee} /> }] : []),
                { label: 'Sent to', value: offer.account },
                {
                  label: 'Repayment date',
                  value: <DateTime value={offer.repayOn} dateStyle="long" />,
                },
              ]}
              total={{ label: 'Total to repay', value: <Money amount={total} /> }}
            />
            <DialogTrigger dialog={confirmId} size="lg" fullWidth>{`Get ${dollars}`}</DialogTrigger>
          </Card>
        </Column>
      </Columns>

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
        errorMessage="We couldn't send your request. Nothing was taken from your account. Try again."
        onClose={(event) => {
          if (event.currentTarget.returnValue !== 'confirm') return;
          toast.show('positive', `${dollars} is on its way to ${offer.account}.`, {
            action: { label: 'View details', href: detailsHref },
          });
        }}
      />
    </Stack>
  );
}
