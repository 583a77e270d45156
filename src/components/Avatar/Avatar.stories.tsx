import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Avatar, avatarDefaults, avatarSizes } from './Avatar';
import { forcedColorsModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

// People's names read the same in Spanish; Taco Tuesday is words, and its initials follow them.
const t = storyText({ '🌮 Taco Tuesday': '🌮 Martes de Tacos', TT: 'MT' });

/** An image address that cannot be decoded: a photo that fails, with no network involved. */
const brokenPhoto = 'data:image/jpeg;base64,AAAA';

const meta = {
  title: 'Components/Media/Avatar',
  component: Avatar,
  tags: ['beta', 'server'],
  args: { name: 'Maya Johnson' },
  argTypes: {
    size: {
      control: 'inline-radio',
      options: avatarSizes,
      table: { defaultValue: { summary: avatarDefaults.size } },
    },
  },
  render: (args) => <Avatar {...args} />,
  parameters: { storyText: t },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A photo, named for screen readers by the person's name. */
export const Photo: Story = {
  args: { src: '/stories/maya.svg', size: 'lg' },
  play: async ({ canvas, step }) => {
    const avatar = canvas.getByRole('img', { name: 'Maya Johnson' });
    await step('The photo shows and is read once, by the person’s name', async () => {
      await expect(avatar).toBeVisible();
      // The photo itself is silent: the avatar says the name once.
      await expect(avatar.querySelector('img')).toBeNull();
      await expect(avatar.lastElementChild).toHaveStyle({
        backgroundImage: `url("${location.origin}/stories/maya.svg")`,
      });
    });
  },
};

/** No photo: the first letters of the first and last names, on a colour picked by the name. */
export const Initials: Story = {
  args: { name: 'Ana María Torres', size: 'lg' },
  play: async ({ canvas, step }) => {
    await step('The initials of the first and last names show', async () => {
      await expect(canvas.getByRole('img', { name: 'Ana María Torres' })).toHaveTextContent('AT');
    });
  },
};

/** A photo that fails to load shows the initials under it, with no script. */
export const BrokenPhoto: Story = {
  name: 'Photo that fails to load',
  args: { name: 'Diego Ramírez', src: brokenPhoto, size: 'lg' },
  parameters: { modes: forcedColorsModes },
  play: async ({ canvas, step }) => {
    await step('The initials show in place of the photo, still named', async () => {
      await expect(canvas.getByText('DR')).toBeVisible();
      await expect(canvas.getByRole('img', { name: 'Diego Ramírez' })).toBeVisible();
    });
  },
};

/** No name either: a generic person glyph, silent to screen readers. */
export const NoName: Story = {
  name: 'No name',
  args: { name: undefined, size: 'lg' },
  play: async ({ canvas, canvasElement, step }) => {
    await step('A generic person shows, silent to screen readers', async () => {
      await expect(canvas.queryByRole('img')).toBeNull();
      await expect(canvasElement.querySelector('svg')).toBeVisible();
    });
  },
};

/** Beside the written name: decorative, so the name is read once. */
export const Decorative: Story = {
  tags: ['matrix'],
  render: () => (
    <Inline space="2" alignY="center">
      <Avatar name="Jordan Lee" decorative />
      <span>Jordan Lee</span>
    </Inline>
  ),
  play: async ({ canvas, step }) => {
    await step('The initials show but are not read, so the name is read once', async () => {
      await expect(canvas.queryByRole('img')).toBeNull();
      await expect(canvas.getByText('JL')).toBeVisible();
    });
  },
};

/** The four sizes, from beside small text to a profile's header, and the same name's colour. */
export const Sizes: Story = {
  tags: ['matrix'],
  parameters: { modes: forcedColorsModes },
  render: () => (
    <Inline space="4" alignY="center">
      {avatarSizes.map((size) => (
        <Avatar key={size} size={size} name={`Priya Patel`} data-size={size} />
      ))}
      <Avatar size="lg" name="Priya Patel" src="/stories/priya.svg" />
    </Inline>
  ),
  play: async ({ canvas, step }) => {
    const avatars = canvas.getAllByRole('img', { name: 'Priya Patel' });
    const widths = avatars.slice(0, 4).map((avatar) => avatar.getBoundingClientRect().width);
    await step('The four sizes are 24, 32, 40 and 64 pixels wide', async () => {
      await expect(widths).toEqual([24, 32, 40, 64]);
    });
  },
};

/** Different names, different colours; the same name always the same one. */
export const Colours: Story = {
  tags: ['matrix'],
  render: () => (
    <Inline space="2">
      {[
        'Maya Johnson',
        'Diego Ramírez',
        'Priya Patel',
        'Jordan Lee',
        'Kim Nguyen',
        'Sam',
        t('🌮 Taco Tuesday'),
      ].map((name) => (
        <Avatar key={name} name={name} />
      ))}
    </Inline>
  ),
  play: async ({ canvas, step }) => {
    await step('An emoji is skipped and a single name gives one letter', async () => {
      // An emoji is not taken for an initial, nor cut in half.
      await expect(canvas.getByRole('img', { name: t('🌮 Taco Tuesday') })).toHaveTextContent(
        new RegExp(`^${t('TT')}$`),
      );
      await expect(canvas.getByRole('img', { name: 'Sam' })).toHaveTextContent(/^S$/);
    });
  },
};
