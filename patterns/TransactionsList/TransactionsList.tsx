'use client';
/**
 * The activity screen: what came in and went out over the dates shown, then a search by name, a
 * range of dates and "All / Money in / Money out" over the rows, ten at a time, grouped by day
 * under "Today", "Yesterday" or the day ("Wed, Nov 25"); when nothing matches, an empty state
 * says what was searched for and clears the filters.
 *
 * Composed only from the package's public entry. The rows are the app's, newest first, as props;
 * the screen filters them in the browser, so every filter answers at once and the count under
 * the list ("Showing 10 of 23") is of the rows that match. Each change of filter starts again at
 * the first ten: more rows from an earlier filter would be a page the member never asked for.
 * Every amount is written by `Money` in the reader's locale; direction is the amount's sign
 * ("+$100.00", "−$42.17", read as plus and minus), the colour only repeats it. Each row shows
 * its category's icon from the library's set, one per category, so a glance tells a paycheck
 * from a grocery run; the category's name under the merchant says it in words. Rows carry no
 * chevron: the whole row is the link, and the width goes to the merchant's name and the amount,
 * which must never be cut off on a phone.
 * The screen's own words are the app's, kept here in both locales; the components' own words
 * ("Clear search", "Load more") come from the library's catalogue.
 */
import {
  ArrowDownIcon,
  ArrowUpIcon,
  Button,
  ChevronLeftIcon,
  Column,
  Columns,
  Container,
  DateRangePicker,
  EmptyState,
  Heading,
  Icon,
  IconButton,
  Inline,
  ListRow,
  ListRowIcon,
  ListRows,
  LoadMore,
  Money,
  SearchField,
  ReceiptIcon,
  SearchIcon,
  Stack,
  Text,
  ToggleButton,
  ToggleButtonGroup,
  productIcons,
  useLocale,
  type BeemLocale,
  type DateRange,
  type GlyphData,
} from '@beem/design-system';
import { useRef, useState, type ReactNode } from 'react';

export const transactionCategories = [
  'advance',
  'repayment',
  'income',
  'transfer',
  'food',
  'shopping',
  'transport',
  'bills',
  'health',
  'membership',
  'rewards',
] as const;
export type TransactionCategory = (typeof transactionCategories)[number];

/**
 * One glyph per category, from the library's own set (the open icons and the product icons), so
 * a category looks the same wherever Beem shows it: an advance is the cash advance's banknote, a
 * transfer the send-and-receive arrows.
 */
const categoryGlyphs: Record<TransactionCategory, GlyphData> = {
  advance: productIcons.instantCash,
  repayment: productIcons.personalLoan,
  income: ArrowDownIcon,
  transfer: productIcons.sendReceive,
  food: ReceiptIcon,
  shopping: productIcons.deals,
  transport: productIcons.carInsurance,
  bills: productIcons.taxFiling,
  health: productIcons.healthInsurance,
  membership: productIcons.planBasic,
  rewards: productIcons.arcade,
};

export interface Transaction {
  id: string;
  /** The day it happened, `2026-11-20`. */
  date: string;
  /** Who it was with, as the member knows them: the merchant, the employer, a friend, Beem. */
  description: string;
  category: TransactionCategory;
  /** Dollars: positive arrives, negative leaves. */
  amount: number;
  /** The transaction's details screen, which the row leads to. */
  href?: string;
}

export const transactionDirections = ['all', 'in', 'out'] as const;
export type TransactionDirection = (typeof transactionDirections)[number];

