import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import {
  forcedColorsModes,
  inEachMode,
  responsiveModes,
  spanishModes,
} from '../../internal/storybook/modes';
import { Pagination, type PaginationProps } from './Pagination';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Blog pages': 'Páginas del blog',
  'Newer posts': 'Publicaciones más recientes',
  'Older posts': 'Publicaciones anteriores',
  'Activity pages': 'Páginas de actividad',
  'Activity, page': 'Actividad, página',
});

const meta = {
  title: 'Components/Navigation/Pagination',
  component: Pagination,
  tags: ['beta', 'client'],
  args: {
    page: 2,
    pageCount: 5,
    href: (page: number) => (page === 1 ? '/blog/' : `/blog/page/${page}/`),
    label: 'Blog pages',
    previousLabel: 'Newer posts',
    nextLabel: 'Older posts',
  },
  parameters: {
    modes: spanishModes,
    frame: 'padded',
    storyText: t,
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A middle page: newer and older links either side of "Page 2 of 5". */
export const Middle: Story = {
  name: 'Middle page',
  // A control with borders and a focus ring: shot in forced colours too.
  parameters: { modes: forcedColorsModes },
  play: async ({ canvas, globals, step }) => {
    const nav = await canvas.findByRole('navigation', { name: t('Blog pages') });
    await step('The blog pages navigation shows', async () => {
      await expect(nav).toBeVisible();
    });
    await step('Newer posts links to the first page', async () => {
      await expect(canvas.getByRole('link', { name: t('Newer posts') })).toHaveAttribute(
        'href',
        '/blog/',
      );
      await expect(canvas.getByRole('link', { name: t('Newer posts') })).toHaveAttribute(
        'rel',
        'prev',
      );
    });
    await step('Older posts links to page 3', async () => {
      await expect(canvas.getByRole('link', { name: t('Older posts') })).toHaveAttribute(
        'href',
        '/blog/page/3/',
      );
      await expect(canvas.getByRole('link', { name: t('Older posts') })).toHaveAttribute(
        'rel',
        'next',
      );
    });
    await step('Page 2 of 5 shows between them', async () => {
      await expect(
        await canvas.findByText(msg({ globals }, 'pagination.position', { page: 2, count: 5 })),
      ).toBeVisible();
    });
  },
};

/** The first page: only the link to older posts. */
export const First: Story = {
  name: 'First page',
  args: { page: 1 },
  play: async ({ canvas, globals, step }) => {
    await step('Only Older posts shows, linking to page 2', async () => {
      await expect(canvas.queryByRole('link', { name: t('Newer posts') })).toBeNull();
      await expect(canvas.getByRole('link', { name: t('Older posts') })).toHaveAttribute(
        'href',
        '/blog/page/2/',
      );
    });
    await step('Page 1 of 5 shows', async () => {
      await expect(
        await canvas.findByText(msg({ globals }, 'pagination.position', { page: 1, count: 5 })),
      ).toBeVisible();
    });
  },
};

/** The last page: only the link to newer posts. */
export const Last: Story = {
  name: 'Last page',
  args: { page: 5 },
  play: async ({ canvas, globals, step }) => {
    await step('Only Newer posts shows, linking to page 4', async () => {
      await expect(canvas.queryByRole('link', { name: t('Older posts') })).toBeNull();
      await expect(canvas.getByRole('link', { name: t('Newer posts') })).toHaveAttribute(
        'href',
        '/blog/page/4/',
      );
    });
    await step('Page 5 of 5 shows', async () => {
      await expect(
        await canvas.findByText(msg({ globals }, 'pagination.position', { page: 5, count: 5 })),
      ).toBeVisible();
    });
  },
};

/** A list that fits one page shows no pagination. */
export const SinglePage: Story = {
  name: 'Single page',
  tags: ['test-only', '!autodocs'],
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement, step }) => {
    await step('Nothing is drawn for a single page', async () => {
      await expect(canvasElement.querySelector('nav')).toBeNull();
      await expect(canvasElement.textContent).toBe('');
    });
  },
};

/** An app's list that holds its page in state: buttons, no addresses. */
function PagedActivity(props: Omit<PaginationProps, 'href'>) {
  const [page, setPage] = useState(props.page);
  return (
    <>
      <p>
        {t('Activity, page')} {page}
      </p>
      <Pagination {...props} page={page} onPageChange={setPage} />
    </>
  );
}

const callbackMeta = {
  args: {
    href: undefined,
    label: 'Activity pages',
    previousLabel: undefined,
    nextLabel: undefined,
  },
  parameters: { modes: { ...responsiveModes, ...forcedColorsModes, ...spanishModes } },
  render: ({ href: _href, ...args }) => <PagedActivity {...args} />,
} satisfies Story;

