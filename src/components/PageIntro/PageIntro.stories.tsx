import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageBody, PageIntro } from './PageIntro';

const meta = {
  title: 'Beem components/PageIntro',
  component: PageIntro,
  subcomponents: { PageBody },
  tags: ['stable', 'server'],
  args: {
    eyebrow: 'Membership',
    title: 'Simple plans, cancel anytime',
    lead: 'Every plan includes credit score tracking and student deals.',
  },
  parameters: { frame: 'bleed' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof PageIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A label, the page heading and a lead. */
export const WithLead: Story = {
  name: 'With lead',
  play: async ({ canvas, step }) => {
    await step('The label, the lead and the page heading show', async () => {
      await expect(canvas.getByText('Membership')).toBeVisible();
      await expect(canvas.getByText(/credit score tracking/)).toBeVisible();
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Simple plans, cancel anytime' }),
      ).toBeVisible();
    });
  },
};

/** On a desktop, the heading only, with the content column below. */
export const WithBodyOnDesktop: Story = {
  name: 'Heading only, desktop',
  args: { eyebrow: undefined, lead: undefined },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <>
      <PageIntro {...args} />
      <PageBody>
        <p>Page content sits in the same column as the heading.</p>
      </PageBody>
    </>
  ),
  play: async ({ canvas, step }) => {
    const heading = await canvas.findByRole('heading', { level: 1 });
    const text = canvas.getByText(/Page content/);
    await step('The page content lines up with the heading', async () => {
      await expect(text.getBoundingClientRect().left).toBe(heading.getBoundingClientRect().left);
    });
  },
};
