import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contrastPairs } from '../semantic';
import {
  ContrastTable,
  IconScale,
  IllustrationPalette,
  MotionAndLayout,
  PaletteGallery,
  RadiiAndShadows,
  SpaceRuler,
  TypeScale,
} from './TokenGallery';

const meta = {
  title: 'Foundations/Token gallery',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every primitive colour with its contrast on white and ink. */
export const Palette: Story = {
  tags: ['matrix'],
  render: () => <PaletteGallery />,
  play: async ({ canvas }) => {
    const brand = await canvas.findByRole('region', { name: 'brand' });
    await expect(within(brand).getByText('brand.700')).toBeVisible();
    await expect(within(brand).getByText('#006e4d')).toBeVisible();
    await expect(canvas.getAllByRole('region')).toHaveLength(6);
  },
};

/** The sample in the row of one pair, as drawn. */
const sampleOf = (table: HTMLElement, pair: string) => {
  const row = within(table).getByRole('rowheader', { name: pair }).closest('tr');
  const sample = row?.querySelector('td span');
  if (!sample) throw new Error(`No sample for ${pair}`);
  return getComputedStyle(sample);
};

/** Semantic pairs in the light theme: every pair passes its WCAG minimum. */
export const Contrast: Story = {
  name: 'Semantic pairs, light theme',
  tags: ['matrix'],
  render: () => <ContrastTable theme="light" />,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: /WCAG contrast in the light theme/ });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(contrastPairs.filter((pair) => pair.theme === 'light').length);
    await expect(within(table).queryByText('Fail')).toBeNull();
    // White page, ink text: the light pair, whatever theme the docs page is in.
    await expect(sampleOf(table, 'Body text on page').backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

/** The same pairs in the dark theme, every one passing the same minimum. */
export const ContrastDark: Story = {
  name: 'Semantic pairs, dark theme',
  tags: ['matrix'],
  render: () => <ContrastTable theme="dark" />,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: /WCAG contrast in the dark theme/ });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(contrastPairs.filter((pair) => pair.theme === 'dark').length);
    await expect(within(table).queryByText('Fail')).toBeNull();
    await expect(sampleOf(table, 'Body text on page').backgroundColor).toBe('rgb(18, 21, 28)');
    await expect(sampleOf(table, 'Primary action label').color).toBe('rgb(18, 21, 28)');
  },
};

/** Inter at the seven size presets and three weights. */
export const Type: Story = {
  name: 'Type scale',
  tags: ['matrix'],
  render: () => <TypeScale />,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: /Type scale/ });
    await expect(within(table).getByRole('rowheader', { name: '5xl' })).toBeVisible();
    const samples = within(table).getAllByText('Cash when you need it');
    await expect(samples).toHaveLength(7);
    // Each sample is whole: wrapped to its cell, not cut off.
    for (const sample of samples) {
      await expect(sample.scrollWidth).toBeLessThanOrEqual(sample.clientWidth);
    }
    await expect(getComputedStyle(samples[0] as Element).fontFamily).toMatch(/^"?Inter"?/);
    await expect(
      await within(table).findByRole('rowheader', { name: 'weight.bold' }),
    ).toBeVisible();
  },
};

/** Bars as long as each space token. */
export const Spacing: Story = {
  name: 'Space ruler',
  tags: ['matrix'],
  render: () => <SpaceRuler />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('ruler-4').getBoundingClientRect().width).toBe(16);
    await expect(canvas.getByTestId('ruler-20').getBoundingClientRect().width).toBe(80);
    await expect(await canvas.findByRole('rowheader', { name: 'space.12' })).toBeVisible();
  },
};

/** Radii and shadows. */
export const Shape: Story = {
  name: 'Radii and shadows',
  tags: ['matrix'],
  render: () => <RadiiAndShadows />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Radii' })).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: 'shadow.header' })).toBeVisible();
  },
};

/** Illustration colours and icon sizes. */
export const Illustration: Story = {
  tags: ['matrix'],
  render: () => (
    <>
      <IllustrationPalette />
      <IconScale />
    </>
  ),
  play: async ({ canvas }) => {
    const colours = await canvas.findByRole('region', { name: 'color.illustration' });
    await expect(within(colours).getByText('illustration.device')).toBeVisible();
    const sizes = canvas.getByRole('table', { name: /Icon sizes/ });
    await expect(within(sizes).getAllByRole('row')).toHaveLength(4);
    await expect(
      await within(sizes).findByRole('rowheader', { name: 'iconography.scale.xl' }),
    ).toBeVisible();
  },
};

/** Motion, breakpoints and layers: every duration, distance, width and layer. */
export const Motion: Story = {
  name: 'Motion and layers',
  tags: ['matrix'],
  render: () => <MotionAndLayout />,
  play: async ({ canvas }) => {
    const motion = await canvas.findByRole('table', { name: 'Motion' });
    await expect(within(motion).getByText('500 ms')).toBeVisible();
    await expect(within(motion).getAllByText('5000 ms')).toHaveLength(2);
    await expect(within(motion).getByText('50 px')).toBeVisible();
    const layout = canvas.getByRole('table', { name: 'Breakpoints and layers' });
    await expect(within(layout).getByText('480 px')).toBeVisible();
    await expect(await within(layout).findByText('600 px')).toBeVisible();
  },
};
