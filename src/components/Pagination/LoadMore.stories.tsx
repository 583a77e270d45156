import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { forcedColorsModes, responsiveModes, spanishModes } from '../../internal/storybook/modes';
import { LoadMore, loadMoreDefaults, type LoadMoreProps } from './LoadMore';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  Rent: 'Alquiler',
  'Campus Dining paycheck': 'Sueldo de Campus Dining',
  'Beem cash advance': 'Adelanto de efectivo de Beem',
  // A café's name: the same in both languages.
  'Corner Coffee': 'Corner Coffee',
  'City Transit pass': 'Pase de City Transit',
  'FreshMart groceries': 'Compras de FreshMart',
  'Phone bill': 'Factura del teléfono',
  Bookstore: 'Librería',
  'Laundry card': 'Tarjeta de lavandería',
  'Streaming plan': 'Plan de streaming',
  'Gym membership': 'Membresía del gimnasio',
});

const payments = [
  'Rent',
  'Campus Dining paycheck',
  'Beem cash advance',
  'Corner Coffee',
  'City Transit pass',
  'FreshMart groceries',
  'Phone bill',
  'Bookstore',
  'Laundry card',
  'Campus Dining paycheck',
  'Streaming plan',
  'Gym membership',
] as const;

const batch = 5;

/**
 * The next items arrive when the play function says so, so it can see the busy state; in
 * Storybook's own view they arrive after a moment, as from a network.
 */
let arrive: (() => void) | undefined;

/** An app's list that loads five more at a time, focusing the first new one when it arrives. */
function PaymentList({
  start,
  focusFirstNew,
  ...props
}: Partial<LoadMoreProps> & { start: number; focusFirstNew: boolean }) {
  const [shown, setShown] = useState(start);
  const [loading, setLoading] = useState(false);
  const firstNew = useRef<HTMLLIElement>(null);
  const [firstNewIndex, setFirstNewIndex] = useState<number>();
  return (
    <>
      <ul>
        {payments.slice(0, shown).map((payment, index) => (
          <li
            key={index}
            ref={index === firstNewIndex ? firstNew : undefined}
            tabIndex={index === firstNewIndex ? -1 : undefined}
          >
            {t(payment)}
          </li>
        ))}
      </ul>
      <LoadMore
        {...props}
        shown={shown}
        total={payments.length}
        loading={loading}
        firstNewRef={focusFirstNew ? firstNew : undefined}
        onLoadMore={() => {
          setLoading(true);
          const done = () => {
            arrive = undefined;
            setFirstNewIndex(shown);
            setShown(Math.min(payments.length, shown + batch));
            setLoading(false);
          };
          arrive = done;
          setTimeout(() => {
            if (arrive === done) done();
          }, 1500);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Navigation/LoadMore',
  component: LoadMore,
  tags: ['beta', 'client'],
  args: { shown: 5, total: payments.length, onLoadMore: () => undefined },
  argTypes: {
    loading: { table: { defaultValue: { summary: String(loadMoreDefaults.loading) } } },
    onLoadMore: { control: false },
    firstNewRef: { control: false },
  },
  parameters: {
    modes: { ...responsiveModes, ...forcedColorsModes, ...spanishModes },
    frame: 'padded',
    storyText: t,
  },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By keyboard: Enter on "Load more" makes the button busy and says "Loading more…"; when the
 * five arrive the count says "Showing 10 of 12", and focus is on the first of them.
 */
export const Default: Story = {
  name: 'Load more, by keyboard',
  render: (args) => <PaymentList label={args.label} start={5} focusFirstNew />,
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    const status = canvas.getByRole('status');
    const button = canvas.getByRole('button', { name: msg({ globals }, 'pagination.loadMore') });
    await step('The count says 5 of 12 are shown', async () => {
      await expect(status).toHaveTextContent(
        msg({ globals }, 'pagination.shown', { shown: 5, total: 12 }),
      );
    });
    await step('Tab to Load more', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
    });
    await step('Enter makes the button busy and the count says more are loading', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(button).toHaveFocus();
      await expect(status).toHaveTextContent(msg({ globals }, 'pagination.loadingMore'));
    });
    await step(
      'Five more arrive: the count says 10 of 12 and focus is on the first new one',
      async () => {
        arrive?.();
        await waitFor(() =>
          expect(status).toHaveTextContent(
            msg({ globals }, 'pagination.shown', { shown: 10, total: 12 }),
          ),
        );
        await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
        await expect(button).not.toHaveAttribute('aria-busy');
        // Focus moves once the new items are in the page.
        await waitFor(() => expect(canvas.getByText(t('FreshMart groceries'))).toHaveFocus());
      },
    );
  },
};

/** Loading: the button busy, its label kept for its size, and the count says so. */
export const Loading: Story = {
  args: { loading: true, shown: 5 },
  play: async ({ canvas, globals, step }) => {
    await step('The button keeps its label and is busy', async () => {
      await expect(
        canvas.getByRole('button', { name: msg({ globals }, 'pagination.loadMore') }),
      ).toHaveAttribute('aria-busy', 'true');
    });
    await step('The count says more are loading', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent(
        msg({ globals }, 'pagination.loadingMore'),
      );
    });
  },
};

/**
 * The last load: the button goes, and focus, which it held, moves to the count ("Showing 12 of
 * 12") rather than to the top of the page. Here the app gives no first new item.
 */
export const NothingMore: Story = {
  name: 'Nothing more to load',
  // A composition: the app's list and its LoadMore, loading the last items.
  tags: ['played', 'matrix'],
  render: () => <PaymentList start={10} focusFirstNew={false} />,
  play: async ({ canvas, userEvent, globals, step }) => {
    const status = canvas.getByRole('status');
    await step('Tab to Load more', async () => {
      await userEvent.tab();
      await expect(
        canvas.getByRole('button', { name: msg({ globals }, 'pagination.loadMore') }),
      ).toHaveFocus();
    });
    await step('Press Enter and the last two arrive: the count says 12 of 12', async () => {
      await userEvent.keyboard('{Enter}');
      arrive?.();
      await waitFor(() =>
        expect(status).toHaveTextContent(
          msg({ globals }, 'pagination.shown', { shown: 12, total: 12 }),
        ),
      );
    });
    await step('The button is gone and focus moves to the count, with all 12 shown', async () => {
      await expect(canvas.queryByRole('button')).toBeNull();
      await waitFor(() => expect(status).toHaveFocus());
      await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(12);
    });
  },
};
