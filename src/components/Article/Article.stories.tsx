import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Article, MarkdownBody } from './Article';
import hostile, { meta as hostileMeta } from './fixtures/hostile.md';
import legal, { meta as legalMeta } from './fixtures/legal.md';
import post, { meta as postMeta } from './fixtures/sample-post.md';
import { responsiveModes, spanishModes } from '../../internal/storybook/modes';
import { msg, storyLocale } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

// The Markdown bodies' text is matched as the build compiles it: a paragraph's text runs up to a
// link or bold word and keeps the line break where the source wraps.
const t = storyText({
  // The blog post (fixtures/sample-post.md)
  'Build an emergency fund on a student budget':
    'Crea un fondo de emergencia con un presupuesto de estudiante',
  'How to start saving for surprises when money is already tight.':
    'Cómo empezar a ahorrar para los imprevistos cuando el dinero ya está justo.',
  Save: 'Ahorrar',
  'A stack of coins beside a piggy bank': 'Una pila de monedas junto a una alcancía',
  'An emergency fund turns a surprise bill into an inconvenience instead of a crisis. Here is how to\nstart one when money is already tight.':
    'Un fondo de emergencia convierte una factura inesperada en una molestia y no en una crisis. Así puedes empezar uno cuando el dinero ya está justo.',
  'Start with a small target': 'Empieza con una meta pequeña',
  'Aim for ': 'Primero, junta ',
  ' first. It covers most car repairs, a flight home or a laptop fix.':
    '. Alcanza para la mayoría de las reparaciones del carro, un vuelo a casa o arreglar tu laptop.',
  'Automate it': 'Hazlo automático',
  'Move a fixed amount on payday, even $10, so saving happens before spending.':
    'Pasa una cantidad fija el día de pago, aunque sean $10, para ahorrar antes de gastar.',
  'Keep it out of sight': 'Guárdalo donde no lo veas',
  'Use a separate account.': 'Usa una cuenta aparte.',
  'Skip the debit card for it.': 'No le saques tarjeta de débito.',
  'Check the balance once a month, not every day.':
    'Revisa el saldo una vez al mes, no todos los días.',
  'When to use it': 'Cuándo usarlo',
  'Only for true emergencies. A concert ticket is not one; a ':
    'Solo para emergencias de verdad. Un boleto para un concierto no lo es; un ',
  'cash advance': 'adelanto de efectivo',
  '\ncan bridge a short gap without touching your savings.':
    ' puede cubrir un apuro corto sin tocar tus ahorros.',
  // The legal page (fixtures/legal.md)
  'Terms of use': 'Términos de uso',
  'Placeholder text: this document is a structural draft for the legal team to replace.':
    'Texto provisional: este documento es un borrador de estructura que el equipo legal va a reemplazar.',
  'These terms describe the rules for using the app and the website.':
    'Estos términos describen las reglas para usar la app y el sitio web.',
  'Who we are': 'Quiénes somos',
  'Beem is a financial technology company, not a bank.':
    'Beem es una empresa de tecnología financiera, no un banco.',
  'Your account': 'Tu cuenta',
  Eligibility: 'Requisitos',
  'You must be 18 or older and live in the United States.':
    'Debes tener 18 años o más y vivir en los Estados Unidos.',
  'Keeping your account safe': 'Cómo mantener tu cuenta segura',
  'Keep your password and one-time codes to yourself.':
    'No compartas tu contraseña ni tus códigos de un solo uso.',
  'Contact us': 'Contáctanos',
  'Write to ': 'Escribe a ',
  support: 'soporte',
  ' with any question.': ' si tienes alguna pregunta.',
});

/** A heading's text from a Markdown document's meta: each one is a phrase in the table. */
const heading = (text: string) => t(text as Parameters<typeof t>[0]);

