import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { ReceiptIcon, SearchIcon } from '../Icon/icons';
import { Link } from '../Link/Link';
import { EmptyState, emptyStateDefaults, emptyStateSizes } from './EmptyState';
import { responsiveModes } from '../../internal/storybook/modes';

/** Typed into the activity search by someone testing the page: shown as text, never as markup. */
const hostile = '<img src=x onerror=alert(1)> "; DROP TABLE';

const meta = {
  title: 'Components/Feedback/EmptyState',
  component: EmptyState,
  tags: ['beta', 'server'],
  args: {
    title: 'No transactions yet',
    description: 'Money you get and spend with Beem shows up here, newest first.',
    action: <Button href="/add-money">Add money</Button>,
    secondaryAction: (
      <Button href="/how-it-works" variant="ghost">
        How Beem works
      </Button>
    ),
  },
  argTypes: {
    size: {
      control: 'inline-radio',
      options: emptyStateSizes,
      table: { defaultValue: { summary: emptyStateDefaults.size } },
    },
    headingLevel: { table: { defaultValue: { summary: String(emptyStateDefaults.headingLevel) } } },
    icon: { control: false },
    illustration: { control: false },
    action: { control: false },
    secondaryAction: { control: false },
  },
  parameters: { modes: responsiveModes },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new member's activity: what will show here, and the action that fills it, first in the tab
 * order.
 *
 * Docs story: try every prop from the controls panel.
 */
export const NoTransactions: Story = {
  name: 'No transactions',
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'No transactions yet' });
    await step(
      'The heading says there are no transactions yet, without an announcement',
      async () => {
        await expect(heading).toBeVisible();
        await expect(canvas.queryByRole('status')).toBeNull();
      },
    );
    await step('Tab reaches Add money first, then How Beem works', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Add money' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'How Beem works' })).toHaveFocus();
    });
  },
};

/** A search of the member's activity that found nothing, announced as it appears. */
export const NoResults: Story = {
  name: 'No results',
  args: {
    icon: SearchIcon,
    title: 'No results for “Campus Bookstore”',
    description: 'Check the spelling, or search for a name or an amount such as $45.',
    action: undefined,
    secondaryAction: <Button variant="secondary">Clear search</Button>,
    announce: true,
  },
  play: async ({ canvas, step }) => {
    const status = canvas.getByRole('status');
    await step('The empty search is announced, and its heading names the term', async () => {
      await expect(status).toHaveTextContent('No results for “Campus Bookstore”');
      await expect(
        canvas.getByRole('heading', { level: 2, name: 'No results for “Campus Bookstore”' }),
      ).toBeVisible();
    });
    await step('Clear search is ready to press', async () => {
      await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeEnabled();
    });
  },
};

/**
 * The search term is the member's own text: markup and quotes in it are shown as text, never
 * run as markup.
 */
export const MarkupAsText: Story = {
  name: 'Markup kept as text',
  tags: ['test-only', '!autodocs'],
  args: {
    ...NoResults.args,
    title: `No results for “${hostile}”`,
  },
  play: async ({ canvas, canvasElement, step }) => {
    const status = canvas.getByRole('status');
    await step('The search term is announced as typed, and no image is made from it', async () => {
      await expect(status).toHaveTextContent(`No results for “${hostile}”`);
      await expect(canvasElement.querySelector('img')).toBeNull();
    });
    await step('The heading shows the term as text, and Clear search is ready', async () => {
      await expect(
        canvas.getByRole('heading', { level: 2, name: `No results for “${hostile}”` }),
      ).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeEnabled();
    });
  },
};

/** Compact, inside a card: a smaller circle and heading, one level below the card's own. */
export const CompactInCard: Story = {
  name: 'Compact, in a card',
  render: (args) => (
    <Card heading="Bills" headingLevel={2}>
      <EmptyState {...args} />
    </Card>
  ),
  args: {
    size: 'compact',
    headingLevel: 3,
    icon: ReceiptIcon,
    title: 'No bills due',
    description: 'Bills you add show up here a week before they are due.',
    action: <Link href="/bills/new">Add a bill</Link>,
    secondaryAction: undefined,
  },
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    await step('The heading sits one level below the card’s', async () => {
      await expect(canvas.getByRole('heading', { level: 3, name: 'No bills due' })).toBeVisible();
    });
    await step('Tab reaches Add a bill', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Add a bill' })).toHaveFocus();
    });
  },
};

/** Spanish content: the app's own words, in a longer language, on a phone and a desktop. */
export const Spanish: Story = {
  args: {
    lang: 'es',
    title: 'Aún no tienes movimientos',
    description:
      'El dinero que recibes y gastas con Beem aparece aquí, del más reciente al más antiguo.',
    action: <Button href="/add-money">Agregar dinero</Button>,
    secondaryAction: (
      <Button href="/how-it-works" variant="ghost">
        Cómo funciona Beem
      </Button>
    ),
  },
  play: async ({ canvas, step }) => {
    await step('The Spanish heading and action show in full', async () => {
      await expect(
        canvas.getByRole('heading', { level: 2, name: 'Aún no tienes movimientos' }),
      ).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Agregar dinero' })).toBeVisible();
    });
  },
};
