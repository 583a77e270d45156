import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import { Icon, iconNames } from './Icon';
import { ProductIcon } from './ProductIcon';
import { productIconNames } from './productIcons';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  tags: ['stable'],
  args: { name: 'menu' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon, decorative, in the text colour. */
export const All: Story = {
  name: 'All icons',
  render: () => (
    <Box display="flex" gap="6" fontSize="xl" color="brand">
      {iconNames.map((name) => (
        <Icon key={name} name={name} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(iconNames.length);
    for (const icon of icons) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(icon.getBoundingClientRect().width).toBe(20);
    }
  },
};

/** Every product icon on its tile, with the product it stands for. */
export const Products: Story = {
  name: 'Product icons',
  render: () => (
    <Box as="ul" display="grid" gap="4" padding="0" margin="0">
      {productIconNames.map((name) => (
        <Box as="li" key={name} display="flex" alignItems="center" gap="3">
          <Box
            display="flex"
            alignItems="center"
            justifyContent="center"
            padding="2"
            borderRadius="md"
            background="brandSubtle"
            color="brand"
          >
            <ProductIcon name={name} size={1.25} />
          </Box>
          {name}
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(productIconNames.length);
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(productIconNames.length);
    for (const icon of icons) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(icon).toHaveAttribute('stroke', 'currentColor');
    }
    await expect(await canvas.findByText('instantCash')).toBeVisible();
  },
};
