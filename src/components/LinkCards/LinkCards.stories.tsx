import type { Meta, StoryObj } from '@storybook/react-vite';
import { at } from '../../internal/testing/at';
import { expect, userEvent, within } from 'storybook/test';
import { LinkCards } from './LinkCards';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Instant cash': 'Efectivo al instante',
  'Advances up to $1,000*': 'Adelantos de hasta $1,000*',
  'Credit monitoring': 'Monitoreo de crédito',
  'Track your score for free': 'Sigue tu puntaje gratis',
  'Health insurance': 'Seguro médico',
  'Plans from $2.80/month*': 'Planes desde $2.80 al mes*',
  New: 'Nuevo',
});

const meta = {
  title: 'Beem components/LinkCards',
  component: LinkCards,
  tags: ['stable', 'server'],
  args: {
    items: [
      {
        title: 'Instant cash',
        description: 'Advances up to $1,000*',
        href: '/get-instant-cash-advance',
        icon: 'instantCash',
      },
      {
        title: 'Credit monitoring',
        description: 'Track your score for free',
        href: '/credit-score-monitoring',
        icon: 'creditMonitoring',
      },
      {
        title: 'Health insurance',
        description: 'Plans from $2.80/month*',
        href: '/health-insurance',
        icon: 'healthInsurance',
        tag: 'New',
      },
    ],
  },
  parameters: { frame: 'padded', storyText: t },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof LinkCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Cards in a grid: each with its product's icon, its title the card's one link, a tag where given.
 */
export const Cards: Story = {
  tags: ['played'],
  play: async ({ canvas, step }) => {
    const items = canvas.getAllByRole('listitem');
    await step('Three cards, each one link with a silent icon', async () => {
      await expect(items).toHaveLength(3);
      for (const item of items) {
        await expect(within(item).getAllByRole('link')).toHaveLength(1);
        // Decorative: the card's name is its link's text alone.
        await expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      }
    });
    await step(
      'The cards show their titles and the health insurance card is tagged New',
      async () => {
        await expect(canvas.getByRole('link', { name: t('Instant cash') })).toBeVisible();
        await expect(within(at(items, 2)).getByText(t('New'))).toBeVisible();
      },
    );
    await step('Tab twice to reach the second card', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(await canvas.findByRole('link', { name: t('Credit monitoring') })).toHaveFocus();
    });
  },
};

/** On a phone, one card per row. */
export const OnPhone: Story = {
  name: 'Phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, step }) => {
    const items = canvas.getAllByRole('listitem');
    const [first, second] = [at(items, 0), at(items, 1)];
    await step('The second card sits below the first, one card per row', async () => {
      await expect(second.getBoundingClientRect().top).toBeGreaterThan(
        first.getBoundingClientRect().bottom,
      );
      await expect(await canvas.findByRole('link', { name: t('Instant cash') })).toBeVisible();
    });
  },
};
