/**
 * Whole pages, as visitors get them: each story renders one route of the site through the site's
 * own route table (the same lazy page modules and content the prerenderer uses), with the header,
 * pre-footer and footer, on a phone and on a desktop. Designers review pages where they review
 * components; the play functions assert what each page must show.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { SEND_APP_LINK_FAILURE, illustrativeNote } from '@beem/design-system/marketing';
import { durations } from '@beem/design-system/tokens';
import { posts } from '../content/blog';
import cashAdvance from '../content/features/cashAdvance';
import { home } from '../content/home';
import { islands } from '../islands';
import { matchRoute } from '../matchRoute';
import { SiteRoutes, loadRoute } from '../SiteRoutes';

interface PageParameters {
  /** The route's path, as a visitor types it. */
  path: string;
}

const meta = {
  title: 'Site/Pages',
  // A page is a route, and a route is in one language: /pricing is English whatever the toolbar
  // says, and the Spanish routes (/es/…) are stories of their own below.
  tags: ['beta', 'one-language'],
  parameters: {
    frame: 'bleed',
    // The same modes as the responsive components (src/internal/storybook/modes.ts), spelled out:
    // the site reaches the library through its public entry only.
    modes: { mobile: { viewport: 'mobile' }, desktop: { viewport: 'desktop' } },
  },
  loaders: [
    async ({ parameters }) => {
      const route = matchRoute((parameters as PageParameters).path);
      // Islands render in place here, as on the dev server: their components load first.
      await Promise.all([loadRoute(route), islands.preload()]);
      return { route };
    },
  ],
  render: (_args, { loaded }) => <SiteRoutes route={loaded.route as RouteObject} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const pageTitle = (canvas: Canvas) => canvas.findByRole('heading', { level: 1 });

/** The layout every page shares: header, main content, the get-started band, footer. */
async function expectShell(canvas: Canvas) {
  await expect(canvas.getByRole('banner')).toBeVisible();
  await expect(canvas.getByRole('main')).toBeVisible();
  await expect(canvas.getByRole('contentinfo')).toBeVisible();
}

/**
 * Below-the-fold islands load as they near the screen: scroll down a screen at a time, as a
 * visitor would (one jump to the end can pass an island without it ever being near the screen).
 */
async function scrollThrough(canvasElement: HTMLElement) {
  const page = canvasElement.ownerDocument;
  const view = page.defaultView;
  if (!view) return;
  for (let top = 0; top < page.documentElement.scrollHeight; top += view.innerHeight / 2) {
    view.scrollTo(0, top);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** The promise, the text-me form, the features, plans and customer stories. */
export const Home: Story = {
  parameters: { path: '/' },
  tags: ['played'],
  play: async ({ canvas, canvasElement, step }) => {
    await step('The page leads with its promise and the text-me form', async () => {
      await expect(await pageTitle(canvas)).toHaveTextContent(home.title);
      await expect(canvas.getByRole('form', { name: 'Get the app by text' })).toBeVisible();
    });
    await step('Scrolling down loads the student stories', async () => {
      await scrollThrough(canvasElement);
      await expect(
        await canvas.findByRole(
          'region',
          { name: 'Illustrative student stories' },
          { timeout: 5000 },
        ),
      ).toBeVisible();
    });
    await step('Back at the top, the header, content and footer are all there', async () => {
      canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
      await expectShell(canvas);
    });
  },
};

/**
 * Holds back the one timer the text-me form starts when it shows its outcome, so the message
 * stays on screen while the story is open. The form clears it after `durations.statusMessage`
 * (5 s, a product rule), and this page's screenshots, light then dark, are taken after the play,
 * which on a busy machine is later than that: the dark shot showed the form at rest. A page's form
 * takes no `statusDuration` of its own (the form's own stories pass a longer one).
 *
 * Only the first timer of that length started after the hold is put in place is held, and the
 * hold then lifts itself: Storybook's own wait for running animations after a play also lasts
 * 5 s, and holding every such timer left that wait unending in the built Storybook, where motion
 * is on.
 */
function holdStatusTimer() {
  const view = window;
  const original = Object.getOwnPropertyDescriptor(view, 'setTimeout');
  const start = view.setTimeout.bind(view);
  const release = () => {
    if (original) Object.defineProperty(view, 'setTimeout', original);
  };
  let held = false;
  view.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
    if (timeout !== durations.statusMessage) return start(handler, timeout, ...rest);
    held = true;
    release();
    return 0;
  }) as typeof window.setTimeout;
  return {
    release,
    /** Resolves once the form has started, and the hold has swallowed, its clearing timer. */
    held: () =>
      waitFor(() => {
        if (!held) throw new Error('The form started no timer to clear its message.');
      }),
  };
}

/** The text-me form refused: the real-number message under the field. */
export const HomeFormError: Story = {
  name: 'Home, form error',
  parameters: {
    path: '/',
    msw: {
      handlers: [
        http.post('*/graphql', () =>
          HttpResponse.json({ data: { sendAppLink: { success: false } } }),
        ),
      ],
    },
  },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await pageTitle(canvas);
    const form = canvas.getByRole('form', { name: 'Get the app by text' });
    await step(
      'Type a number and ask for the app: the form says it could not send it',
      async () => {
        await userEvent.type(
          within(form).getByRole('textbox', { name: 'Mobile number' }),
          '4152345678',
        );
        const hold = holdStatusTimer();
        try {
          await userEvent.click(within(form).getByRole('button', { name: 'Text me the app' }));
          await expect(await within(form).findByText(SEND_APP_LINK_FAILURE)).toBeVisible();
          await hold.held();
        } finally {
          hold.release();
        }
      },
    );
    await step('After scrolling the whole page and back, the message is still there', async () => {
      await scrollThrough(canvasElement);
      await canvas.findByRole(
        'region',
        { name: 'Illustrative student stories' },
        { timeout: 5000 },
      );
      canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
      await expect(await within(form).findByText(SEND_APP_LINK_FAILURE)).toBeVisible();
    });
  },
};

