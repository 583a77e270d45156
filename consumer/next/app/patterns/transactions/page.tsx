import { Container } from '@beem/design-system';
import {
  TransactionsList,
  type Transaction,
} from '../../../patterns/TransactionsList/TransactionsList';

/** Sample rows for the screen: not real accounts or merchants. */
const transactions: Transaction[] = [
  { id: 't1', date: '2026-11-20', description: 'Beem', category: 'advance', amount: 100 },
  { id: 't2', date: '2026-11-18', description: 'Corner Market', category: 'food', amount: -42.17 },
  { id: 't3', date: '2026-11-14', description: 'Campus Dining', category: 'income', amount: 612.4 },
  { id: 't4', date: '2026-11-12', description: 'Beem', category: 'repayment', amount: -100 },
];

/** The rows come from the server page; the search, dates and filters are the client part. */
export default function TransactionsPage() {
  return (
    <Container as="main">
      {/* A fixed today: the days' headings ("Today", "Wed, Nov 18") are the same on the server, in
          the browser and on every run, whatever the date or time zone. */}
      <TransactionsList transactions={transactions} today="2026-11-20" />
    </Container>
  );
}
