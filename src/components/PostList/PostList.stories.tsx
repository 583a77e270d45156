import type { Meta, StoryObj } from '@storybook/react-vite';
import { at } from '../../internal/testing/at';
import { expect, userEvent, within } from 'storybook/test';
import type { PostSummary } from './PostList';
import { CategoryNav, PostList } from './PostList';
import { spanishModes } from '../../internal/storybook/modes';
import { msg, storyLocale } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Build an emergency fund on a student budget':
    'Crea un fondo de emergencia con un presupuesto de estudiante',
  'Practical steps for students, with numbers you can use this week.':
    'Pasos prácticos para estudiantes, con números que puedes usar esta semana.',
  'How to avoid overdraft fees': 'Cómo evitar los cargos por sobregiro',
  'How to split rent and bills with roommates':
    'Cómo dividir la renta y las cuentas con tus compañeros de cuarto',
});

const post = (slug: string, title: string, category: PostSummary['category'], date: string) =>
  ({
    slug,
    href: `/blog/${slug}/`,
    title,
    description: 'Practical steps for students, with numbers you can use this week.',
    category,
    date,
    author: 'Maya Patel',
    image: { src: `/blog/covers/${category}.svg`, alt: '' },
    headings: [],
    readingMinutes: 3,
    links: [],
  }) satisfies PostSummary;

const posts = [
  post(
    'build-an-emergency-fund',
    'Build an emergency fund on a student budget',
    'save',
    '2026-03-14',
  ),
  post('avoid-overdraft-fees', 'How to avoid overdraft fees', 'banking', '2026-02-02'),
  post(
    'split-rent-with-roommates',
    'How to split rent and bills with roommates',
    'transfer-money',
    '2025-11-20',
  ),
];

const meta = {
  title: 'Beem components/PostList',
  component: PostList,
  subcomponents: { CategoryNav },
  tags: ['beta', 'client'],
  args: { posts },
  parameters: {
    modes: spanishModes,
    frame: 'padded',
    storyText: t,
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof PostList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cover, category, linked title, summary, date and reading time. */
export const Cards: Story = {
  name: 'Post cards',
  tags: ['played'],
  play: async ({ canvas, globals, step }) => {
    const items = canvas.getAllByRole('listitem');
    await step('Three cards, each showing its category', async () => {
      await expect(items).toHaveLength(3);
      await expect(
        within(at(items, 0)).getByText(msg({ globals }, 'blog.category', { category: 'save' })),
      ).toBeVisible();
      await expect(
        within(at(items, 2)).getByText(
          msg({ globals }, 'blog.category', { category: 'transferMoney' }),
        ),
      ).toBeVisible();
    });
    await step('Each card shows its date written out in the reader’s language', async () => {
      await expect(
        within(at(items, 1)).getByText(
          new Intl.DateTimeFormat(storyLocale({ globals }), {
            dateStyle: 'long',
            timeZone: 'UTC',
          }).format(Date.UTC(2026, 1, 2)),
        ),
      ).toHaveAttribute('datetime', '2026-02-02');
    });
    await step('Tab reaches the first card’s title, its one link', async () => {
      // One link per card, named by the title alone.
      await expect(within(at(items, 0)).getAllByRole('link')).toHaveLength(1);
      await userEvent.tab();
      await expect(
        await canvas.findByRole('link', {
          name: t('Build an emergency fund on a student budget'),
        }),
      ).toHaveFocus();
    });
  },
};

/** Category links on a phone: the current category is marked and reachable by keyboard. */
export const CategoriesOnPhone: StoryObj<typeof CategoryNav> = {
  name: 'Categories, phone',
  args: { current: 'taxes' },
  render: (args) => <CategoryNav {...args} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['played'],
  play: async ({ canvas, globals, step }) => {
    const nav = canvas.getByRole('navigation', { name: msg({ globals }, 'postList.topics') });
    await step('Twelve topics, with Taxes marked as the current page', async () => {
      await expect(within(nav).getAllByRole('link')).toHaveLength(12);
      await expect(
        within(nav).getByRole('link', {
          name: msg({ globals }, 'blog.category', { category: 'taxes' }),
        }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(
        within(nav).getByRole('link', { name: msg({ globals }, 'postList.all') }),
      ).not.toHaveAttribute('aria-current');
    });
    await step('Tab reaches All posts first', async () => {
      await userEvent.tab();
      await expect(
        within(nav).getByRole('link', { name: msg({ globals }, 'postList.all') }),
      ).toHaveFocus();
    });
    await step('Each topic links to its own page', async () => {
      await expect(
        await within(nav).findByRole('link', {
          name: msg({ globals }, 'blog.category', { category: 'transferMoney' }),
        }),
      ).toHaveAttribute('href', '/blog/transfer-money/');
    });
  },
};

/**
 * A post in another language than the page: an English post on a Spanish page carries its
 * language on its title, summary and link, so a screen reader switches voice for them alone.
 */
export const PostInAnotherLanguage: Story = {
  name: 'Post in another language',
  args: { posts: [{ ...at(posts, 0), lang: 'en' }] },
  // The post is in English in both toolbars: on the Spanish page it is the post in another
  // language this story is about, so its words are kept as they are written.
  tags: ['one-language'],
  parameters: { storyText: storyText({}) },
  play: async ({ canvas, globals, step }) => {
    const link = canvas.getByRole('link', { name: 'Build an emergency fund on a student budget' });
    await step('The link says the post is in English', async () => {
      await expect(link).toHaveAttribute('hreflang', 'en');
    });
    await step('The title and summary are read in English', async () => {
      await expect(canvas.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
      await expect(
        canvas.getByText('Practical steps for students, with numbers you can use this week.'),
      ).toHaveAttribute('lang', 'en');
    });
    await step('The category stays in the page’s language', async () => {
      // The card's own words (category, date) stay in the page's language.
      await expect(
        canvas.getByText(msg({ globals }, 'blog.category', { category: 'save' })),
      ).not.toHaveAttribute('lang');
    });
  },
};

/** Category links under another prefix, as a blog in a second language serves them. */
export const CategoriesUnderAPrefix: StoryObj<typeof CategoryNav> = {
  name: 'Categories under a prefix',
  args: {
    current: 'save',
    href: (category) => (category ? `/es/blog/${category}/` : '/es/blog/'),
  },
  render: (args) => <CategoryNav {...args} />,
  tags: ['played'],
  play: async ({ canvas, globals, step }) => {
    const nav = canvas.getByRole('navigation', { name: msg({ globals }, 'postList.topics') });
    await step('Every topic links under the Spanish blog', async () => {
      await expect(
        within(nav).getByRole('link', { name: msg({ globals }, 'postList.all') }),
      ).toHaveAttribute('href', '/es/blog/');
      await expect(
        within(nav).getByRole('link', {
          name: msg({ globals }, 'blog.category', { category: 'save' }),
        }),
      ).toHaveAttribute('href', '/es/blog/save/');
    });
    await step('Tab twice to reach Save, the current topic', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(
        within(nav).getByRole('link', {
          name: msg({ globals }, 'blog.category', { category: 'save' }),
        }),
      ).toHaveFocus();
      await expect(
        within(nav).getByRole('link', {
          name: msg({ globals }, 'blog.category', { category: 'save' }),
        }),
      ).toHaveAttribute('aria-current', 'page');
    });
  },
};
