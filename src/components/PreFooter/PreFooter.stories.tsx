import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PreFooter, preFooterId } from './PreFooter';
import { inEachMode, responsiveModes, spanishModes } from '../../internal/storybook/modes';
import { msg, type StoryGlobals } from '../../internal/storybook/messages';

/** The section's title as the story shows it, in the toolbar's locale. */
const preFooterTitle = (context: StoryGlobals) =>
  msg(context, 'preFooter.title', { brand: 'Beem' });

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
  play: async ({ canvas, canvasElement, args, globals, step }) => {
    await step(
      'A phone offers the app download; a desktop offers the web app and the app',
      async () => {
        await inEachMode({
          mobile: async () => {
            await expect(
              canvas.getByRole('link', { name: msg({ globals }, 'preFooter.download') }),
            ).toHaveAttribute('href', args.appHref);
            await expect(
              canvas.queryByRole('link', { name: msg({ globals }, 'preFooter.web') }),
            ).toBeNull();
            await expect(imageSize(canvasElement)).toEqual([350, 200]);
          },
          desktop: async () => {
            await expect(
              canvas.getByRole('link', { name: msg({ globals }, 'preFooter.web') }),
            ).toHaveAttribute('href', 'https://app.trybeem.com/d/auth/verify');
            await expect(
              canvas.getByRole('link', { name: msg({ globals }, 'preFooter.getApp') }),
            ).toBeVisible();
            await expect(
              canvas.queryByRole('link', { name: msg({ globals }, 'preFooter.download') }),
            ).toBeNull();
            await expect(imageSize(canvasElement)).toEqual([500, 295]);
          },
        });
      },
    );
    await step('The section is named by its heading and can be linked to', async () => {
      await expect(
        canvas.getByRole('heading', { level: 2, name: preFooterTitle({ globals }) }),
      ).toBeVisible();
      await expect(
        await canvas.findByRole('region', { name: preFooterTitle({ globals }) }),
      ).toHaveAttribute('id', preFooterId);
    });
  },
};

/** Get Started can move focus to the pre-footer. */
export const Focusable: Story = {
  name: 'Focus target',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, globals, step }) => {
    const region = canvas.getByRole('region', { name: preFooterTitle({ globals }) });
    await step(
      'A link to the section moves focus to it, without adding it to the Tab order',
      async () => {
        region.focus();
        await expect(region).toHaveFocus();
        await expect(
          await canvas.findByRole('region', { name: preFooterTitle({ globals }) }),
        ).toHaveAttribute('tabindex', '-1');
      },
    );
  },
};
