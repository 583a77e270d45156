import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as globalUserEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { PreFooter } from '../PreFooter/PreFooter';
import { PageLayout, mainContentId } from './PageLayout';
import { responsiveModes, spanishModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { viewportUnit } from '../../../tokens/viewport.css';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  Pricing: 'Precios',
  'Instant cash, up to $1,000': 'Efectivo al instante, hasta $1,000',
  'Get an advance in minutes, right from your phone.':
    'Recibe un adelanto en minutos, desde tu celular.',
  'Check my offer': 'Ver mi oferta',
});

/** Stand-ins for the header and footer slots (the real ones are their own components). */
const Header = () => (
  <Box as="header" padding="4" background="subtle" display="flex" justifyContent="space-between">
    <Box as="span" fontWeight="bold">
      Beem
    </Box>
    <a href="#pricing">{t('Pricing')}</a>
  </Box>
);
const footer = (
  <Box as="footer" padding="4" background="inverse" color="inverse">
    © 2023 Beem
  </Box>
);
const Content = () => (
  <Box padding="8" display="flex" flexDirection="column" gap="4" alignItems="flex-start">
    <Box as="h1" marginY="0">
      {t('Instant cash, up to $1,000')}
    </Box>
    <p>{t('Get an advance in minutes, right from your phone.')}</p>
    <Button>{t('Check my offer')}</Button>
  </Box>
);

const meta = {
  title: 'Components/Layout/PageLayout',
  component: PageLayout,
  tags: ['stable', 'client'],
  args: {
    header: <Header />,
    preFooter: <PreFooter appHref="https://trybeem.app.link/install" />,
    footer,
    children: <Content />,
  },
  // Elements: the props table names their type rather than printing their code.
  argTypes: {
    header: { control: false, table: { type: { summary: 'ReactNode' } } },
    preFooter: { control: false, table: { type: { summary: 'ReactNode' } } },
    footer: { control: false, table: { type: { summary: 'ReactNode' } } },
    children: { control: false, table: { type: { summary: 'ReactNode' } } },
  },
  parameters: {
    modes: { ...responsiveModes, ...spanishModes },
    storyText: t,
    frame: 'bleed',
    docs: {
      // Each story in its own frame on the docs page: a layout fills the window, and the
      // "validating..." overlay is fixed over it, which inline would cover the whole docs page.
      story: { inline: false, height: '560px' },
      description: {
        component: [
          'The shell every route uses: skip link, header slot, the body, the pre-footer and the footer slot.',
          '',
          '**Body states and their precedence.** When several flags are set, the strongest wins:',
          '',
          '1. `blocked` — the blocked-account screen; the account cannot go on, whatever else is true.',
          '2. `error` — the error screen; a failed load cannot be waited out, so it beats loading.',
          '3. `loading` — the loader ("Please Wait!" / "We are fetching your details."), body `aria-busy`.',
          '4. `permitted={false}` — the content stays in place, dimmed and `inert`, under a full-screen "validating..." overlay.',
          '5. otherwise — the content as normal.',
          '',
          'The precedence lives in `resolveBodyState` (unit-tested over all 16 combinations); the "Precedence" stories show each pair.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainOf = (canvasElement: HTMLElement) => {
  const main = canvasElement.querySelector<HTMLElement>(`#${mainContentId}`);
  if (!main) throw new Error('no main');
  return main;
};

/** Header, content, pre-footer and footer stacked; the content reachable by keyboard. */
export const Permitted: Story = {
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    const main = canvas.getByRole('main');
    const preFooter = canvas.getByRole('region', {
      name: msg({ globals }, 'preFooter.title', { brand: 'Beem' }),
    });
    await step('The content sits above the pre-footer, with the footer after it', async () => {
      await expect(main.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        preFooter.getBoundingClientRect().top,
      );
      await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2023 Beem');
    });
    await step('The content shows as normal, not busy', async () => {
      await expect(main).not.toHaveAttribute('aria-busy');
      await expect(within(main).getByRole('heading', { level: 1 })).toBeVisible();
    });
    await step('Tab past the skip link and the header to the content’s button', async () => {
      await userEvent.tab(); // skip link
      await userEvent.tab(); // header link
      await userEvent.tab();
      await expect(within(main).getByRole('button', { name: t('Check my offer') })).toHaveFocus();
    });
    await step('The pre-footer shows its heading', async () => {
      await expect(
        await canvas.findByRole('heading', {
          name: msg({ globals }, 'preFooter.title', { brand: 'Beem' }),
        }),
      ).toBeVisible();
    });
  },
};

/** "Please Wait!" loader, body busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, globals, step }) => {
    const main = canvas.getByRole('main');
    await step('The page body is marked busy and announces the loader', async () => {
      await expect(main).toHaveAttribute('aria-busy', 'true');
      await expect(within(main).getByRole('status')).toHaveTextContent(
        `${msg({ globals }, 'loader.title')}${msg({ globals }, 'loader.subtitle')}`,
      );
    });
    await step('The loader shows in place of the content', async () => {
      await expect(within(main).queryByRole('button', { name: t('Check my offer') })).toBeNull();
      await expect(await within(main).findByText(msg({ globals }, 'loader.title'))).toBeVisible();
    });
  },
};

/** Loading with its own title and subtitle. */
export const LoadingCustomCopy: Story = {
  name: 'Loading, custom copy',
  tags: ['test-only', '!autodocs'],
  args: { loading: { title: 'Almost there', subtitle: 'Getting your pricing ready.' } },
  play: async ({ canvas, step }) => {
    await step('The page body is busy and the loader reads the custom copy', async () => {
      await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
      await expect(await canvas.findByRole('status')).toHaveTextContent(
        'Almost thereGetting your pricing ready.',
      );
    });
  },
};

/** The error screen in place of the content. */
export const ErrorState: Story = {
  name: 'Error',
  args: { error: true },
  play: async ({ canvas, globals, step }) => {
    const main = canvas.getByRole('main');
    await step('The error screen shows in place of the content, not busy', async () => {
      await expect(main).not.toHaveAttribute('aria-busy');
      await expect(within(main).getByText(msg({ globals }, 'errorScreen.message'))).toBeVisible();
      await expect(
        await within(main).findByRole('heading', { name: msg({ globals }, 'errorScreen.title') }),
      ).toBeVisible();
    });
  },
};

/** With redirect to home, Go Back on the error screen opens the website home. */
export const ErrorRedirectHome: Story = {
  name: 'Error, redirect home',
  tags: ['test-only', '!autodocs'],
  args: {
    error: {
      title: 'Session ended',
      redirectToHome: true,
      homeUrl: 'https://www.trybeem.com/',
      navigation: { canGoBack: () => true, back: fn(), goTo: fn() },
    },
  },
  play: async ({ canvas, userEvent, args, globals, step }) => {
    const error = args.error as { navigation: { goTo: unknown; back: unknown } };
    await step('Press Go Back: the website home opens instead of the last page', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: msg({ globals }, 'errorScreen.back') }),
      );
      await expect(error.navigation.goTo).toHaveBeenCalledWith('https://www.trybeem.com/');
      await expect(error.navigation.back).not.toHaveBeenCalled();
    });
    await step('The error screen shows its own title', async () => {
      await expect(await canvas.findByRole('heading', { name: 'Session ended' })).toBeVisible();
    });
  },
};