/** The screen's words in each locale (its stories find them in the locale they play in). */
export const transactionsListWords = {
  'en-US': {
    title: 'Activity',
    back: 'Back',
    search: 'Search transactions',
    dates: 'Dates',
    show: 'Show',
    all: 'All',
    in: 'Money in',
    out: 'Money out',
    list: 'Transactions shown',
    none: 'No transactions yet',
    noneWhy: 'Advances, repayments and fees show here as soon as they happen.',
    noMatch: (query: string) =>
      query ? `No transactions match “${query}”` : 'No transactions match these filters',
    noMatchWhy: 'Try other words or dates, or clear the filters to see every transaction.',
    clear: 'Clear filters',
    today: 'Today',
    yesterday: 'Yesterday',
    categories: {
      advance: 'Cash advance',
      repayment: 'Advance repayment',
      income: 'Paycheck',
      transfer: 'Transfer',
      food: 'Food and groceries',
      shopping: 'Shopping',
      transport: 'Transport',
      bills: 'Bills',
      health: 'Health',
      membership: 'Membership',
      rewards: 'Rewards',
    },
  },
  'es-US': {
    title: 'Actividad',
    back: 'Atrás',
    search: 'Buscar movimientos',
    dates: 'Fechas',
    show: 'Mostrar',
    all: 'Todo',
    in: 'Dinero recibido',
    out: 'Dinero enviado',
    list: 'Movimientos mostrados',
    none: 'Aún no tienes movimientos',
    noneWhy:
      'Los adelantos de efectivo, los pagos y las comisiones aparecen aquí en cuanto suceden.',
    noMatch: (query: string) =>
      query
        ? `Ningún movimiento coincide con “${query}”`
        : 'Ningún movimiento coincide con estos filtros',
    noMatchWhy:
      'Prueba con otras palabras o fechas, o borra los filtros para ver todos tus movimientos.',
    clear: 'Borrar filtros',
    today: 'Hoy',
    yesterday: 'Ayer',
    categories: {
      advance: 'Adelanto de efectivo',
      repayment: 'Pago del adelanto',
      income: 'Sueldo',
      transfer: 'Transferencia',
      food: 'Comida y supermercado',
      shopping: 'Compras',
      transport: 'Transporte',
      bills: 'Facturas',
      health: 'Salud',
      membership: 'Membresía',
      rewards: 'Recompensas',
    },
  },
} as const satisfies Record<BeemLocale, unknown>;
const words = transactionsListWords;

const dayBefore = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/**
 * A day's heading: "Today", "Yesterday", else the weekday and date as a list writes them ("Wed,
 * Nov 25"), with the year only when it is not this one. Calendar days, so read in UTC.
 */
