import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { ReceiptIcon, SearchIcon } from '../Icon/icons';
import { Link } from '../Link/Link';
import { EmptyState, emptyStateDefaults, emptyStateSizes } from './EmptyState';
import { responsiveModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'No transactions yet': 'Aún no tienes movimientos',
  'Money you get and spend with Beem shows up here, newest first.':
    'El dinero que recibes y gastas con Beem aparece aquí, del más reciente al más antiguo.',
  'Add money': 'Agregar dinero',
  'How Beem works': 'Cómo funciona Beem',
  'No results for “Campus Bookstore”': 'No hay resultados para “Campus Bookstore”',
  'Check the spelling, or search for a name or an amount such as $45.':
    'Revisa cómo lo escribiste, o busca un nombre o un monto como $45.',
  'Clear search': 'Borrar búsqueda',
  Bills: 'Facturas',
  'No bills due': 'No tienes facturas por pagar',
  'Bills you add show up here a week before they are due.':
    'Las facturas que agregues aparecen aquí una semana antes de que venzan.',
  'Add a bill': 'Agregar una factura',
});

// Args hold these actions as elements, which the preview does not translate: as components, they
// ask for their words when drawn, in the story's language.
function AddMoney() {
  return <Button href="/add-money">{t('Add money')}</Button>;
}

function HowBeemWorks() {
  return (
    <Button href="/how-it-works" variant="ghost">
      {t('How Beem works')}
    </Button>
  );
}

function ClearSearch() {
  return <Button variant="secondary">{t('Clear search')}</Button>;
}

function AddBill() {
  return <Link href="/bills/new">{t('Add a bill')}</Link>;
}

/** Typed into the activity search by someone testing the page: shown as text, never as markup. */
const hostile = '<img src=x onerror=alert(1)> "; DROP TABLE';

const meta = {
  title: 'Components/Feedback/EmptyState',
  component: EmptyState,
  tags: ['beta', 'server'],
  args: {
    title: 'No transactions yet',
    description: 'Money you get and spend with Beem shows up here, newest first.',
    action: <AddMoney />,
    secondaryAction: <HowBeemWorks />,
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
  parameters: { modes: responsiveModes, storyText: t },
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
    const heading = canvas.getByRole('heading', { level: 2, name: t('No transactions yet') });
    await step(
      'The heading says there are no transactions yet, without an announcement',
      async () => {
        await expect(heading).toBeVisible();
        await expect(canvas.queryByRole('status')).toBeNull();
      },
    );
    await step('Tab reaches Add money first, then How Beem works', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: t('Add money') })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: t('How Beem works') })).toHaveFocus();
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
    secondaryAction: <ClearSearch />,
    announce: true,
  },
  play: async ({ canvas, step }) => {
    const status = canvas.getByRole('status');
    await step('The empty search is announced, and its heading names the term', async () => {
      await expect(status).toHaveTextContent(t('No results for “Campus Bookstore”'));
      await expect(
        canvas.getByRole('heading', { level: 2, name: t('No results for “Campus Bookstore”') }),
      ).toBeVisible();
    });
    await step('Clear search is ready to press', async () => {
      await expect(canvas.getByRole('button', { name: t('Clear search') })).toBeEnabled();
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
      await expect(canvas.getByRole('button', { name: t('Clear search') })).toBeEnabled();
    });
  },
};

/** Compact, inside a card: a smaller circle and heading, one level below the card's own. */
export const CompactInCard: Story = {
  name: 'Compact, in a card',
  render: (args) => (
    <Card heading={t('Bills')} headingLevel={2}>
      <EmptyState {...args} />
    </Card>
  ),
  args: {
    size: 'compact',
    headingLevel: 3,
    icon: ReceiptIcon,
    title: 'No bills due',
    description: 'Bills you add show up here a week before they are due.',
    action: <AddBill />,
    secondaryAction: undefined,
  },
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    await step('The heading sits one level below the card’s', async () => {
      await expect(
        canvas.getByRole('heading', { level: 3, name: t('No bills due') }),
      ).toBeVisible();
    });
    await step('Tab reaches Add a bill', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: t('Add a bill') })).toHaveFocus();
    });
  },
};

/** Spanish content: the app's own words, in a longer language, on a phone and a desktop. */
export const Spanish: Story = {
  // Spanish whatever the toolbar says: the story is about how the longer language fits.
  tags: ['one-language'],
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