/** The blocked-account screen in place of the content. */
export const Blocked: Story = {
  args: { blocked: { onDone: fn() } },
  tags: ['played'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    await step('The support address opens an email', async () => {
      await expect(canvas.getByRole('link', { name: 'support@trybeem.com' })).toHaveAttribute(
        'href',
        'mailto:support@trybeem.com',
      );
    });
    await step('Press Done: the app is told once', async () => {
      await userEvent.click(canvas.getByRole('button', { name: msg({ globals }, 'blocked.done') }));
      await expect((args.blocked as { onDone: unknown }).onDone).toHaveBeenCalledTimes(1);
    });
    await step('The blocked-account screen stays in place of the content', async () => {
      await expect(
        await canvas.findByRole('heading', { name: msg({ globals }, 'blocked.title') }),
      ).toBeVisible();
    });
  },
};

/** Content dimmed in place under a "validating..." overlay, unreachable. */
export const NotPermitted: Story = {
  name: 'Not permitted',
  args: { permitted: false },
  parameters: { screenshot: { target: 'page' } },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    const overlay = await canvas.findByRole('status');
    // Still in the DOM and in place, but inert: hidden from the accessibility tree.
    const button = canvasElement.querySelector('button');
    await step('The overlay announces that the page is validating', async () => {
      await expect(overlay).toHaveTextContent(msg({ globals }, 'layout.validating'));
    });
    await step('The content stays in place but is hidden from screen readers', async () => {
      await expect(button).toHaveTextContent(t('Check my offer'));
      await expect(button?.closest('[inert]')).not.toBeNull();
    });
    await step('Tab never reaches the content', async () => {
      for (let i = 0; i < 6; i++) {
        await userEvent.tab();
        await expect(mainOf(canvasElement).closest('[inert]')).not.toContainFocus();
      }
    });
    await step('A tap on the button lands on the overlay, which stays on show', async () => {
      // Not clickable either: what a tap on the button's spot hits is the overlay.
      const spot = (button as HTMLElement).getBoundingClientRect();
      const hit = document.elementFromPoint(spot.x + spot.width / 2, spot.y + spot.height / 2);
      await expect(button).not.toContainElement(hit as HTMLElement | null);
      await expect(await canvas.findByRole('status')).toBeVisible();
    });
  },
};