function dayHeading(day: string, today: string, locale: BeemLocale) {
  if (day === today) return words[locale].today;
  if (day === dayBefore(today)) return words[locale].yesterday;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(day.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The rows in runs of one day each, in the order given (newest first). */
function byDay<T extends { date: string }>(rows: readonly T[]) {
  const days: { day: string; rows: { row: T; index: number }[] }[] = [];
  rows.forEach((row, index) => {
    const last = days.at(-1);
    if (last?.day === row.date) last.rows.push({ row, index });
    else days.push({ day: row.date, rows: [{ row, index }] });
  });
  return days;
}

/** How many rows show at first, and how many more each "Load more" adds. */
const pageSize = 10;

const keeps = {
  all: () => true,
  in: (row: Transaction) => row.amount > 0,
  out: (row: Transaction) => row.amount < 0,
} satisfies Record<TransactionDirection, (row: Transaction) => boolean>;

export interface TransactionsListProps {
  /** Newest first, as the app's API gives them. */
  transactions: readonly Transaction[];
  /** The dates shown at first (`YYYY-MM-DD` each end); every date when left out. */
  defaultRange?: DateRange | null;
  /** Today, `YYYY-MM-DD` in the member's time zone: which day is "Today". The real today if left out. */
  today?: string;
  /** Where the top bar's back button leads. */
  backHref?: string;
}

export function TransactionsList({
  transactions,
  defaultRange = null,
  today = new Date().toLocaleDateString('en-CA'),
  backHref = '/',
}: TransactionsListProps) {
  const locale = useLocale();
  const t = words[locale];
  const search = useRef<HTMLInputElement>(null);
  // ListRow types its ref as a div's, whichever element it renders (here an `li`).
  const firstNew = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [range, setRange] = useState<DateRange | null>(defaultRange);
  const [direction, setDirection] = useState<TransactionDirection>('all');
  const [shown, setShown] = useState(pageSize);
  const [firstNewIndex, setFirstNewIndex] = useState<number>();

  const restart = () => {
    setShown(pageSize);
    setFirstNewIndex(undefined);
  };
  const needle = query.trim().toLocaleLowerCase(locale);
  // The totals follow the search and the dates, not the direction: "Money in" would otherwise
  // read $0.00 the moment a member looks at money out alone.
  const inView = transactions.filter(
    (row) =>
      (!range || (row.date >= range.start && row.date <= range.end)) &&
      `${row.description}\n${t.categories[row.category]}`
        .toLocaleLowerCase(locale)
        .includes(needle),
  );
  const matching = inView.filter(keeps[direction]);
  const rows = matching.slice(0, shown);
  const total = (keep: (row: Transaction) => boolean) =>
    inView.filter(keep).reduce((sum, row) => sum + row.amount, 0);

  // An account with no transactions yet has nothing to search or filter: the screen is its
  // heading and the empty state alone.
  if (!transactions.length) {
    return (
      <Screen title={t.title} back={t.back} backHref={backHref}>
        <EmptyState title={t.none} description={t.noneWhy} />
      </Screen>
    );
  }

  return (
    <Screen title={t.title} back={t.back} backHref={backHref}>
      {/* What the filters leave, in and out: the figures a member checks first, set large. */}
      <Inline space="8">
        <Stack space="1">
          <Text size="sm" tone="muted">
            {t.in}
          </Text>
          <Text size="xl" weight="bold">
            <Money amount={total(keeps.in)} sign="exceptZero" tone="positive" />
          </Text>
        </Stack>
        <Stack space="1">
          <Text size="sm" tone="muted">
            {t.out}
          </Text>
          <Text size="xl" weight="bold">
            <Money amount={total(keeps.out)} sign="exceptZero" />
          </Text>
        </Stack>
      </Inline>
      <Stack space="4">
        <SearchField
          ref={search}
          label={t.search}
          name="q"
          value={query}
          onChange={(next) => {
            setQuery(next);
            restart();
          }}
        />
        <Columns space="4" collapseBelow="md" alignY="end">
          <Column>
            <DateRangePicker
              label={t.dates}
              startName="from"
              endName="to"
              value={range}
              // The calendar opens on the newest transaction's month while no range is set.
              placeholderValue={transactions[0]?.date}
              onChange={(next) => {
                setRange(next);
                restart();
              }}
            />
          </Column>
          <Column width="content">
            <ToggleButtonGroup
              aria-label={t.show}
              fullWidth
              value={direction}
              onChange={(next) => {
                setDirection(next === 'in' || next === 'out' ? next : 'all');
                restart();
              }}
            >
              <ToggleButton id="all">{t.all}</ToggleButton>
              <ToggleButton id="in" icon={ArrowDownIcon}>
                {t.in}
              </ToggleButton>
              <ToggleButton id="out" icon={ArrowUpIcon}>
                {t.out}
              </ToggleButton>
            </ToggleButtonGroup>
          </Column>
        </Columns>
      </Stack>

      {rows.length ? (
        <Stack space="4">
          <Stack space="6" aria-label={t.list} role="group">
            {byDay(rows).map(({ day, rows: ofDay }) => (
              <Stack key={day} space="1">
                <Heading level={2} size="sm" tone="muted" id={`day-${day}`}>
                  {dayHeading(day, today, locale)}
                </Heading>
                <ListRows aria-labelledby={`day-${day}`}>
                  {ofDay.map(({ row, index }) => (
                    <ListRow
                      key={row.id}
                      as="li"
                      // Where focus lands after "Load more", so reading carries on at the new rows.
                      ref={index === firstNewIndex ? firstNew : undefined}
                      tabIndex={index === firstNewIndex ? -1 : undefined}
                      href={row.href}
                      leading={
                        <ListRowIcon>
                          <Icon icon={categoryGlyphs[row.category]} />
                        </ListRowIcon>
                      }
                      title={row.description}
                      description={t.categories[row.category]}
                      trailing={
                        <Money
                          amount={row.amount}
                          sign="exceptZero"
                          tone={row.amount > 0 ? 'positive' : 'neutral'}
                        />
                      }
                    />
                  ))}
                </ListRows>
              </Stack>
            ))}
          </Stack>
          <LoadMore
            shown={rows.length}
            total={matching.length}
            firstNewRef={firstNew}
            onLoadMore={() => {
              setFirstNewIndex(shown);
              setShown(shown + pageSize);
            }}
          />
        </Stack>
      ) : (
        <EmptyState
          announce
          size="compact"
          icon={SearchIcon}
          title={t.noMatch(query.trim())}
          description={t.noMatchWhy}
          action={
            <Button
              variant="secondary"
              onClick={() => {
                setQuery('');
                setRange(null);
                setDirection('all');
                restart();
                // The action goes with the empty state: focus goes back to where a search starts.
                search.current?.focus();
              }}
            >
              {t.clear}
            </Button>
          }
        />
      )}
    </Screen>
  );
}

function Screen({
  title,
  back,
  backHref,
  children,
}: {
  title: string;
  back: string;
  backHref: string;
  children: ReactNode;
}) {
  // A list reads best in a column a line long: on a desktop it stays one, centred under the bar.
  return (
    <Container width="article" gutters={false}>
      <Stack space="6">
        <Inline space="2" alignY="center">
          <IconButton icon={ChevronLeftIcon} label={back} href={backHref} />
          <Heading level={1} size="xl">
            {title}
          </Heading>
        </Inline>
        {children}
      </Stack>
    </Container>
  );
}
