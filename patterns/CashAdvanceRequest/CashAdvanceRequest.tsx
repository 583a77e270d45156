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
 * The screen's words are the app's, in the reader's language; the offer's words (how long each
 * delivery takes, the account) come in the app's props, already in that language.
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
  type BeemLocale,
} from '@beem/design-system';
import { useId, useState, type ReactNode } from 'react';

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

const english = {
  back: 'Back',
  title: 'Cash advance',
  upTo: (limit: string) => `You can get up to ${limit}`,
  noInterest: 'No interest. Repay it on your next payday.',
  amount: 'Amount',
  common: 'Common amounts',
  delivery: 'Delivery',
  standard: 'Standard',
  instant: 'Instant',
  included: 'Included',
  summary: 'Summary',
  fee: 'Delivery fee',
  sentTo: 'Sent to',
  repayDate: 'Repayment date',
  total: 'Total to repay',
  get: (dollars: string) => `Get ${dollars}`,
  getNow: (dollars: string) => `Get ${dollars} now?`,
  repay: (total: ReactNode, day: ReactNode, account: string) => (
    <>
      You repay {total} on {day}, from {account}.
    </>
  ),
  failed: "We couldn't send your request. Nothing was taken from your account. Try again.",
  onItsWay: (dollars: string, account: string) => `${dollars} is on its way to ${account}.`,
  details: 'View details',
};

/** The screen's words in each language the app is read in. */
const copy: Record<BeemLocale, typeof english> = {
  'en-US': english,
  'es-US': {
    back: 'Atrás',
    title: 'Adelanto de efectivo',
    upTo: (limit) => `Puedes recibir hasta ${limit}`,
    noInterest: 'Sin intereses. Lo pagas en tu próximo día de pago.',
    amount: 'Monto',
    common: 'Montos comunes',
    delivery: 'Entrega',
    standard: 'Estándar',
    instant: 'Instantánea',
    included: 'Incluida',
    summary: 'Resumen',
    fee: 'Cargo por la entrega',
    sentTo: 'Se envía a',
    repayDate: 'Fecha de pago',
    total: 'Total a pagar',
    get: (dollars) => `Recibir ${dollars}`,
    getNow: (dollars) => `¿Quieres recibir ${dollars} ahora?`,
    repay: (total, day, account) => (
      <>
        Pagas {total} el {day}, desde {account}.
      </>
    ),
    failed: 'No pudimos enviar tu solicitud. No se tomó nada de tu cuenta. Vuelve a intentarlo.',
    onItsWay: (dollars, account) => `Tus ${dollars} van en camino a ${account}.`,
    details: 'Ver detalles',
  },
};

export function CashAdvanceRequest({
  offer,
  onConfirm = () => Promise.resolve(),
  detailsHref = '/advances/latest',
  backHref = '/',
}: CashAdvanceRequestProps) {
  const locale = useLocale();
  const words = copy[locale];
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
  const cost = (price: number) => (price > 0 ? <Money amount={price} /> : words.included);

  return (
    <Stack space="6">
      <Inline space="2" alignY="center">
        <IconButton icon={ChevronLeftIcon} label={words.back} href={backHref} />
        <Heading level={1} size="xl">
          {words.title}
        </Heading>
      </Inline>

      <Columns space={{ mobile: '6', desktop: '8' }} collapseBelow="lg">
        <Column>
          <Stack space="6">
            <Card tone="brand" space="4">
              <Stack space="1" align="center">
                <Text tone="muted">{words.upTo(limit)}</Text>
                {/* The display figure: the slider's own value says the same to a screen reader. */}
                <Box as="p" fontSize="5xl" fontWeight="bold" textAlign="center" margin="0">
                  <Money amount={amount} fractionDigits={0} />
                </Box>
                <Text tone="muted" size="sm">
                  {words.noInterest}
                </Text>
              </Stack>
              <Slider
                label={words.amount}
                currency="USD"
                formatOptions={{ maximumFractionDigits: 0 }}
                min={offer.min}
                max={offer.max}
                step={offer.step}
                value={amount}
                onChange={setAmount}
              />
            </Card>

            <SelectableCardGroup
              label={words.common}
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
              label={words.delivery}
              value={delivery}
              onChange={(value) => {
                setDelivery(value === 'instant' ? 'instant' : 'standard');
              }}
            >
              <SelectableCard
                value="standard"
                title={words.standard}
                description={offer.standardArrives}
                trailing={cost(0)}
              />
              <SelectableCard
                value="instant"
                title={words.instant}
                description={offer.instantArrives}
                trailing={cost(offer.instantFee)}
              />
            </SelectableCardGroup>
          </Stack>
        </Column>

        <Column width="1/3">
          <Card space="4">
            <Heading level={2} size="md">
              {words.summary}
            </Heading>
            <DescriptionList
              items={[
                { label: words.amount, value: <Money amount={amount} /> },
                {
                  label: words.delivery,
                  value: delivery === 'instant' ? offer.instantArrives : offer.standardArrives,
                },
                ...(fee > 0 ? [{ label: words.fee, value: <Money amount={fee} /> }] : []),
                { label: words.sentTo, value: offer.account },
                {
                  label: words.repayDate,
                  value: <DateTime value={offer.repayOn} dateStyle="long" />,
                },
              ]}
              total={{ label: words.total, value: <Money amount={total} /> }}
            />
            <DialogTrigger dialog={confirmId} size="lg" fullWidth>
              {words.get(dollars)}
            </DialogTrigger>
          </Card>
        </Column>
      </Columns>

      <AlertDialog
        id={confirmId}
        title={words.getNow(dollars)}
        description={words.repay(
          <Money amount={total} />,
          <DateTime value={offer.repayOn} dateStyle="long" />,
          offer.account,
        )}
        confirmLabel={words.get(dollars)}
        onConfirm={() => onConfirm({ amount, delivery, fee })}
        errorMessage={words.failed}
        onClose={(event) => {
          if (event.currentTarget.returnValue !== 'confirm') return;
          toast.show('positive', words.onItsWay(dollars, offer.account), {
            action: { label: words.details, href: detailsHref },
          });
        }}
      />
    </Stack>
  );
}
