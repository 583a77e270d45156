import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import { Icon, iconNames } from './Icon';

const meta = {
  title: 'Components/Media/Icon',
  component: Icon,
  tags: ['stable', 'server'],
  args: { name: 'menu' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon, decorative, in the text colour. */
export const All: Story = {
  name: 'All icons',
  tags: ['matrix'],
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
