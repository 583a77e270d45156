import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { MemoryStorage } from '../../testing/memoryStorage';
import { offerLanguage, rememberLanguageChoice } from '../languageChoice';
import { LanguageOffer } from './LanguageOffer';

const meta = {
  title: 'Site/Language offer',
  component: LanguageOffer,
  tags: ['beta'],
  // An English page with a Spanish version, as the site renders it on /pricing.
  args: { locale: 'es-US', href: '/es/pricing', pageLocale: 'en-US' },
  parameters: {
    frame: 'padded',
    // The offer floats over the foot of the window, outside the story's own box.
    screenshot: { target: 'page' },
    // The library's responsive modes, spelled out: the site reaches the library through its
    // public entry only.
    modes: { mobile: { viewport: 'mobile' }, desktop: { viewport: 'desktop' } },
  },
} satisfies Meta<typeof LanguageOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor who chose Spanish before opens an English page: the page offers its Spanish version
 * at the foot of the screen, in Spanish, and leaves focus where it was.
 */
export const Offered: Story = {
  // The offer is written in the language it offers, whatever the toolbar's: Spanish here.
  tags: ['played', 'one-language'],
  play: async ({ canvas, canvasElement, step }) => {
    const page = canvasElement.ownerDocument;
    page.documentElement.lang = 'en';
    await step('The offer appears in Spanish and leaves focus where it was', async () => {
      offerLanguage(page, new MemoryStorage({ language: 'es-US' }));
      const offer = canvas.getByRole('region', { name: 'Esta página también está en español.' });
      await expect(offer).toBeVisible();
      await expect(offer).toHaveAttribute('lang', 'es');
      await expect(page.activeElement).toBe(page.body);
    });
    await step('Tab reaches the link to the same page in Spanish', async () => {
      await userEvent.tab();
      const link = canvas.getByRole('link', { name: 'Ver en español' });
      await expect(link).toHaveFocus();
      await expect(link).toHaveAttribute('href', '/es/pricing');
      await expect(link).toHaveAttribute('hreflang', 'es-US');
    });
  },
};

/** "No, gracias" by keyboard closes the offer and keeps the page's language as the choice. */
export const TurnedDown: Story = {
  name: 'Turned down',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // The offer is written in the language it offers, whatever the toolbar's: Spanish here.
  tags: ['played', 'one-language'],
  play: async ({ canvas, canvasElement, step }) => {
    const page = canvasElement.ownerDocument;
    page.documentElement.lang = 'en';
    const storage = new MemoryStorage({ language: 'es-US' });
    const stop = rememberLanguageChoice(page, storage);
    try {
      await step('The offer appears; Tab twice reaches No, gracias', async () => {
        offerLanguage(page, storage);
        await userEvent.tab();
        await userEvent.tab();
        await expect(canvas.getByRole('button', { name: 'No, gracias' })).toHaveFocus();
      });
      await step('Enter closes the offer and keeps English as the choice', async () => {
        await userEvent.keyboard('{Enter}');
        await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
        await expect(storage.getItem('language')).toBe('en-US');
      });
      await step('Turned down, the offer does not come back', async () => {
        offerLanguage(page, storage);
        await expect(canvas.queryByRole('region')).toBeNull();
      });
    } finally {
      stop();
    }
  },
};

/** Choosing the other language by its link is remembered, whatever the page it starts from. */
export const ChoiceRemembered: Story = {
  name: 'Choice remembered',
  // The offer is written in the language it offers, whatever the toolbar's: Spanish here.
  tags: ['played', 'one-language'],
  play: async ({ canvas, canvasElement, step }) => {
    const page = canvasElement.ownerDocument;
    page.documentElement.lang = 'en';
    const storage = new MemoryStorage();
    const stop = rememberLanguageChoice(page, storage);
    // The story stays on its page: the link is followed only as far as the click.
    const stay = (event: Event) => {
      event.preventDefault();
    };
    canvasElement.addEventListener('click', stay);
    try {
      await step('With no language chosen before, no offer shows', async () => {
        offerLanguage(page, storage);
        await expect(canvas.queryByRole('region')).toBeNull();
      });
      await step('Following the Ver en español link remembers Spanish as the choice', async () => {
        const offer = canvasElement.querySelector<HTMLElement>('[popover]');
        offer?.showPopover();
        await userEvent.click(canvas.getByRole('link', { name: 'Ver en español' }));
        await expect(storage.getItem('language')).toBe('es-US');
      });
    } finally {
      canvasElement.removeEventListener('click', stay);
      stop();
    }
  },
};
