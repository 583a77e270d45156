import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Image } from './Image';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Drawing of a student, head and shoulders': 'Dibujo de la cabeza y los hombros de un estudiante',
  'Drawing of another student': 'Dibujo de otro estudiante',
});

// Stories serve their images from Storybook's own static folder: no image host is reachable.
const meta = {
  title: 'Components/Media/Image',
  component: Image,
  tags: ['stable', 'client'],
  args: {
    src: '/stories/maya.svg',
    alt: 'Drawing of a student, head and shoulders',
    width: 320,
    height: 320,
    host: '',
  },
  parameters: { storyText: t },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const loaded = async (canvas: Canvas, name: string | RegExp) => {
  const image = await canvas.findByRole<HTMLImageElement>('img', { name });
  await waitFor(() => expect(image).toHaveLoadedImage());
  return image;
};

/** Sized box, lazy and async, srcset from the small sizes. */
export const Default: Story = {
  play: async ({ canvas, step }) => {
    let image!: HTMLImageElement;
    await step('The drawing loads in a box of its own size, lazily', async () => {
      image = await loaded(canvas, t('Drawing of a student, head and shoulders'));
      await expect(image).toHaveAttribute('width', '320');
      await expect(image).toHaveAttribute('height', '320');
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('decoding', 'async');
    });
    await step('It is fetched at its width, with smaller copies for small screens', async () => {
      await expect(image.getAttribute('src')).toBe(
        '/stories/maya.svg?auto=format&fit=max&w=320&q=75',
      );
      const candidates = image.getAttribute('srcset')?.split(', ') ?? [];
      await expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual([
        '16w',
        '32w',
        '48w',
        '64w',
        '96w',
        '128w',
        '256w',
        '384w',
      ]);
    });
  },
};

/** A large image: srcset from the device sizes, 640 to 3840. */
export const Large: Story = {
  tags: ['test-only', '!autodocs'],
  args: { width: 640, height: 640, sizes: '(max-width: 640px) 100vw, 640px' },
  play: async ({ canvas, step }) => {
    await step(
      'The large drawing loads with copies up to 3840 wide, sized to the screen',
      async () => {
        const image = await loaded(canvas, t('Drawing of a student, head and shoulders'));
        await expect(image.getAttribute('srcset')).toContain('w=3840&q=75 3840w');
        await expect(image).toHaveAttribute('sizes', '(max-width: 640px) 100vw, 640px');
      },
    );
  },
};

/** The above-the-fold image loads eagerly, at high priority. */
export const Priority: Story = {
  tags: ['test-only', '!autodocs'],
  args: { priority: true },
  play: async ({ canvas, step }) => {
    await step('The drawing loads at once, ahead of the rest of the page', async () => {
      const image = await loaded(canvas, t('Drawing of a student, head and shoulders'));
      await expect(image).toHaveAttribute('loading', 'eager');
      await expect(image).toHaveAttribute('fetchpriority', 'high');
    });
  },
};

/** Empty alt, hidden from assistive technology. */
export const Decorative: Story = {
  tags: ['test-only', '!autodocs'],
  args: { alt: undefined, decorative: true, src: '/stories/jordan.svg' },
  play: async ({ canvas, canvasElement, step }) => {
    await step('Screen readers find no image', async () => {
      await expect(canvas.queryByRole('img')).toBeNull();
    });
    const image = canvasElement.querySelector('img');
    await step('The drawing still loads, with empty alt text', async () => {
      await expect(image).toHaveAttribute('alt', '');
      await waitFor(() => expect(image?.naturalWidth).toBeGreaterThan(0));
    });
  },
};

/** A placeholder in the same 320 × 320 box, no layout shift. */
export const Broken: Story = {
  name: 'Broken source',
  args: { src: '/stories/missing.png', alt: 'Drawing of another student' },
  play: async ({ canvas, step }) => {
    await step('The missing image turns into a placeholder', async () => {
      await waitFor(() =>
        expect(canvas.getByRole('img', { name: t('Drawing of another student') }).tagName).toBe(
          'SPAN',
        ),
      );
    });
    const placeholder = await canvas.findByRole('img', { name: t('Drawing of another student') });
    const box = placeholder.getBoundingClientRect();
    await step('The placeholder fills the same 320 × 320 box and shows the alt text', async () => {
      await expect([Math.round(box.width), Math.round(box.height)]).toEqual([320, 320]);
      await expect(placeholder).toHaveTextContent(t('Drawing of another student'));
    });
  },
};
