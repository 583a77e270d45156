import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Loader } from './Loader';
import { spanishModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Hang tight!': '¡Ya casi!',
  'Checking your instant cash offer.': 'Estamos revisando tu oferta de efectivo al instante.',
});

const meta = {
  title: 'Components/Feedback/Loader',
  component: Loader,
  tags: ['stable', 'client'],
  parameters: { modes: spanishModes, storyText: t },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default copy: "Please Wait!" over "We are fetching your details." */
export const Default: Story = {
  play: async ({ canvas, globals, step }) => {
    const status = await canvas.findByRole('status');
    await step('The status announces the default title and subtitle', async () => {
      await expect(status).toHaveTextContent(msg({ globals }, 'loader.title'));
      await expect(status).toHaveTextContent(msg({ globals }, 'loader.subtitle'));
    });
    await step('The animation fills a 320px square above the copy', async () => {
      const box = canvas.getByTestId('loader-animation').getBoundingClientRect();
      await expect([box.width, box.height]).toEqual([320, 320]);
      await expect(await canvas.findByText(msg({ globals }, 'loader.title'))).toBeVisible();
    });
  },
};

/** Custom copy: its own title and subtitle. */
export const CustomCopy: Story = {
  name: 'Custom copy',
  args: { title: 'Hang tight!', subtitle: 'Checking your instant cash offer.' },
  play: async ({ canvas, globals, step }) => {
    await step('The custom title and subtitle replace the default copy', async () => {
      await expect(canvas.queryByText(msg({ globals }, 'loader.title'))).toBeNull();
      await expect(await canvas.findByRole('status')).toHaveTextContent(
        `${t('Hang tight!')}${t('Checking your instant cash offer.')}`,
      );
    });
  },
};

/** Markup in the copy is shown as text, never run. */
export const HostileCopy: Story = {
  name: 'Hostile copy',
  tags: ['test-only', '!autodocs'],
  args: { title: '<img src=x onerror=alert(1)>', subtitle: '<b>bold?</b>' },
  play: async ({ canvasElement, canvas, step }) => {
    await step('The markup in the copy shows as plain text and is never run', async () => {
      await expect(canvasElement.querySelector('img')).toBeNull();
      await expect(canvasElement.querySelector('b')).toBeNull();
      await expect(await canvas.findByText('<img src=x onerror=alert(1)>')).toBeVisible();
    });
  },
};

/** On a narrow 320px phone, the animation box shrinks but stays square. */
export const NarrowScreen: Story = {
  name: 'Narrow phone',
  globals: { viewport: { value: 'mobileSmall', isRotated: false } },
  play: async ({ canvas, step }) => {
    const box = canvas.getByTestId('loader-animation').getBoundingClientRect();
    await step('The animation shrinks to fit the phone and stays square', async () => {
      await expect(box.width).toBeLessThan(320);
      await expect(box.width).toBe(box.height);
      await expect(await canvas.findByRole('status')).toBeVisible();
    });
  },
};
