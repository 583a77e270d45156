import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { at } from '../../internal/testing/at';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import {
  Skeleton,
  SkeletonGroup,
  skeletonDefaults,
  skeletonRatios,
  skeletonShapes,
  skeletonSizes,
  skeletonWidths,
} from './Skeleton';
import { forcedColorsModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Your offers': 'Tus ofertas',
  'Loading your offers': 'Cargando tus ofertas',
  'Finish loading': 'Terminar de cargar',
  'Instant cash up to $1,000': 'Efectivo al instante de hasta $1,000',
  'Ready in minutes, no credit check.': 'Listo en minutos, sin revisión de crédito.',
});

const meta = {
  title: 'Components/Feedback/Skeleton',
  component: Skeleton,
  subcomponents: { SkeletonGroup },
  tags: ['beta', 'client'],
  args: { shape: 'text', lines: 3 },
  argTypes: {
    shape: {
      control: 'inline-radio',
      options: skeletonShapes,
      table: { defaultValue: { summary: skeletonDefaults.shape } },
    },
    lines: { table: { defaultValue: { summary: String(skeletonDefaults.lines) } } },
    width: {
      control: 'inline-radio',
      options: skeletonWidths,
      table: { defaultValue: { summary: skeletonDefaults.width } },
    },
    size: {
      control: 'inline-radio',
      options: skeletonSizes,
      table: { defaultValue: { summary: skeletonDefaults.size } },
    },
    ratio: {
      control: 'inline-radio',
      options: skeletonRatios,
      table: { defaultValue: { summary: skeletonDefaults.ratio } },
    },
  },
  parameters: { modes: forcedColorsModes, storyText: t },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: Element) => element.getBoundingClientRect();

/** Docs story: try every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    const placeholder = canvasElement.querySelector('[aria-hidden="true"]');
    if (!placeholder) throw new Error('no placeholder');
    const lines = [...placeholder.children];
    await step(
      'Three lines the height and spacing of body text, the last one shorter',
      async () => {
        await expect(lines).toHaveLength(3);
        // One line of 16px text at a 1.5 line height: 16px high, 8px apart.
        await expect(box(at(lines, 0)).height).toBe(16);
        await expect(box(at(lines, 1)).top - box(at(lines, 0)).bottom).toBe(8);
        await expect(box(at(lines, 2)).width).toBeLessThan(box(at(lines, 0)).width);
      },
    );
    await step('The lines pulse, unless motion is reduced', async () => {
      // The lines pulse; with reduced motion, as the story tests run, nothing does.
      const pulse = getComputedStyle(at(lines, 0)).animationName;
      if (matchMedia('(prefers-reduced-motion: reduce)').matches) await expect(pulse).toBe('none');
      else await expect(pulse).not.toBe('none');
    });
  },
};

/** Text lines, circles in three sizes, rectangles in four ratios. */
export const Shapes: Story = {
  tags: ['matrix'],
  render: () => (
    <Box display="grid" gap="6">
      <Skeleton lines={2} width="1/2" />
      <Box display="flex" alignItems="center" gap="4">
        {skeletonSizes.map((size) => (
          <Skeleton key={size} shape="circle" size={size} />
        ))}
      </Box>
      <Box display="flex" alignItems="flex-start" gap="4">
        {skeletonRatios.map((ratio) => (
          <Skeleton key={ratio} shape="rect" ratio={ratio} width="1/4" />
        ))}
      </Box>
    </Box>
  ),
  play: async ({ canvasElement, step }) => {
    const shapes = [...canvasElement.querySelectorAll('[aria-hidden="true"]')];
    await step('Every shape is hidden from screen readers', async () => {
      // One text block (two lines), three circles, four rectangles: all hidden from screen readers.
      await expect(shapes).toHaveLength(8);
    });
    await step('Circles come in three sizes', async () => {
      const circles = shapes.slice(1, 4).map((shape) => box(shape));
      await expect(circles.map((circle) => [circle.width, circle.height])).toEqual([
        [24, 24],
        [40, 40],
        [48, 48],
      ]);
    });
    await step('Rectangles keep their four ratios and circles are fully round', async () => {
      const ratios = shapes.slice(4).map((shape) => box(shape).width / box(shape).height);
      await expect(ratios.map((ratio) => ratio.toFixed(2))).toEqual([
        '1.00',
        '1.33',
        '1.78',
        '3.00',
      ]);
      await expect(getComputedStyle(at(shapes, 1)).borderRadius).toBe('9999px');
    });
  },
};

