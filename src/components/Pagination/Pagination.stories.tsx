import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { forcedColorsModes, spanishModes } from '../../internal/storybook/modes';
import { Pagination } from './Pagination';

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
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A middle page: newer and older links either side of "Page 2 of 5". */
export const Middle: Story = {
  name: 'Middle page',
  // A control with borders and a focus ring: shot in forced colours too.
  parameters: { modes: forcedColorsModes },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Blog pages' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Newer posts' })).toHaveAttribute(
      'href',
      '/blog/',
    );
    await expect(canvas.getByRole('link', { name: 'Newer posts' })).toHaveAttribute('rel', 'prev');
    await expect(canvas.getByRole('link', { name: 'Older posts' })).toHaveAttribute(
      'href',
      '/blog/page/3/',
    );
    await expect(canvas.getByRole('link', { name: 'Older posts' })).toHaveAttribute('rel', 'next');
    await expect(await canvas.findByText('Page 2 of 5')).toBeVisible();
  },
};

/** The first page: only the link to older posts. */
export const First: Story = {
  name: 'First page',
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Newer posts' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Older posts' })).toHaveAttribute(
      'href',
      '/blog/page/2/',
    );
    await expect(await canvas.findByText('Page 1 of 5')).toBeVisible();
  },
};

/** The last page: only the link to newer posts. */
export const Last: Story = {
  name: 'Last page',
  args: { page: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Older posts' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Newer posts' })).toHaveAttribute(
      'href',
      '/blog/page/4/',
    );
    await expect(await canvas.findByText('Page 5 of 5')).toBeVisible();
  },
};

/** A list that fits one page shows no pagination. */
export const SinglePage: Story = {
  name: 'Single page',
  tags: ['test-only', '!autodocs'],
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('nav')).toBeNull();
    await expect(canvasElement.textContent).toBe('');
  },
};
