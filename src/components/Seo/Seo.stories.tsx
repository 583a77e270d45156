import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sampleOrganization, sampleSite } from './fixtures';
import { Seo } from './Seo';
import { SeoPreview } from './SeoPreview';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Plus plan': 'Plan Plus',
  'Everything in Basic, plus more.': 'Todo lo de Basic, y más.',
});

const meta = {
  title: 'Beem components/Seo',
  component: Seo,
  tags: ['beta', 'server'],
  args: {
    site: sampleSite,
    path: '/pricing/plus',
    title: 'Plus plan',
    description: 'Everything in Basic, plus more.',
  },
  parameters: { storyText: t },
  // Seo draws nothing in the page, only in <head>: the preview below it shows how the head
  // reads in search results and sharing cards. It is a decorator, so Show code is Seo alone.
  decorators: [
    (Story, { args }) => (
      <>
        <Story />
        <SeoPreview {...args} />
      </>
    ),
  ],
} satisfies Meta<typeof Seo>;

export default meta;
type Story = StoryObj<typeof meta>;

const head = (selector: string) => document.head.querySelector(selector);

/** A page: title, description, canonical, robots and 1300 × 750 sharing cards in <head>. */
export const PageHead: Story = {
  name: 'Page head',
  play: async ({ canvas, globals, step }) => {
    await step('The page title, description and canonical address are set', async () => {
      await waitFor(() => expect(document.title).toBe(`${t('Plus plan')} | Beem`));
      await expect(head('meta[name="description"]')).toHaveAttribute(
        'content',
        t('Everything in Basic, plus more.'),
      );
      await expect(head('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'https://www.trybeem.com/pricing/plus',
      );
    });
    await step('Search engines are told not to index a story', async () => {
      // Stories run outside production: robots are told not to index.
      await expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    });
    await step('The sharing card has its image size, locale and large-image layout', async () => {
      await expect(head('meta[property="og:image:width"]')).toHaveAttribute('content', '1300');
      await expect(head('meta[property="og:image:height"]')).toHaveAttribute('content', '750');
      await expect(head('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
      await expect(head('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
    });
    await step('There is one title, and the search result preview shows it', async () => {
      const ours = Array.from(document.querySelectorAll('title')).filter(
        (title) => title.textContent === `${t('Plus plan')} | Beem`,
      );
      await expect(ours).toHaveLength(1);
      await expect(
        await canvas.findByRole('region', { name: msg({ globals }, 'seo.searchResult') }),
      ).toHaveTextContent(`https://www.trybeem.com/pricing/plus${t('Plus plan')} | Beem`);
    });
  },
};

/**
 * On the home page, canonical is the site root, with Organization structured data holding only the
 * facts given.
 */
export const HomeWithOrganization: Story = {
  name: 'Home, Organization',
  tags: ['test-only', '!autodocs'],
  args: { path: '/', title: undefined, description: undefined, organization: sampleOrganization },
  play: async ({ canvas, canvasElement, globals, step }) => {
    await step('The canonical address is the site root', async () => {
      await waitFor(() =>
        expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.trybeem.com/'),
      );
    });
    await step('The organization data holds only the facts given', async () => {
      const script = canvasElement.querySelector('script[type="application/ld+json"]');
      const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
      await expect(data['@type']).toBe('Organization');
      // A fact not given (here the legal name, the founder, the phone, the handle) is left out.
      await expect(data).toMatchObject({ name: 'Beem', url: 'https://www.trybeem.com' });
      await expect(data).not.toHaveProperty('legalName');
      await expect(data).not.toHaveProperty('founder');
      await expect(data.contactPoint).not.toHaveProperty('telephone');
      await expect(head('meta[name="twitter:site"]')).toBeNull();
    });
    await step('The sharing card preview gives the image size', async () => {
      await expect(
        await canvas.findByRole('region', { name: msg({ globals }, 'seo.sharingCard') }),
      ).toHaveTextContent(msg({ globals }, 'seo.image', { width: 1300, height: 750 }));
    });
  },
};
