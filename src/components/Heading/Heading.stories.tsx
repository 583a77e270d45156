import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { textTones } from '../Text/Text.css';
import {
  Heading,
  headingDefaults,
  headingLevels,
  headingSizeByLevel,
  headingSizes,
} from './Heading';
import { inEachMode, responsiveModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Cash when you need it': 'Efectivo cuando lo necesitas',
  Level: 'Nivel',
  size: 'tamaño',
  Size: 'Tamaño',
  'Ways Beem helps': 'Cómo te ayuda Beem',
  'Instant cash': 'Efectivo al instante',
  'Up to $1,000 before payday.': 'Hasta $1,000 antes de tu día de pago.',
});

const meta = {
  title: 'Components/Typography/Heading',
  component: Heading,
  tags: ['beta', 'server'],
  args: { level: 2, children: 'Cash when you need it' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: {
      control: 'inline-radio',
      options: headingSizes,
      table: { defaultValue: { summary: 'the size of its level' } },
    },
    tone: {
      control: 'select',
      options: textTones,
      table: { defaultValue: { summary: headingDefaults.tone } },
    },
    children: { control: 'text' },
  },
  // The display size grows at the desktop breakpoint.
  parameters: { modes: responsiveModes, storyText: t },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A level 2 heading at its own size.
 *
 * Docs story: try every prop from the controls panel.
 */
export const Playground: Story = {
  play: async ({ canvas, step }) => {
    const heading = await canvas.findByRole('heading', {
      level: 2,
      name: t('Cash when you need it'),
    });
    await step('The heading is a level 2 at its level’s size', async () => {
      await expect(heading.tagName).toBe('H2');
      await expect(getComputedStyle(heading).fontSize).toBe('32px');
    });
  },
};

/** The font size each level takes by default, in px at a phone's width and a desktop's. */
const defaultSizes = {
  mobile: [32, 32, 20, 18.4, 16, 13.6],
  desktop: [80, 32, 20, 18.4, 16, 13.6],
};

/** Levels 1 to 6, each at its default size, the title larger from the desktop breakpoint. */
export const Levels: Story = {
  tags: ['matrix'],
  render: () => (
    <Stack space="4">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          {`${t('Level')} ${level}, ${t('size')} ${headingSizeByLevel[level]}`}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    const headings = headingLevels.map((level) => canvas.getByRole('heading', { level }));
    const sizes = () => headings.map((heading) => parseFloat(getComputedStyle(heading).fontSize));
    await step('Each level takes its own size; the title grows on a desktop', async () => {
      await inEachMode({
        mobile: async () => {
          await expect(sizes()).toEqual(defaultSizes.mobile);
        },
        desktop: async () => {
          await expect(sizes()).toEqual(defaultSizes.desktop);
        },
      });
    });
    await step('All six levels show', async () => {
      await expect(await canvas.findAllByRole('heading')).toHaveLength(headingLevels.length);
    });
  },
};

/** Every size on level 3, so the outline stays put. */
export const Sizes: Story = {
  tags: ['matrix'],
  render: () => (
    <Stack space="4">
      {headingSizes.map((size) => (
        <Heading key={size} level={3} size={size}>
          {`${t('Size')} ${size}`}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    const headings = headingSizes.map((size) =>
      canvas.getByRole('heading', { level: 3, name: `${t('Size')} ${size}` }),
    );
    const sizes = () => headings.map((heading) => parseFloat(getComputedStyle(heading).fontSize));
    await step('Each size is drawn at its own size; the largest grows on a desktop', async () => {
      await inEachMode({
        mobile: async () => {
          await expect(sizes()).toEqual([32, 32, 20, 18.4, 16, 13.6]);
        },
        desktop: async () => {
          await expect(sizes()).toEqual([80, 32, 20, 18.4, 16, 13.6]);
        },
      });
    });
    await step('Every one stays a level 3 in the outline', async () => {
      await expect(await canvas.findAllByRole('heading', { level: 3 })).toHaveLength(
        headingSizes.length,
      );
    });
  },
};

/** A card’s small h3 under a large h2. */
export const LevelApartFromSize: Story = {
  name: 'Level apart from size',
  tags: ['matrix'],
  render: () => (
    <Stack space="4">
      <Heading level={2}>{t('Ways Beem helps')}</Heading>
      <Box padding="4" borderRadius="lg" background="subtle">
        <Stack space="2">
          <Heading level={3} size="lg">
            {t('Instant cash')}
          </Heading>
          <Text tone="muted">{t('Up to $1,000 before payday.')}</Text>
        </Stack>
      </Box>
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    const section = canvas.getByRole('heading', { level: 2, name: t('Ways Beem helps') });
    const card = canvas.getByRole('heading', { level: 3, name: t('Instant cash') });
    await step('The card’s heading is a level 3, drawn smaller than the section’s', async () => {
      // The outline says the card belongs to the section; the size says it is smaller.
      await expect(card.tagName).toBe('H3');
      await expect(getComputedStyle(card).fontSize).toBe('18.4px');
      await expect(parseFloat(getComputedStyle(section).fontSize)).toBeGreaterThan(18.4);
    });
    await step('The card’s text shows under it', async () => {
      await expect(await canvas.findByText(t('Up to $1,000 before payday.'))).toBeVisible();
    });
  },
};

/** Inverse tone: white on the brand surface. */
export const OnDark: Story = {
  name: 'Inverse',
  args: { tone: 'inverse' },
  render: (args) => (
    <Box padding="6" borderRadius="lg" background="brand">
      <Heading {...args} />
    </Box>
  ),
  play: async ({ canvas, step }) => {
    const heading = await canvas.findByRole('heading', {
      level: 2,
      name: t('Cash when you need it'),
    });
    await step('The heading is white on the brand colour', async () => {
      await expect(getComputedStyle(heading).color).toBe('rgb(255, 255, 255)');
    });
  },
};
