import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { useErrorCatalogue } from '../../helpers/errors/useErrorCatalogue';
import { ErrorScreen } from './ErrorScreen';
import { msg } from '../../internal/storybook/messages';
import { spanishModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Load my plan': 'Cargar mi plan',
  'Taking you to sign in…': 'Te llevamos a iniciar sesión…',
});

interface CatalogueDemoProps {
  /** The message an API call failed with. */
  error: string;
  pathname: string;
  replace: (to: string) => void;
}

/** A page whose request fails with `error`; the catalogue decides what the visitor gets. */
function CatalogueDemo({ error, pathname, replace }: CatalogueDemoProps) {
  const handle = useErrorCatalogue({ replace, location: { pathname, search: '?plan=plus' } });
  const [message, setMessage] = useState<string | null | undefined>(undefined);
  if (message === undefined) {
    return (
      <Button
        onClick={() => {
          setMessage(handle(new Error(error)));
        }}
      >
        {t('Load my plan')}
      </Button>
    );
  }
  if (message === null) return <p role="status">{t('Taking you to sign in…')}</p>;
  return (
    <ErrorScreen message={message} navigation={{ canGoBack: () => true, back: fn(), goTo: fn() }} />
  );
}

const meta = {
  title: 'Components/Feedback/ErrorScreen/Error catalogue',
  component: CatalogueDemo,
  tags: ['stable'],
  args: { replace: fn(), pathname: '/pricing/plus' },
  parameters: { modes: spanishModes, storyText: t },
} satisfies Meta<typeof CatalogueDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Session expiry ("jwt expired"): replace-navigates to /auth/verify with returnUrl. */
export const SessionExpired: Story = {
  name: 'Session expired',
  args: { error: 'jwt expired' },
  tags: ['played'],
  play: async ({ canvas, args, userEvent, step }) => {
    await step('Load the plan: the page says it is taking you to sign in', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('Load my plan') }));
      await expect(await canvas.findByRole('status')).toHaveTextContent(
        t('Taking you to sign in…'),
      );
    });
    await step('Sign-in opens, set to bring you back to this plan', async () => {
      await expect(args.replace).toHaveBeenCalledWith(
        '/auth/verify?returnUrl=%2Fpricing%2Fplus%3Fplan%3Dplus',
      );
    });
  },
};

/** Session expiry on a /d/ page: /d/auth/verify. */
export const SessionExpiredDesktop: Story = {
  name: 'Session expired, desktop',
  tags: ['test-only', '!autodocs'],
  args: { error: 'Invalid access token', pathname: '/d/account' },
  play: async ({ canvas, args, userEvent, step }) => {
    await step('Load the plan: the page says it is taking you to sign in', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('Load my plan') }));
      await expect(await canvas.findByRole('status')).toBeVisible();
    });
    await step('The desktop sign-in opens, set to bring you back to this page', async () => {
      await expect(args.replace).toHaveBeenCalledWith(
        '/d/auth/verify?returnUrl=%2Fd%2Faccount%3Fplan%3Dplus',
      );
    });
  },
};

/** "Authentication failed" matches both rules: session expiry wins. */
export const AuthenticationFailed: Story = {
  name: 'Authentication failed',
  tags: ['test-only', '!autodocs'],
  args: { error: 'Authentication failed' },
  play: async ({ canvas, args, userEvent, step }) => {
    await step('Load the plan: the page says it is taking you to sign in', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('Load my plan') }));
      await expect(await canvas.findByRole('status')).toBeVisible();
    });
    await step('Sign-in opens, once', async () => {
      await expect(args.replace).toHaveBeenCalledTimes(1);
    });
  },
};

/** Gateway, timeout, authentication, 504, context creation: the generic message. */
export const GenericMessage: Story = {
  name: 'Generic message',
  args: { error: 'Endpoint request TIMED OUT at the Gateway (504)' },
  tags: ['played'],
  play: async ({ canvas, args, userEvent, globals, step }) => {
    await step('Load the plan: a plain apology shows, not the server’s words', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('Load my plan') }));
      await expect(await canvas.findByText(msg({ globals }, 'error.generic'))).toBeVisible();
      await expect(canvas.queryByText(/504/)).toBeNull();
    });
    await step('The visitor stays on the page', async () => {
      await expect(args.replace).not.toHaveBeenCalled();
    });
  },
};

/** Any other message is shown as given, as text. */
export const OtherMessage: Story = {
  name: 'Other message',
  tags: ['test-only', '!autodocs'],
  args: { error: 'Your card was declined. <b>Try another card</b>' },
  play: async ({ canvas, canvasElement, args, userEvent, step }) => {
    await step('Load the plan: the message shows as given, markup and all, as text', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('Load my plan') }));
      await expect(
        await canvas.findByText('Your card was declined. <b>Try another card</b>'),
      ).toBeVisible();
      await expect(canvasElement.querySelector('b')).toBeNull();
    });
    await step('The visitor stays on the page', async () => {
      await expect(args.replace).not.toHaveBeenCalled();
    });
  },
};
