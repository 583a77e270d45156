import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contrastRatio } from '../../../tokens/contrast';
import { Box } from '../Box/Box';
import { Badge, badgeTones } from './Badge';
import { forcedColorsModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  New: 'Nuevo',
  Draft: 'Borrador',
  Pending: 'Pendiente',
  Paid: 'Pagado',
  'Due soon': 'Vence pronto',
  Overdue: 'Vencido',
  'Health insurance': 'Seguro médico',
  'New plans': 'Planes nuevos',
});

const meta = {
  title: 'Components/Feedback/Badge',
  component: Badge,
  tags: ['beta', 'server'],
  args: { children: 'New', tone: 'brand' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: badgeTones,
      table: { defaultValue: { summary: 'neutral' } },
    },
    children: { control: 'text' },
  },
  parameters: { modes: forcedColorsModes, storyText: t },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each tone's label, in the language the story is drawn in. */
const labels = () =>
  ({
    neutral: t('Draft'),
    info: t('Pending'),
    positive: t('Paid'),
    caution: t('Due soon'),
    critical: t('Overdue'),
    brand: t('New'),
  }) satisfies Record<(typeof badgeTones)[number], string>;

/** Docs story: try every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvas, step }) => {
    const badge = canvas.getByText(t('New'));
    await step('The badge is plain text on one line', async () => {
      await expect(badge.tagName).toBe('SPAN');
      await expect(getComputedStyle(badge).whiteSpace).toBe('nowrap');
      await expect(await canvas.findByText(t('New'))).toBeVisible();
    });
  },
};

/** Neutral, info, positive, caution, critical and brand, each label readable on its fill. */
export const Tones: Story = {
  render: (args) => (
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="3">
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {labels()[tone]}
        </Badge>
      ))}
    </Box>
  ),
  play: async ({ canvas, step }) => {
    await step('Each tone has its own fill and its label is readable on it', async () => {
      const fills = new Set<string>();
      for (const tone of badgeTones) {
        const style = getComputedStyle(canvas.getByText(labels()[tone]));
        fills.add(style.backgroundColor);
        await expect(contrastRatio(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
      }
      await expect(fills.size).toBe(badgeTones.length);
    });
    await step('All six badges show', async () => {
      await expect(await canvas.findByText(t('Overdue'))).toBeVisible();
    });
  },
};

/** Plain text, skipped by Tab, read as part of its sentence. */
export const NotInteractive: Story = {
  name: 'Not interactive',
  tags: ['test-only', '!autodocs'],
  render: (args) => (
    <p>
      Invoice 1042{' '}
      <Badge {...args} tone="critical">
        Overdue
      </Badge>{' '}
      <a href="#pay">Pay now</a>
    </p>
  ),
  play: async ({ canvas, userEvent, step }) => {
    await step('The badge is read as part of its sentence, not as a button', async () => {
      await expect(canvas.queryByRole('button')).toBeNull();
      await expect(canvas.getByRole('paragraph')).toHaveTextContent('Invoice 1042 Overdue Pay now');
    });
    await step('Tab skips the badge and lands on Pay now', async () => {
      await userEvent.tab();
      await expect(await canvas.findByRole('link', { name: 'Pay now' })).toHaveFocus();
    });
  },
};

/** Beside a heading: sits on the middle of the line, keeps to one line. */
export const InAHeading: Story = {
  name: 'In a heading',
  render: (args) => (
    <Box display="flex" alignItems="center" gap="2">
      <Box as="h3" margin="0">
        {t('Health insurance')}
      </Box>
      <Badge {...args}>{t('New plans')}</Badge>
    </Box>
  ),
  play: async ({ canvas, step }) => {
    const badge = canvas.getByText(t('New plans'));
    const heading = canvas
      .getByRole('heading', { name: t('Health insurance') })
      .getBoundingClientRect();
    const box = badge.getBoundingClientRect();
    await step('The badge sits on the middle of the heading’s line', async () => {
      await expect(
        Math.abs(box.top + box.height / 2 - (heading.top + heading.height / 2)),
      ).toBeLessThan(1);
    });
    await step('The badge keeps to one line beside the heading', async () => {
      // One line of xs text at the normal line height: 12.8px × 1.5.
      await expect(box.height).toBeCloseTo(19.2, 0);
      await expect(await canvas.findByText(t('New plans'))).toBeVisible();
    });
  },
};
