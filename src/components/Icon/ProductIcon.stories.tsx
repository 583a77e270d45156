import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import { ProductIcon } from './ProductIcon';
import { productIconNames } from './productIcons';

const meta = {
  title: 'Components/Media/ProductIcon',
  component: ProductIcon,
  tags: ['stable', 'server'],
  args: { name: 'instantCash', size: 1.25 },
  argTypes: { name: { control: 'select', options: productIconNames } },
} satisfies Meta<typeof ProductIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every product icon on its tile, with the product it stands for. */
export const Products: Story = {
  render: ({ size }) => (
    <Box as="ul" display="grid" gap="4" padding="0" margin="0">
      {productIconNames.map((name) => (
        // Each row is named by the product's key, which a developer passes as `name`.
        <Box as="li" key={name} display="flex" alignItems="center" gap="3" translate="no">
          <Box
            display="flex"
            alignItems="center"
            justifyContent="center"
            padding="2"
            borderRadius="md"
            background="brandSubtle"
            color="brand"
          >
            <ProductIcon name={name} size={size} />
          </Box>
          {name}
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas, canvasElement, step }) => {
    await step('Every product has a row', async () => {
      await expect(canvas.getAllByRole('listitem')).toHaveLength(productIconNames.length);
    });
    const icons = canvasElement.querySelectorAll('svg');
    await step(
      'Each row has one icon, hidden from screen readers and drawn in the text colour',
      async () => {
        await expect(icons).toHaveLength(productIconNames.length);
        for (const icon of icons) {
          await expect(icon).toHaveAttribute('aria-hidden', 'true');
          await expect(icon).toHaveAttribute('stroke', 'currentColor');
        }
      },
    );
    await step('The Instant Cash row shows its name, instantCash', async () => {
      await expect(await canvas.findByText('instantCash')).toBeVisible();
    });
  },
};
