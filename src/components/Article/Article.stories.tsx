import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Article, MarkdownBody } from './Article';
import hostile, { meta as hostileMeta } from './fixtures/hostile.md';
import legal, { meta as legalMeta } from './fixtures/legal.md';
import post, { meta as postMeta } from './fixtures/sample-post.md';
import { responsiveModes, spanishModes } from '../../internal/storybook/modes';
import { msg, storyLocale } from '../../internal/storybook/messages';

const meta = {
  title: 'Beem components/Article',
  component: Article,
  subcomponents: { MarkdownBody },
  tags: ['beta', 'client'],
  parameters: { frame: 'bleed', modes: { ...responsiveModes, ...spanishModes } },
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
        'Build an emergency fund on a student budget',
      );
      await expect(canvas.getByRole('link', { name: 'Save' })).toHaveAttribute(
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
        postMeta.headings.map((heading) => heading.text),
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
      await expect(canvas.getByRole('link', { name: 'Save' })).toHaveFocus();
      await userEvent.tab();
      await expect(entries[0]).toHaveFocus();
    });
    await step('The text links to the cash advance page', async () => {
      await expect(await canvas.findByRole('link', { name: 'cash advance' })).toHaveAttribute(
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
      await expect(canvas.getByRole('note')).toHaveTextContent(/^Placeholder text/);
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
      const firstSection = canvas.getByRole('heading', { level: 2, name: 'Who we are' });
      await expect(toc).toPrecede(firstSection);
    });
    await step('The support link opens an email to support', async () => {
      await expect(await canvas.findByRole('link', { name: 'support' })).toHaveAttribute(
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