/** The cash advance feature page: the claim with its footnote, how it works, FAQ. */
export const FeaturePage: Story = {
  name: 'Feature page',
  parameters: { path: '/get-instant-cash-advance' },
  play: async ({ canvas, step }) => {
    await step('The page makes its claim, with the footnote', async () => {
      await expect(await pageTitle(canvas)).toHaveTextContent(cashAdvance.title);
      await expect(canvas.getByText(cashAdvance.claim)).toBeVisible();
    });
    await step('How it works and the questions follow', async () => {
      await expect(canvas.getByRole('region', { name: 'How it works' })).toBeVisible();
      await expect(
        await canvas.findByRole('region', { name: 'Frequently asked questions' }),
      ).toBeVisible();
    });
  },
};

/** Four plans and the comparison table. */
export const Pricing: Story = {
  parameters: { path: '/pricing' },
  play: async ({ canvas, step }) => {
    await pageTitle(canvas);
    await step('Each of the four plans links to its own page', async () => {
      for (const plan of ['Lite', 'Basic', 'Plus', 'Pro']) {
        await expect(canvas.getByRole('link', { name: `See ${plan} in detail` })).toBeVisible();
      }
    });
    await step('The comparison table follows', async () => {
      await expect(await canvas.findByRole('table', { name: 'Compare plans' })).toBeInTheDocument();
    });
  },
};

/** The Plus plan page: its price per month and what it includes. */
export const PlanPage: Story = {
  name: 'Plan page',
  parameters: { path: '/pricing/plus' },
  play: async ({ canvas, step }) => {
    await step('The page is about Plus and shows its $5.97 price', async () => {
      await expect(await pageTitle(canvas)).toHaveTextContent('Plus');
      await expect(canvas.getAllByText(/\$5\.97/).length).toBeGreaterThan(0);
    });
    await step('The header, content and footer are all there', async () => {
      await expectShell(canvas);
    });
  },
};

/** The category links, the newest post cards and the link to older posts. */
export const BlogIndex: Story = {
  name: 'Blog',
  parameters: { path: '/blog/' },
  play: async ({ canvas, step }) => {
    await pageTitle(canvas);
    const newest = [...posts].sort((a, b) => b.date.localeCompare(a.date))[0];
    if (!newest) throw new Error('The blog has no posts.');
    await step('The newest post comes first, linked to its page', async () => {
      await expect(await canvas.findByRole('link', { name: newest.title })).toHaveAttribute(
        'href',
        newest.href,
      );
    });
    await step('The topics link to their posts', async () => {
      const topics = canvas.getByRole('navigation', { name: 'Blog topics' });
      await expect(within(topics).getByRole('link', { name: 'Save' })).toBeVisible();
    });
    await step('Older posts are a link away, on page 2', async () => {
      // Twelve posts a page; the rest are a link away.
      const pages = canvas.getByRole('navigation', { name: 'Blog pages' });
      await expect(within(pages).getByRole('link', { name: 'Older posts' })).toHaveAttribute(
        'href',
        '/blog/page/2/',
      );
      await expect(await within(pages).findByText(/^Page 1 of \d+$/)).toBeVisible();
    });
  },
};

const firstPost = posts[0];

