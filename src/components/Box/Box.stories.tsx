import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from './Box';
import { inEachMode, responsiveModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Padded panel': 'Panel con relleno',
  'Layout comes from token scales only.': 'El diseño sale solo de las escalas de tokens.',
  'Instant cash': 'Efectivo al instante',
  'Credit monitoring': 'Monitoreo de crédito',
  Savings: 'Ahorros',
});

const meta = {
  title: 'Components/Layout/Box',
  component: Box,
  tags: ['stable', 'server'],
  parameters: { storyText: t },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Space 2 on phones, 4 from 601px, 8 from 1024px. */
export const ResponsivePadding: Story = {
  name: 'Responsive padding',
  args: {
    as: 'section',
    'aria-label': 'Padded panel',
    padding: { base: '2', md: '4', lg: '8' },
    background: 'brandSubtle',
    borderRadius: 'lg',
    color: 'neutral',
    children: 'Layout comes from token scales only.',
  },
  play: async ({ canvas, step }) => {
    const panel = await canvas.findByRole('region', { name: t('Padded panel') });
    await step('On a desktop the panel is a section padded 32px', async () => {
      // The story tests run at 1200px wide, so the `lg` value applies.
      await expect(getComputedStyle(panel).paddingTop).toBe('32px');
      await expect(panel.tagName).toBe('SECTION');
    });
  },
};

/** Responsive padding on a 375px phone: space 2. */
export const MobilePadding: Story = {
  name: 'Phone padding',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: ResponsivePadding.args,
  play: async ({ canvas, step }) => {
    const panel = await canvas.findByRole('region', { name: t('Padded panel') });
    await step('On a phone the panel is padded 8px', async () => {
      await expect(getComputedStyle(panel).paddingTop).toBe('8px');
    });
  },
};

/**
 * The components' responsive shape: `padding={{ mobile: '2', tablet: '4', desktop: '8' }}` is the
 * same as the sprinkles' `{ base, md, lg }`, 8px on a phone and 32px on a desktop.
 */
export const ResponsiveShape: Story = {
  name: 'Mobile, tablet, desktop',
  args: {
    ...ResponsivePadding.args,
    padding: { mobile: '2', tablet: '4', desktop: '8' },
  },
  parameters: { modes: responsiveModes },
  play: async ({ canvas, step }) => {
    const panel = await canvas.findByRole('region', { name: t('Padded panel') });
    await step('The padding is 8px on a phone and 32px on a desktop', async () => {
      const padded = (padding: string) => async () => {
        await expect(getComputedStyle(panel).paddingTop).toBe(padding);
        await expect(getComputedStyle(panel).paddingLeft).toBe(padding);
      };
      await inEachMode({ mobile: padded('8px'), desktop: padded('32px') });
    });
    await step('The panel is a section', async () => {
      await expect(panel.tagName).toBe('SECTION');
    });
  },
};

/** A column with token gaps. */
export const Stack: Story = {
  args: { display: 'flex', flexDirection: 'column', gap: '3' },
  // The items are drawn here, not passed as args, so their words follow the locale.
  render: (args) => (
    <Box {...args}>
      {[t('Instant cash'), t('Credit monitoring'), t('Savings')].map((item) => (
        <Box key={item} padding="3" background="subtle" borderRadius="md">
          {item}
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas, step }) => {
    const first = canvas.getByText(t('Instant cash')).getBoundingClientRect();
    const second = canvas.getByText(t('Credit monitoring')).getBoundingClientRect();
    await step('The items stack with a 12px gap between them', async () => {
      await expect(Math.round(second.top - first.bottom)).toBe(12);
      await expect(await canvas.findByText(t('Savings'))).toBeVisible();
    });
  },
};