const meta = {
  title: 'Beem components/Article',
  component: Article,
  subcomponents: { MarkdownBody },
  tags: ['beta', 'client'],
  parameters: {
    frame: 'bleed',
    modes: { ...responsiveModes, ...spanishModes },
    storyText: t,
  },
  args: {
    title: 'Build an emergency fund on a student budget',
    lead: 'How to start saving for surprises when money is already tight.',
    eyebrow: { label: 'Save', href: '/blog/save/' },
    author: 'Maya Patel',
    date: '2026-03-14',
    readingMinutes: 3,
    headings: postMeta.headings,
    tree: post,
    // Covers are served by the site itself (Storybook serves the same folder).
    cover: {
      src: '/blog/covers/save.svg',
      alt: 'A stack of coins beside a piggy bank',
      width: 1200,
      height: 675,
      host: '',
    },
  },
} satisfies Meta<typeof Article>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Category, byline, cover, and a table of contents beside the text. */
export const BlogPost: Story = {
  name: 'Blog post',
  tags: ['played'],
  play: async ({ canvas, globals, step }) => {
    await step('The title, category, date and byline show', async () => {
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
        t('Build an emergency fund on a student budget'),
      );
      await expect(canvas.getByRole('link', { name: t('Save') })).toHaveAttribute(
        'href',
        '/blog/save/',
      );
      await expect(
        canvas.getByText(
          new Intl.DateTimeFormat(storyLocale({ globals }), {
            dateStyle: 'long',
            timeZone: 'UTC',
          }).format(Date.UTC(2026, 2, 14)),
        ),
      ).toHaveAttribute('datetime', '2026-03-14');
      await expect(
        canvas.getByText(msg({ globals }, 'article.by', { author: 'Maya Patel' })),
      ).toBeVisible();
    });
    const toc = canvas.getByRole('navigation', { name: msg({ globals }, 'article.onThisPage') });
    const entries = within(toc).getAllByRole('link');
    await step('The contents list every section and each entry leads to its heading', async () => {
      await expect(entries.map((link) => link.textContent)).toEqual(
        postMeta.headings.map(({ text }) => heading(text)),
      );
      // Every entry points at a heading that exists, reachable by keyboard in reading order.
      for (const entry of entries) {
        const id = (entry.getAttribute('href') ?? '').slice(1);
        await expect(canvas.getByRole('heading', { name: entry.textContent })).toHaveAttribute(
          'id',
          id,
        );
      }
    });
    await step('Tab reaches the category, then the first contents entry', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: t('Save') })).toHaveFocus();
      await userEvent.tab();
      await expect(entries[0]).toHaveFocus();
    });
    await step('The text links to the cash advance page', async () => {
      await expect(await canvas.findByRole('link', { name: t('cash advance') })).toHaveAttribute(
        'href',
        '/get-instant-cash-advance',
      );
    });
  },
};

/** A legal page on a phone: placeholder notice, updated date, contents above the text. */
export const LegalPageOnPhone: Story = {
  name: 'Legal page, phone',
  args: {
    title: 'Terms of use',
    lead: undefined,
    eyebrow: undefined,
    author: undefined,
    readingMinutes: undefined,
    cover: undefined,
    date: legalMeta.frontMatter.updated as string,
    dateLabel: 'Last updated',
    notice: 'Placeholder text: this document is a structural draft for the legal team to replace.',
    headings: legalMeta.headings,
    tree: legal,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, globals, step }) => {
    await step('The placeholder notice and the last-updated date show', async () => {
      await expect(canvas.getByRole('note')).toHaveTextContent(
        t('Placeholder text: this document is a structural draft for the legal team to replace.'),
      );
      const updated = msg({ globals }, 'article.updated');
      await expect(canvas.getByText(new RegExp(`^${updated}`))).toHaveTextContent(
        `${updated} ${new Intl.DateTimeFormat(storyLocale({ globals }), {
          dateStyle: 'long',
          timeZone: 'UTC',
        }).format(Date.UTC(2026, 9, 1))}`,
      );
    });
    await step('On a phone the contents come before the text', async () => {
      const toc = canvas.getByRole('navigation', {
        name: msg({ globals }, 'article.onThisPage'),
      });
      // The contents come before the text on a phone.
      const firstSection = canvas.getByRole('heading', { level: 2, name: t('Who we are') });
      await expect(toc).toPrecede(firstSection);
    });
    await step('The support link opens an email to support', async () => {
      await expect(await canvas.findByRole('link', { name: t('support') })).toHaveAttribute(
        'href',
        'mailto:support@trybeem.com',
      );
    });
  },
};

/** Raw HTML and script links render as plain words, nothing runs. */
export const HostileMarkdown: Story = {
  tags: ['test-only', '!autodocs'],
  args: {
    title: hostileMeta.frontMatter.title as string,
    lead: undefined,
    eyebrow: undefined,
    author: undefined,
    date: undefined,
    readingMinutes: undefined,
    cover: undefined,
    headings: hostileMeta.headings,
    tree: hostile,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, step }) => {
    await step('The title shows its angle brackets as text', async () => {
      // The title is text: its angle brackets show, no element is made from it.
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
        '<img src=x onerror=alert(1)>',
      );
    });
    await step('No image, script or bold is made from the text, and nothing runs', async () => {
      await expect(
        canvasElement.querySelector('article img, article script, article b'),
      ).toBeNull();
      await expect((window as { __hostile?: boolean }).__hostile).toBeUndefined();
      // The script's words are shown as words; nothing between the tags runs.
      await expect(canvas.getByText(/Text before/)).toHaveTextContent(
        'Text before window.__hostile = true text after.',
      );
      await expect(canvas.queryByRole('link', { name: 'A javascript link' })).toBeNull();
    });
    await step('The heading written in bold shows as a plain heading', async () => {
      await expect(
        await canvas.findByRole('heading', { level: 2, name: 'Bold heading' }),
      ).toBeVisible();
    });
  },
};