/** Text lines follow the font size around them (here 20px: lines 20px high, 10px apart). */
export const FollowsTheText: Story = {
  name: 'Follows the text',
  args: { lines: 2 },
  render: (args) => (
    <Box fontSize="xl">
      <Skeleton {...args} />
    </Box>
  ),
  play: async ({ canvasElement, step }) => {
    const lines = [...(canvasElement.querySelector('[aria-hidden="true"]')?.children ?? [])];
    await step('In larger text the lines are taller and further apart', async () => {
      await expect(box(at(lines, 0)).height).toBe(20);
      await expect(box(at(lines, 1)).top - box(at(lines, 0)).bottom).toBe(10);
    });
  },
};

function OfferCardPlaceholder() {
  return (
    <Box display="grid" gap="3" padding="6" borderRadius="lg" background="subtle">
      <Box display="flex" alignItems="center" gap="3">
        <Skeleton shape="circle" />
        <Box display="grid" gap="1" width="full">
          <Skeleton width="1/2" />
        </Box>
      </Box>
      <Skeleton lines={2} />
      <Skeleton shape="rect" ratio="3/1" />
    </Box>
  );
}

/** A loading region: one "Loading your offers" status, the busy section, placeholders hidden. */
export const LoadingRegion: Story = {
  name: 'Loading region',
  tags: ['matrix'],
  render: () => (
    <Box as="section" aria-labelledby="offers-title" aria-busy="true" display="grid" gap="4">
      <Box as="h2" id="offers-title" margin="0">
        {t('Your offers')}
      </Box>
      <SkeletonGroup label={t('Loading your offers')}>
        <OfferCardPlaceholder />
      </SkeletonGroup>
    </Box>
  ),
  play: async ({ canvas, step }) => {
    const section = canvas.getByRole('region', { name: t('Your offers') });
    await step('The offers section is marked busy', async () => {
      await expect(section).toHaveAttribute('aria-busy', 'true');
    });
    await step('Screen readers hear one loading message, not the shapes', async () => {
      const status = within(section).getByRole('status');
      // The status says one thing; every shape in it is hidden.
      await expect(status.textContent).toBe(t('Loading your offers'));
      await expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
    });
    await step('The section heading shows while it loads', async () => {
      await expect(await canvas.findByRole('heading', { name: t('Your offers') })).toBeVisible();
    });
  },
};

function Offers() {
  const [loaded, setLoaded] = useState(false);
  return (
    <Box display="grid" gap="4">
      <Box>
        <Button
          variant="secondary"
          onClick={() => {
            setLoaded(true);
          }}
        >
          {t('Finish loading')}
        </Button>
      </Box>
      <Box as="section" aria-labelledby="offers-title" aria-busy={!loaded} display="grid" gap="4">
        <Box as="h2" id="offers-title" margin="0">
          {t('Your offers')}
        </Box>
        {loaded ? (
          <Box display="grid" gap="2" padding="6" borderRadius="lg" background="subtle">
            <Box as="h3" margin="0">
              {t('Instant cash up to $1,000')}
            </Box>
            <Box as="p" margin="0">
              {t('Ready in minutes, no credit check.')}
            </Box>
          </Box>
        ) : (
          <SkeletonGroup label={t('Loading your offers')}>
            <OfferCardPlaceholder />
          </SkeletonGroup>
        )}
      </Box>
    </Box>
  );
}

/**
 * A Finish loading button above the loading region: pressed, the placeholders give way to the
 * content and the section is no longer busy.
 */
export const Loaded: Story = {
  tags: ['played', 'matrix'],
  render: () => <Offers />,
  play: async ({ canvas, userEvent, step }) => {
    const section = canvas.getByRole('region', { name: t('Your offers') });
    await step('The offers are loading', async () => {
      await expect(within(section).getByRole('status')).toHaveTextContent(t('Loading your offers'));
    });
    await step('Press Finish loading: the section is no longer busy', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await expect(section).toHaveAttribute('aria-busy', 'false');
      await expect(within(section).queryByRole('status')).toBeNull();
    });
    await step('The offer shows in place of the placeholders', async () => {
      await expect(
        await within(section).findByRole('heading', { name: t('Instant cash up to $1,000') }),
      ).toBeVisible();
    });
  },
};
