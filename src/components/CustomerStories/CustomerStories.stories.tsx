import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CustomerStories } from './CustomerStories';
import { responsiveModes } from '../../internal/storybook/modes';

const meta = {
  title: 'Sections/CustomerStories',
  component: CustomerStories,
  tags: ['beta'],
  // Sample testimonials; story images come from Storybook's static folder.
  args: { imageHost: '' },
  parameters: { frame: 'bleed', modes: responsiveModes },
} satisfies Meta<typeof CustomerStories>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeSection: Story = {
  name: 'Home page section: heading, lead and the carousel of sample stories',
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Students love Beem' });
    await expect(within(section).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(within(section).getAllByRole('group')).toHaveLength(6);
    await expect(
      await within(section).findByRole('region', { name: 'What students say' }),
    ).toHaveAttribute('aria-roledescription', 'carousel');
  },
};

export const PageHeading: Story = {
  name: 'On /customer-stories: the title is the page heading',
  args: { headingLevel: 1 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Students love Beem' }),
    ).toBeVisible();
  },
};
