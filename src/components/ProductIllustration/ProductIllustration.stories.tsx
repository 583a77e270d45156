import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { responsiveModes } from '../../internal/storybook/modes';
import { productIconNames } from '../Icon/productIcons';
import { ProductIllustration, illustrationScenes } from './ProductIllustration';

const meta = {
  title: 'Components/Media/ProductIllustration',
  component: ProductIllustration,
  tags: ['beta', 'server'],
  args: { product: 'instantCash', scene: 'product' },
  argTypes: {
    product: { control: 'select', options: productIconNames },
    scene: {
      control: 'inline-radio',
      options: illustrationScenes,
      table: { defaultValue: { summary: "'product'" } },
    },
  },
  parameters: { frame: 'padded', modes: responsiveModes },
} satisfies Meta<typeof ProductIllustration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative, with its ratio fixed before layout, and as wide as its column allows. */
const drawn = async (canvasElement: HTMLElement, scene: string) => {
  const art = canvasElement.querySelector('svg[data-scene]');
  await expect(art).toHaveAttribute('data-scene', scene);
  await expect(art).toHaveAttribute('aria-hidden', 'true');
  await expect(art).toHaveAttribute('width', '400');
  await expect(art).toHaveAttribute('height', '320');
  const box = art?.getBoundingClientRect();
  await expect(box?.width).toBeGreaterThan(200);
  await expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(400 / 320, 1);
};

/** A balance card, recent activity and coins. */
export const Home: Story = {
  args: { scene: 'home' },
  play: async ({ canvasElement, step }) => {
    await step('The home scene is drawn, silent and in proportion', async () => {
      await drawn(canvasElement, 'home');
    });
  },
};

/** The amount and its picker, the cash icon beside the phone. */
export const CashAdvance: Story = {
  name: 'Cash advance',
  args: { scene: 'cashAdvance' },
  play: async ({ canvasElement, step }) => {
    await step('The cash advance scene is drawn, silent and in proportion', async () => {
      await drawn(canvasElement, 'cashAdvance');
    });
    await step('The cash icon sits beside the phone', async () => {
      await expect(canvasElement.querySelector('svg.lucide-banknote')).not.toBeNull();
    });
  },
};

/** A score gauge on the screen. */
export const CreditScore: Story = {
  name: 'Credit score',
  args: { scene: 'creditScore', product: 'creditMonitoring' },
  play: async ({ canvasElement, step }) => {
    await step('The credit score scene is drawn, silent and in proportion', async () => {
      await drawn(canvasElement, 'creditScore');
    });
    await step('A score gauge shows on the screen', async () => {
      await expect(canvasElement.querySelector('svg.lucide-gauge')).not.toBeNull();
    });
  },
};

/** Its icon on the screen and beside the phone (car insurance). */
export const AnyProduct: Story = {
  name: 'Any product',
  args: { product: 'carInsurance' },
  play: async ({ canvasElement, step }) => {
    await step('The product scene is drawn, silent and in proportion', async () => {
      await drawn(canvasElement, 'product');
    });
    await step('The car insurance icon shows on the screen and beside the phone', async () => {
      await expect(canvasElement.querySelectorAll('svg.lucide-car')).toHaveLength(2);
    });
  },
};