/** Byline, cover, contents and the text. */
export const Post: Story = {
  name: 'Blog post',
  parameters: { path: firstPost?.href ?? '/blog/' },
  play: async ({ canvas, step }) => {
    if (!firstPost) throw new Error('The blog has no posts.');
    await step('The post shows its title, its text and its cover picture', async () => {
      await expect(await pageTitle(canvas)).toHaveTextContent(firstPost.title);
      await expect(canvas.getByRole('article')).toBeVisible();
      await expect(await canvas.findByRole('img', { name: firstPost.image.alt })).toBeVisible();
    });
  },
};

/** The page heading, the illustrative-examples note and the carousel. */
export const CustomerStories: Story = {
  name: 'Customer stories',
  parameters: { path: '/customer-stories' },
  play: async ({ canvas, step }) => {
    await pageTitle(canvas);
    await step('The stories carousel shows, with the note that they are illustrative', async () => {
      await expect(
        await canvas.findByRole(
          'region',
          { name: 'Illustrative student stories' },
          { timeout: 5000 },
        ),
      ).toBeVisible();
      await expect(canvas.getByText(illustrativeNote)).toBeVisible();
    });
  },
};

/** The empty form beside the page text. */
export const TaxCalculator: Story = {
  name: 'Tax calculator',
  parameters: { path: '/tax-calculator/' },
  play: async ({ canvas, step }) => {
    await pageTitle(canvas);
    await step('The calculator starts with its wages field empty', async () => {
      await expect(await canvas.findByRole('textbox', { name: 'Annual wages' })).toHaveValue('');
    });
  },
};

/** With a refund: $40,000 wages, $4,000 withheld → "You may get back". */
export const TaxCalculatorRefund: Story = {
  name: 'Tax calculator, refund',
  parameters: { path: '/tax-calculator/' },
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    await pageTitle(canvas);
    await step(
      'Type $40,000 of wages and $4,000 withheld: the page says money may come back',
      async () => {
        await userEvent.type(await canvas.findByRole('textbox', { name: 'Annual wages' }), '40000');
        await userEvent.type(canvas.getByRole('textbox', { name: 'Federal tax withheld' }), '4000');
        await expect(await canvas.findByText(/^You may get back \$/)).toBeVisible();
      },
    );
  },
};

/** Take-home pay, the starter lines and 50/30/20. */
export const BudgetPlanner: Story = {
  name: 'Budget planner',
  parameters: { path: '/budget-tracker-planner' },
  play: async ({ canvas, step }) => {
    await pageTitle(canvas);
    await step('The planner asks for take-home pay', async () => {
      await expect(
        await canvas.findByRole('textbox', { name: /take-home pay/i }),
      ).toBeInTheDocument();
    });
  },
};

const authApi = http.post('*/graphql', () =>
  HttpResponse.json({ data: { sendVerificationCode: { success: true } } }),
);

/** The sign-in page at its phone step. */
export const Verify: Story = {
  name: 'Sign in',
  parameters: { path: '/auth/verify', msw: { handlers: [authApi] } },
  play: async ({ canvas, step }) => {
    await step('The sign-in page opens at an empty number field', async () => {
      await expect(await pageTitle(canvas)).toHaveTextContent('Sign in to Beem');
      await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('');
    });
  },
};

/** The sign-in page with two of four digits of the code typed. */
export const VerifyMidCode: Story = {
  name: 'Sign in, mid-code',
  parameters: { path: '/auth/verify', msw: { handlers: [authApi] } },
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    await pageTitle(canvas);
    await step('Send a number: the code step opens with focus in the first digit', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '4152345678');
      await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
      await canvas.findByRole('group', { name: 'Verification code' });
      await waitFor(() =>
        expect(canvas.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus(),
      );
    });
    await step('Type two digits: focus moves on to the third', async () => {
      await userEvent.keyboard('12');
      await expect(canvas.getByRole('textbox', { name: 'Digit 2 of 4' })).toHaveValue('2');
      await expect(await canvas.findByRole('textbox', { name: 'Digit 3 of 4' })).toHaveFocus();
    });
  },
};

/**
 * The 404 page, in English and then in Spanish (a static host serves it for /es/ addresses too),
 * each with a link home in its language: links, since the page never hydrates.
 */
export const NotFound: Story = {
  name: 'Not found',
  parameters: { path: '/no-such-page' },
  play: async ({ canvas, step }) => {
    await step('The page says it was not found, inside the usual header and footer', async () => {
      await expect(await pageTitle(canvas)).toHaveTextContent('Page not found');
      await expectShell(canvas);
    });
    const main = within(canvas.getByRole('main'));
    await step('A link leads home', async () => {
      await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
    });
    await step(
      'The same message in Spanish links to the Spanish home page, with no buttons',
      async () => {
        const spanish = main.getByRole('region', { name: 'No encontramos esta página' });
        await expect(spanish).toHaveAttribute('lang', 'es');
        await expect(
          within(spanish).getByRole('link', { name: 'Ir a la página de inicio en español' }),
        ).toHaveAttribute('href', '/es/');
        await expect(main.queryByRole('button')).toBeNull();
      },
    );
  },
};

