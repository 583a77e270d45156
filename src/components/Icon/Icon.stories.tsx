import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import { Icon } from './Icon';
import * as openSet from './icons';
import {
  AlertIcon,
  ArrowLeftIcon,
  ArrowRightIcon,
  BlockedIcon,
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  ExternalIcon,
  MenuIcon,
  MinusIcon,
} from './icons';

/** The glyphs the library's own components draw: arrows, the menu, close, ticks, alerts. */
const interfaceGlyphs = [
  ArrowLeftIcon,
  ArrowRightIcon,
  ChevronDownIcon,
  CloseIcon,
  CheckIcon,
  MinusIcon,
  MenuIcon,
  AlertIcon,
  BlockedIcon,
  ExternalIcon,
];

const meta = {
  title: 'Components/Media/Icon',
  component: Icon,
  tags: ['stable', 'server'],
  args: { icon: MenuIcon },
  // The control lists the open set by the names an app imports; Storybook maps a name to its glyph.
  argTypes: { icon: { control: 'select', options: Object.keys(openSet), mapping: openSet } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The icons the components draw, decorative, in the text colour. */
export const All: Story = {
  name: 'All icons',
  tags: ['matrix'],
  render: () => (
    <Box display="flex" gap="6" fontSize="xl" color="brand">
      {interfaceGlyphs.map((glyph) => (
        <Icon key={glyph.name} icon={glyph} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement, step }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await step('Every icon is drawn, once each', async () => {
      await expect(icons).toHaveLength(interfaceGlyphs.length);
    });
    await step('Each icon is decorative, hidden from screen readers, and 20 px wide', async () => {
      for (const icon of icons) {
        await expect(icon).toHaveAttribute('aria-hidden', 'true');
        await expect(icon.getBoundingClientRect().width).toBe(20);
      }
    });
  },
};

/** Every glyph of the open set, each beside the name it is imported by. */
export const OpenSet: Story = {
  name: 'Open set',
  tags: ['matrix'],
  render: () => (
    <Box
      as="ul"
      display="grid"
      gap="4"
      padding="0"
      margin="0"
      style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' }}
    >
      {Object.entries(openSet).map(([name, glyph]) => (
        <Box as="li" key={name} display="flex" alignItems="center" gap="3">
          <Box display="flex" fontSize="xl" color="brand">
            <Icon icon={glyph} />
          </Box>
          <code>{name}</code>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas, canvasElement, step }) => {
    const names = Object.keys(openSet);
    await step('Every glyph of the set is listed by its name, in order', async () => {
      await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(names);
    });
    await step('Each glyph is decorative, hidden from screen readers', async () => {
      await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(
        names.length,
      );
    });
    await step('The name MoreIcon shows beside its glyph', async () => {
      await expect(canvas.getByText('MoreIcon')).toBeVisible();
    });
  },
};