/** Tabs forward until `target` has focus, as a keyboard user would, and fails if it never does. */
async function tabTo(userEvent: { tab: () => Promise<void> }, target: HTMLElement) {
  for (let stop = 0; stop < 12 && target.ownerDocument.activeElement !== target; stop += 1)
    await userEvent.tab();
  await expect(target).toHaveFocus();
}

/**
 * Buttons, for a list an app pages in place: previous, each page's number (from the phone
 * breakpoint up), next. By keyboard, Enter on "Next page" shows page 3, which says so.
 */
export const Callback: Story = {
  ...callbackMeta,
  name: 'Buttons, by keyboard',
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    const nav = canvas.getByRole('navigation', { name: t('Activity pages') });
    await step('The pages are buttons, not links', async () => {
      await expect(within(nav).queryByRole('link')).toBeNull();
    });
    const next = within(nav).getByRole('button', { name: msg({ globals }, 'pagination.next') });
    await step('Tab to Next page and press Enter: page 3 shows and focus stays', async () => {
      await tabTo(userEvent, next);
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByText(`${t('Activity, page')} 3`)).toBeVisible();
      await expect(next).toHaveFocus();
    });
    await step(
      'A phone shows Page 3 of 5; a desktop marks the page 3 button as current',
      async () => {
        await inEachMode({
          mobile: async () => {
            await expect(
              within(nav).getByText(msg({ globals }, 'pagination.position', { page: 3, count: 5 })),
            ).toBeVisible();
            await expect(
              within(nav).queryByRole('button', {
                name: msg({ globals }, 'pagination.page', { page: 3 }),
              }),
            ).toBeNull();
          },
          desktop: async () => {
            await expect(
              within(nav).getByRole('button', {
                name: msg({ globals }, 'pagination.page', { page: 3 }),
              }),
            ).toHaveAttribute('aria-current', 'page');
            await expect(
              within(nav).getByRole('button', {
                name: msg({ globals }, 'pagination.page', { page: 2 }),
              }),
            ).not.toHaveAttribute('aria-current');
          },
        });
      },
    );
    await step('The new page is announced at every width', async () => {
      // Said, at every width, in the polite live region.
      await expect(
        within(nav).getByText(msg({ globals }, 'pagination.position', { page: 3, count: 5 })),
      ).toHaveAttribute('aria-live', 'polite');
    });
  },
};

/**
 * At the last page "Next page" stays, inert (`aria-disabled`), so the focus of whoever pressed it
 * to get there stays too. Twenty pages: the first, the last and the current one's neighbours.
 */
export const CallbackEnds: Story = {
  ...callbackMeta,
  name: 'Buttons at the ends',
  args: { ...callbackMeta.args, page: 19, pageCount: 20 },
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    const nav = canvas.getByRole('navigation', { name: t('Activity pages') });
    const next = within(nav).getByRole('button', { name: msg({ globals }, 'pagination.next') });
    await step('Tab to Next page and press Enter: the last page shows', async () => {
      await expect(next).not.toHaveAttribute('aria-disabled');
      await tabTo(userEvent, next);
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByText(`${t('Activity, page')} 20`)).toBeVisible();
    });
    await step('Next page stays, unavailable, and keeps focus', async () => {
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await expect(next).toHaveFocus();
    });
    await step('Enter again does nothing, and Previous page is still available', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByText(`${t('Activity, page')} 20`)).toBeVisible();
      await expect(
        within(nav).getByRole('button', { name: msg({ globals }, 'pagination.previous') }),
      ).not.toHaveAttribute('aria-disabled');
    });
    await step(
      'A phone shows Page 20 of 20; a desktop shows the first page, a gap and the last five',
      async () => {
        await inEachMode({
          mobile: async () => {
            await expect(
              within(nav).getByText(
                msg({ globals }, 'pagination.position', { page: 20, count: 20 }),
              ),
            ).toBeVisible();
          },
          desktop: async () => {
            // The gap is drawn, not read: the count of pages is in each button's name.
            await expect([...nav.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
              '1',
              '…',
              '16',
              '17',
              '18',
              '19',
              '20',
            ]);
          },
        });
      },
    );
  },
};

/** The first page: "Previous page" is inert. */
export const CallbackFirst: Story = {
  ...callbackMeta,
  name: 'Buttons on the first page',
  tags: ['test-only', '!autodocs'],
  args: { ...callbackMeta.args, page: 1 },
  parameters: { modes: {} },
  play: async ({ canvas, userEvent, globals, step }) => {
    const previous = canvas.getByRole('button', { name: msg({ globals }, 'pagination.previous') });
    await step('Previous page is unavailable', async () => {
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
    });
    await step('Pressing it leaves the list on page 1', async () => {
      await userEvent.click(previous);
      await expect(await canvas.findByText(`${t('Activity, page')} 1`)).toBeVisible();
    });
  },
};
