import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorScreen, type ExitNavigation } from './ErrorScreen';
import { spanishModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Payment not processed': 'No se procesó el pago',
  'Your bank did not answer in time. Nothing was charged.':
    'Tu banco no respondió a tiempo. No se cobró nada.',
});

const navigation = (canGoBack: boolean): ExitNavigation => ({
  canGoBack: () => canGoBack,
  back: fn().mockName('back'),
  goTo: fn().mockName('goTo'),
});

const meta = {
  title: 'Components/Feedback/ErrorScreen',
  component: ErrorScreen,
  tags: ['stable', 'client'],
  args: { homeUrl: 'https://www.trybeem.com/' },
  parameters: { modes: spanishModes, storyText: t },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Oops!" and "We are facing some technical issues"; Go Back goes back. */
export const Defaults: Story = {
  args: { navigation: navigation(true) },
  tags: ['played'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    await step('The page says something went wrong', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: msg({ globals }, 'errorScreen.title') }),
      ).toBeVisible();
      await expect(canvas.getByText(msg({ globals }, 'errorScreen.message'))).toBeVisible();
    });
    await step('Go Back goes back one page', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: msg({ globals }, 'errorScreen.back') }),
      );
      await expect(args.navigation?.back).toHaveBeenCalledTimes(1);
      await expect(args.navigation?.goTo).not.toHaveBeenCalled();
    });
    await step('Go Back is still shown', async () => {
      await expect(
        await canvas.findByRole('button', { name: msg({ globals }, 'errorScreen.back') }),
      ).toBeVisible();
    });
  },
};

/** Custom title and message. */
export const CustomCopy: Story = {
  name: 'Custom copy',
  args: {
    navigation: navigation(true),
    title: 'Payment not processed',
    message: 'Your bank did not answer in time. Nothing was charged.',
  },
  play: async ({ canvas, globals, step }) => {
    await step('The custom message replaces the default words', async () => {
      await expect(canvas.queryByText(msg({ globals }, 'errorScreen.title'))).toBeNull();
      await expect(
        canvas.getByText(t('Your bank did not answer in time. Nothing was charged.')),
      ).toBeVisible();
    });
    await step('The heading reads Payment not processed', async () => {
      await expect(
        await canvas.findByRole('heading', { name: t('Payment not processed') }),
      ).toBeVisible();
    });
  },
};

/** With redirect to home, Go Back opens the website home. */
export const RedirectToHome: Story = {
  name: 'Redirect to home',
  tags: ['test-only', '!autodocs'],
  args: { navigation: navigation(true), redirectToHome: true },
  play: async ({ canvas, userEvent, args, globals, step }) => {
    await step('Go Back opens the website’s home page, not the previous page', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: msg({ globals }, 'errorScreen.back') }),
      );
      await expect(args.navigation?.goTo).toHaveBeenCalledWith('https://www.trybeem.com/');
      await expect(args.navigation?.back).not.toHaveBeenCalled();
    });
    await step('Go Back is still shown', async () => {
      await expect(
        await canvas.findByRole('button', { name: msg({ globals }, 'errorScreen.back') }),
      ).toBeVisible();
    });
  },
};

/** First page in the tab: Go Back opens the website home. */
export const NoHistory: Story = {
  name: 'No history',
  tags: ['test-only', '!autodocs'],
  args: { navigation: navigation(false) },
  play: async ({ canvas, userEvent, args, globals, step }) => {
    await step(
      'Enter on Go Back opens the website’s home page, with no page to go back to',
      async () => {
        canvas.getByRole('button', { name: msg({ globals }, 'errorScreen.back') }).focus();
        await userEvent.keyboard('{Enter}');
        await expect(args.navigation?.goTo).toHaveBeenCalledWith('https://www.trybeem.com/');
        await expect(args.navigation?.back).not.toHaveBeenCalled();
      },
    );
    await step('Go Back keeps focus', async () => {
      await expect(
        await canvas.findByRole('button', { name: msg({ globals }, 'errorScreen.back') }),
      ).toHaveFocus();
    });
  },
};

/** Markup in the title and message is shown as text, never run. */
export const HostileMessage: Story = {
  name: 'Hostile message',
  tags: ['test-only', '!autodocs'],
  args: {
    navigation: navigation(true),
    title: '<script>alert(1)</script>',
    message: '<img src=x onerror=alert(1)>',
  },
  play: async ({ canvasElement, canvas, step }) => {
    await step('Nothing in the message runs or loads', async () => {
      await expect(canvasElement.querySelector('img, script')).toBeNull();
    });
    await step('The title and message show their markup as plain text', async () => {
      await expect(canvas.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
      await expect(
        await canvas.findByRole('heading', { name: '<script>alert(1)</script>' }),
      ).toBeVisible();
    });
  },
};

/** On a 375px phone. */
export const Mobile: Story = {
  name: 'Phone',
  args: { navigation: navigation(true) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, globals, step }) => {
    const button = await canvas.findByRole('button', {
      name: msg({ globals }, 'errorScreen.back'),
    });
    await step('Go Back fits inside the phone’s width', async () => {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    });
  },
};