/** Precedence: blocked and loading → blocked. */
export const BlockedBeatsLoading: Story = {
  name: 'Blocked over loading',
  args: { blocked: { onDone: fn() }, loading: true },
  play: async ({ canvas, globals, step }) => {
    await step('No loader shows and the page is not busy', async () => {
      await expect(canvas.getByRole('main')).not.toHaveAttribute('aria-busy');
      await expect(canvas.queryByText(msg({ globals }, 'loader.title'))).toBeNull();
    });
    await step('The blocked-account screen shows', async () => {
      await expect(
        await canvas.findByRole('heading', { name: msg({ globals }, 'blocked.title') }),
      ).toBeVisible();
    });
  },
};

/** Precedence: blocked and error → blocked. */
export const BlockedBeatsError: Story = {
  name: 'Blocked over error',
  tags: ['test-only', '!autodocs'],
  args: { blocked: { onDone: fn() }, error: true },
  play: async ({ canvas, globals, step }) => {
    await step('The blocked-account screen shows instead of the error screen', async () => {
      await expect(canvas.queryByText(msg({ globals }, 'errorScreen.title'))).toBeNull();
      await expect(
        await canvas.findByRole('heading', { name: msg({ globals }, 'blocked.title') }),
      ).toBeVisible();
    });
  },
};

/** Precedence: error and loading → error. */
export const ErrorBeatsLoading: Story = {
  name: 'Error over loading',
  tags: ['test-only', '!autodocs'],
  args: { error: true, loading: true },
  play: async ({ canvas, globals, step }) => {
    await step(
      'The error screen shows instead of the loader, and the page is not busy',
      async () => {
        await expect(canvas.getByRole('main')).not.toHaveAttribute('aria-busy');
        await expect(
          await canvas.findByRole('heading', { name: msg({ globals }, 'errorScreen.title') }),
        ).toBeVisible();
      },
    );
  },
};

/** Precedence: loading and not permitted → loading, no overlay. */
export const LoadingBeatsNotPermitted: Story = {
  name: 'Loading over not permitted',
  tags: ['test-only', '!autodocs'],
  args: { loading: true, permitted: false },
  play: async ({ canvas, globals, step }) => {
    await step('The loader shows with no validating overlay', async () => {
      await expect(canvas.queryByText(msg({ globals }, 'layout.validating'))).toBeNull();
      await expect(await canvas.findByText(msg({ globals }, 'loader.title'))).toBeVisible();
    });
  },
};

/** Precedence: error and not permitted → error, no overlay. */
export const ErrorBeatsNotPermitted: Story = {
  name: 'Error over not permitted',
  tags: ['test-only', '!autodocs'],
  args: { error: true, permitted: false },
  play: async ({ canvas, globals, step }) => {
    await step('The error screen shows with no validating overlay', async () => {
      await expect(canvas.queryByText(msg({ globals }, 'layout.validating'))).toBeNull();
      await expect(
        await canvas.findByRole('button', { name: msg({ globals }, 'errorScreen.back') }),
      ).toBeVisible();
    });
  },
};

/** Skip link focused: visible at the top, Enter moves focus to the main content. */
export const SkipLink: Story = {
  name: 'Skip link',
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvas, canvasElement, globals, step }) => {
    await step('Tab once: the skip link appears at the top of the page', async () => {
      await globalUserEvent.tab();
      const skip = canvas.getByRole('link', { name: msg({ globals }, 'layout.skip') });
      await expect(skip).toHaveFocus();
      const box = skip.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(0);
      await expect(box.height).toBeGreaterThan(20);
      await waitFor(() => expect(getComputedStyle(skip).transform).toBe('none'));
    });
    await step('Enter moves focus to the main content', async () => {
      await globalUserEvent.keyboard('{Enter}');
      await expect(mainOf(canvasElement)).toHaveFocus();
    });
    await step('The next Tab reaches the content’s button', async () => {
      await globalUserEvent.tab();
      await expect(await canvas.findByRole('button', { name: t('Check my offer') })).toHaveFocus();
    });
  },
};

/** Viewport-height unit: 1 % of the window height is set on <html> on load. */
export const ViewportUnit: Story = {
  name: 'Viewport unit',
  tags: ['test-only', '!autodocs'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, step }) => {
    // The property's own name: a production build shortens it to a hash.
    const name = viewportUnit.slice('var('.length, -1);
    await step(
      'The page holds one hundredth of the window height as its viewport unit',
      async () => {
        await expect(document.documentElement.style.getPropertyValue(name)).toBe(
          `${(window.innerHeight * 0.01).toFixed(2)}px`,
        );
        await expect(await canvas.findByRole('main')).toBeVisible();
      },
    );
  },
};
