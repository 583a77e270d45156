/**
 * A transactions list: tabs that filter by direction, a table on wider screens and a list on
 * phones, and an empty state that says what will appear and when.
 *
 * Composed only from the package's public entry. A table's columns do not fit a phone without
 * hiding the amount or scrolling sideways, so phones get the same rows as a list (description,
 * date and amount in one item) and the table shows from the small-tablet breakpoint up. Only one
 * of the two is displayed, so assistive technology meets the rows once. Direction is said in
 * words ("Money in", "Money out": a column in the table, the arrow's label in the list), never by
 * colour or a sign alone.
 */
import {
  Box,
  Heading,
  List,
  ListItem,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Table,
  Tabs,
  Text,
  formatUsd,
} from '@beem/design-system';

export interface Transaction {
  id: string;
  /** ISO date, `2026-11-20`. */
  date: string;
  description: string;
  /** Dollars: positive arrives, negative leaves. */
  amount: number;
}

export const transactionFilters = [
  { id: 'all', label: 'All', keep: () => true },
  { id: 'in', label: 'Money in', keep: (row: Transaction) => row.amount > 0 },
  { id: 'out', label: 'Money out', keep: (row: Transaction) => row.amount < 0 },
] as const;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const formatDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));
const direction = (amount: number) => (amount > 0 ? 'Money in' : 'Money out');
const signed = (amount: number) =>
  `${amount > 0 ? '+' : '−'}${formatUsd(Math.abs(amount), { cents: true })}`;

function Amount({ value }: { value: number }) {
  return (
    <Text as="span" weight="semibold" tone={value > 0 ? 'positive' : 'neutral'}>
      {signed(value)}
    </Text>
  );
}

function Rows({ rows, label }: { rows: readonly Transaction[]; label: string }) {
  if (!rows.length)
    return (
      <Stack space="2" align="center">
        <Heading level={2} size="sm">
          {label === 'All' ? 'No transactions yet' : `No ${label.toLowerCase()} yet`}
        </Heading>
        <Text tone="muted">Advances, repayments and fees show here as soon as they happen.</Text>
      </Stack>
    );
  return (
    <>
      <Box display={{ base: 'none', sm: 'block' }}>
        <Table
          caption={`${label} transactions`}
          hideCaption
          rowKey={(row) => row.id}
          rows={rows}
          columns={[
            { id: 'date', header: 'Date', cell: (row) => formatDate(row.date) },
            {
              id: 'description',
              header: 'Description',
              rowHeader: true,
              cell: (row) => row.description,
            },
            { id: 'type', header: 'Type', cell: (row) => direction(row.amount) },
            {
              id: 'amount',
              header: 'Amount',
              numeric: true,
              cell: (row) => <Amount value={row.amount} />,
            },
          ]}
        />
      </Box>
      <Box display={{ base: 'block', sm: 'none' }}>
        <List aria-label={`${label} transactions`} space="3">
          {rows.map((row) => (
            <ListItem
              key={row.id}
              icon={row.amount > 0 ? 'arrowLeft' : 'arrowRight'}
              tone={row.amount > 0 ? 'positive' : 'muted'}
              iconLabel={direction(row.amount)}
            >
              <Stack space="1">
                <Text as="span" weight="semibold">
                  {row.description}
                </Text>
                <Text as="span" size="sm" tone="muted">
                  {formatDate(row.date)}
                </Text>
                <Amount value={row.amount} />
              </Stack>
            </ListItem>
          ))}
        </List>
      </Box>
    </>
  );
}

export interface TransactionsListProps {
  transactions: readonly Transaction[];
}

export function TransactionsList({ transactions }: TransactionsListProps) {
  return (
    <Stack space="6">
      <Heading level={1} size="xl">
        Transactions
      </Heading>
      <Tabs>
        <TabList aria-label="Show transactions">
          {transactionFilters.map((filter) => (
            <Tab key={filter.id} id={filter.id}>
              {filter.label}
            </Tab>
          ))}
        </TabList>
        {transactionFilters.map((filter) => (
          <TabPanel key={filter.id} id={filter.id}>
            <Rows rows={transactions.filter(filter.keep)} label={filter.label} />
          </TabPanel>
        ))}
      </Tabs>
    </Stack>
  );
}
