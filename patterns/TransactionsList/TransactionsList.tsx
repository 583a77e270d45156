'use client';
/**
 * The transactions screen: a search by description, a range of dates and "All / Money in / Money
 * out" narrow one list of rows, ten at a time; when nothing matches, an empty state says what was
 * searched for and clears the filters.
 *
 * Composed only from the package's public entry. The rows are the app's, newest first, as props;
 * the screen filters them in the browser, so every filter answers at once and the count under
 * the list ("Showing 10 of 23") is of the rows that match. Each change of filter starts again at
 * the first ten: more rows from an earlier filter would be a page the member never asked for.
 * Every amount and date is written by `Money` and `DateTime` in the reader's locale; direction is
 * the amount's sign ("+$100.00", "−$42.17", read as plus and minus), the colour only repeats it.
 * The screen's own words are the app's, kept here in both locales; the components' own words
 * ("Clear search", "Load more") come from the library's catalogue.
 */
import {
  ArrowDownIcon,
  ArrowUpIcon,
  Button,
  Column,
  Columns,
  Container,
  DateRangePicker,
  DateTime,
  EmptyState,
  Heading,
  Icon,
  ListRow,
  ListRowIcon,
  ListRows,
  LoadMore,
  Money,
  SearchField,
  SearchIcon,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  useLocale,
  type BeemLocale,
  type DateRange,
} from '@beem/design-system';
import { useRef, useState, type ReactNode } from 'react';

export interface Transaction {
  id: string;
  /** The day it happened, `2026-11-20`. */
  date: string;
  description: string;
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
    title: 'Transactions',
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
  },
  'es-US': {
    title: 'Movimientos',
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
  },
} as const satisfies Record<BeemLocale, unknown>;
const words = transactionsListWords;

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
}

export function TransactionsList({ transactions, defaultRange = null }: TransactionsListProps) {
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
  const matching = transactions.filter(
    (row) =>
      keeps[direction](row) &&
      (!range || (row.date >= range.start && row.date <= range.end)) &&
      row.description.toLocaleLowerCase(locale).includes(needle),
  );
  const rows = matching.slice(0, shown);

  // An account with no transactions yet has nothing to search or filter: the screen is its
  // heading and the empty state alone.
  if (!transactions.length) {
    return (
      <Screen title={t.title}>
        <EmptyState title={t.none} description={t.noneWhy} />
      </Screen>
    );
  }

  return (
    <Screen title={t.title}>
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
        <Columns space="4" collapseBelow="md" alignY="bottom">
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
              <ToggleButton id="in" glyph={ArrowDownIcon}>
                {t.in}
              </ToggleButton>
              <ToggleButton id="out" glyph={ArrowUpIcon}>
                {t.out}
              </ToggleButton>
            </ToggleButtonGroup>
          </Column>
        </Columns>
      </Stack>

      {rows.length ? (
        <Stack space="4">
          <ListRows aria-label={t.list}>
            {rows.map((row, index) => (
              <ListRow
                key={row.id}
                as="li"
                // Where focus lands after "Load more", so reading carries on at the new rows.
                ref={index === firstNewIndex ? firstNew : undefined}
                tabIndex={index === firstNewIndex ? -1 : undefined}
                href={row.href}
                chevron={row.href !== undefined}
                leading={
                  <ListRowIcon>
                    <Icon glyph={row.amount > 0 ? ArrowDownIcon : ArrowUpIcon} />
                  </ListRowIcon>
                }
                title={row.description}
                description={<DateTime value={row.date} />}
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

function Screen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container width="article" gutters={false}>
      <Stack space="6">
        <Heading level={1} size="xl">
          {title}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}
