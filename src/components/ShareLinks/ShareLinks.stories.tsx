import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShareLinks } from './ShareLinks';
import { spanishModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const message = 'I get instant cash with Beem. Try it: https://trybeem.com/?ref=maya&src=wa';

const t = storyText({
  [message]: 'Recibo efectivo al instante con Beem. Pruébalo: https://trybeem.com/?ref=maya&src=wa',
});

const meta = {
  title: 'Beem components/ShareLinks',
  component: ShareLinks,
  tags: ['stable', 'client'],
  args: {
    message,
    // Sample profile links: an app passes its own.
    social: [
      { network: 'facebook', url: 'https://www.facebook.com/trybeem' },
      { network: 'twitter', url: 'https://twitter.com/trybeem' },
      { network: 'linkedin', url: 'https://www.linkedin.com/company/trybeem' },
      { network: 'youtube', url: 'https://www.youtube.com/@trybeem' },
      { network: 'instagram', url: 'https://www.instagram.com/trybeem' },
    ],
  },
  parameters: { modes: spanishModes, storyText: t },
} satisfies Meta<typeof ShareLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** WhatsApp share with the encoded message, then the social profiles. */
export const Default: Story = {
  play: async ({ canvas, globals, step }) => {
    const list = canvas.getByRole('list', { name: msg({ globals }, 'share.label') });
    await step('The WhatsApp link shares the message', async () => {
      const whatsapp = within(list).getByRole('link', {
        name: msg({ globals }, 'share.whatsapp'),
      });
      await expect(whatsapp).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\/wa\.me\/\?text=/),
      );
      const href = whatsapp.getAttribute('href') ?? '';
      // The story's message, in the language the story is drawn in.
      await expect(new URL(href).searchParams.get('text')).toBe(t(message));
    });
    await step('No link opens in a new tab', async () => {
      // Leaving a post loses nothing, so no link takes the choice of tab from the visitor.
      for (const link of within(list).getAllByRole('link')) {
        await expect(link).not.toHaveAttribute('target');
      }
    });
    await step("The Instagram link goes to Beem's profile", async () => {
      await expect(
        await within(list).findByRole('link', {
          name: msg({ globals }, 'social.profile', { brand: 'Beem', network: 'Instagram' }),
        }),
      ).toHaveAttribute('href', 'https://www.instagram.com/trybeem');
    });
  },
};