/**
 * The Spanish home page: the same page in US Spanish, its header offering the English version.
 * The offer of a remembered language stays closed: no language was chosen in this browser.
 */
export const SpanishHome: Story = {
  name: 'Home, in Spanish',
  parameters: { path: '/es/' },
  play: async ({ canvas, step }) => {
    await step('The page leads with its promise and the text-me form, in Spanish', async () => {
      await expect(await pageTitle(canvas)).toHaveTextContent('Efectivo cuando lo necesitas');
      await expect(
        canvas.getByRole('form', { name: 'Recibe la app por mensaje de texto' }),
      ).toBeVisible();
    });
    await step('The header offers the English page, and no language offer pops up', async () => {
      const banner = within(canvas.getByRole('banner'));
      const english = banner.getAllByRole('link', { name: 'English' })[0];
      await expect(english).toHaveAttribute('href', '/');
      await expect(english).toHaveAttribute('hreflang', 'en-US');
      await expect(english).toHaveAttribute('lang', 'en');
      await expect(
        canvas.queryByRole('region', { name: /This page is also in English/ }),
      ).toBeNull();
    });
    await step('The feature cards lead to the Spanish pages', async () => {
      // Feature cards lead to the Spanish pages, the money tools' included.
      const main = within(canvas.getByRole('main'));
      await expect(main.getByRole('link', { name: /^Efectivo al instante/ })).toHaveAttribute(
        'href',
        '/es/get-instant-cash-advance',
      );
      await expect(main.getByRole('link', { name: /^Calculadora de impuestos/ })).toHaveAttribute(
        'href',
        '/es/tax-calculator/',
      );
    });
  },
};

/** The Spanish pricing page: plans, prices and the comparison in Spanish, in US dollars. */
export const SpanishPricing: Story = {
  name: 'Pricing, in Spanish',
  parameters: { path: '/es/pricing' },
  play: async ({ canvas, step }) => {
    await step('The plans are in Spanish, each linked to its Spanish page', async () => {
      await expect(await pageTitle(canvas)).toHaveTextContent(
        'Planes sencillos, cancela cuando quieras',
      );
      await expect(canvas.getByRole('link', { name: 'Conoce Plus en detalle' })).toHaveAttribute(
        'href',
        '/es/pricing/plus',
      );
    });
    await step('Prices are in US dollars, and the comparison table is in Spanish', async () => {
      await expect(canvas.getAllByText(/\$5\.97/).length).toBeGreaterThan(0);
      await expect(
        await canvas.findByRole('table', { name: 'Compara los planes' }),
      ).toBeInTheDocument();
    });
  },
};

/** The Spanish blog index: Spanish titles and topics, English posts marked and said to be so. */
export const SpanishBlog: Story = {
  name: 'Blog, in Spanish',
  parameters: { path: '/es/blog/' },
  play: async ({ canvas, step }) => {
    await step('The blog is titled in Spanish and says the posts are in English', async () => {
      await expect(await pageTitle(canvas)).toHaveTextContent('El dinero, más sencillo');
      await expect(
        canvas.getByText(/nuestros artículos están escritos solo en inglés/),
      ).toBeVisible();
    });
    await step('The topics lead to their Spanish pages', async () => {
      const topics = canvas.getByRole('navigation', { name: 'Temas del blog' });
      await expect(within(topics).getByRole('link', { name: 'Ahorrar' })).toHaveAttribute(
        'href',
        '/es/blog/save/',
      );
    });
    const newest = [...posts].sort((a, b) => b.date.localeCompare(a.date))[0];
    if (!newest) throw new Error('The blog has no posts.');
    await step('The newest post’s link is marked as English', async () => {
      await expect(canvas.getByRole('link', { name: newest.title })).toHaveAttribute(
        'hreflang',
        'en',
      );
    });
  },
};

/** The Spanish sign-in page: every step and message in Spanish. */
export const SpanishVerify: Story = {
  name: 'Sign in, in Spanish',
  parameters: { path: '/es/auth/verify', msw: { handlers: [authApi] } },
  play: async ({ canvas, step }) => {
    await step('The sign-in page opens in Spanish, at an empty number field', async () => {
      await expect(await pageTitle(canvas)).toHaveTextContent('Inicia sesión en Beem');
      await expect(canvas.getByRole('textbox', { name: 'Número de celular' })).toHaveValue('');
    });
  },
};
