import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PreFooter, preFooterId } from './PreFooter';
import { inEachMode, responsiveModes, spanishModes } from '../../internal/storybook/modes';

const preFooterTitle = 'Start your #Beem journey for free!';

const meta = {
  title: 'Beem components/PreFooter',
  component: PreFooter,
  tags: ['stable', 'client'],
  // A sample install link: an app passes its own.
  args: { appHref: 'https://trybeem.app.link/install' },
  parameters: { frame: 'bleed', modes: { ...responsiveModes, ...spanishModes } },
} satisfies Meta<typeof PreFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

const imageSize = (canvasElement: HTMLElement) => {
  const image = canvasElement.querySelector('img');
  if (!image) throw new Error('no pre-footer image');
  const box = image.getBoundingClientRect();
  return [Math.round(box.width), Math.round(box.height)];
};

/**
 * On a phone, "Download the app" under a 350 × 200 image; on a desktop, web-app and app buttons
 * beside a 500 × 295 one.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await inEachMode({
      mobile: async () => {
        await expect(canvas.getByRole('link', { name: 'Download the app' })).toHaveAttribute(
          'href',
          args.appHref,
        );
        await expect(canvas.queryByRole('link', { name: 'Get started on the web' })).toBeNull();
        await expect(imageSize(canvasElement)).toEqual([350, 200]);
      },
      desktop: async () => {
        await expect(canvas.getByRole('link', { name: 'Get started on the web' })).toHaveAttribute(
          'href',
          'https://app.trybeem.com/d/auth/verify',
        );
        await expect(canvas.getByRole('link', { name: 'Get the app' })).toBeVisible();
        await expect(canvas.queryByRole('link', { name: 'Download the app' })).toBeNull();
        await expect(imageSize(canvasElement)).toEqual([500, 295]);
      },
    });
    await expect(canvas.getByRole('heading', { level: 2, name: preFooterTitle })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: preFooterTitle })).toHaveAttribute(
      'id',
      preFooterId,
    );
  },
};

/** Get Started can move focus to the pre-footer. */
export const Focusable: Story = {
  name: 'Focus target',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: preFooterTitle });
    region.focus();
    await expect(region).toHaveFocus();
    await expect(await canvas.findByRole('region', { name: preFooterTitle })).toHaveAttribute(
      'tabindex',
      '-1',
    );
  },
};
