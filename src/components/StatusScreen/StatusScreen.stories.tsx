import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { StatusScreen, statusScreenTones } from './StatusScreen';

const meta = {
  title: 'Components/Feedback/StatusScreen',
  component: StatusScreen,
  tags: ['stable', 'server'],
  args: {
    tone: 'error',
    title: 'Something needs your attention',
    children: 'The shared layout of the error and blocked-account screens.',
    action: <Button onClick={fn()}>Continue</Button>,
  },
  argTypes: { tone: { control: 'inline-radio', options: statusScreenTones } },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Red badge, heading, message and one action. */
export const ErrorTone: Story = {
  name: 'Error tone',
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Something needs your attention' });
    await expect(region).toContainElement(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Something needs your attention' }),
    ).toBeVisible();
  },
};

/** The blocked tone, as a second-level heading. */
export const BlockedTone: Story = {
  name: 'Blocked tone',
  args: { tone: 'blocked', headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Something needs your attention' }),
    ).toBeVisible();
  },
};
