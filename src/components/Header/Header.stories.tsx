import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { BeemProvider } from '../BeemProvider/BeemProvider';
import { PageLayout } from '../PageLayout/PageLayout';
import { PreFooter, preFooterId } from '../PreFooter/PreFooter';
import { sampleAppHref, sampleDrawerLinks, sampleMenus } from './fixtures';
import { Header, headerBackgrounds, headerVariants } from './Header';
import {
  forcedColorsModes,
  inEachMode,
  responsiveModes,
  spanishModes,
} from '../../internal/storybook/modes';
import { msg, msgPattern, type StoryGlobals } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  Money: 'Dinero',
  Accounts: 'Cuentas',
  Cash: 'Efectivo',
  'Balances at a glance': 'Tus saldos de un vistazo',
  Transfers: 'Transferencias',
  'Move money between people': 'Envía dinero a otras personas',
  Bills: 'Facturas',
  Budget: 'Presupuesto',
  'Never miss a due date': 'Que no se te pase ninguna fecha de pago',
  Goals: 'Metas',
  'Piggy bank': 'Alcancía',
  'Save towards something': 'Ahorra para lo que quieras',
  Statements: 'Estados de cuenta',
  Document: 'Documento',
  'Every month in one place': 'Todos los meses en un solo lugar',
  Cover: 'Seguros',
  'Phone cover': 'Seguro de celular',
  Shield: 'Escudo',
  'Repairs and replacement': 'Reparación y reemplazo',
  'Travel cover': 'Seguro de viaje',
  Car: 'Auto',
  'Trips at home and abroad': 'Viajes dentro y fuera del país',
  'Renters cover': 'Seguro para inquilinos',
  Umbrella: 'Paraguas',
  'Your things, where you live': 'Tus cosas, donde vives',
  'Pet cover': 'Seguro para mascotas',
  Heart: 'Corazón',
  'Vet bills, shared': 'Las cuentas del veterinario, compartidas',
  Tools: 'Herramientas',
  'Spending report': 'Reporte de gastos',
  Chart: 'Gráfica',
  'Where the month went': 'En qué se fue tu dinero este mes',
  'Paycheck planner': 'Planificador de sueldo',
  Calculator: 'Calculadora',
  'Split each paycheck': 'Reparte cada sueldo',
  'Loan calculator': 'Calculadora de préstamos',
  Loan: 'Préstamo',
  'What a loan really costs': 'Lo que de verdad cuesta un préstamo',
  'Bill reminders': 'Recordatorios de facturas',
  Lock: 'Candado',
  'A text before each bill': 'Un mensaje antes de cada factura',
  Community: 'Comunidad',
  Events: 'Eventos',
  'Game controller': 'Control de videojuegos',
  'Meet-ups near campus': 'Encuentros cerca del campus',
  Forum: 'Foro',
  'Speech bubble': 'Globo de diálogo',
  'Ask other members': 'Pregúntale a otros miembros',
  Offers: 'Ofertas',
  Tag: 'Etiqueta',
  'Discounts from partners': 'Descuentos de nuestros socios',
  Plans: 'Planes',
  Starter: 'Inicial',
  'Starter plan': 'Plan Inicial',
  New: 'Nuevo',
  'Try it for a month': 'Pruébalo por un mes',
  Standard: 'Estándar',
  'Standard plan': 'Plan Estándar',
  'For everyday money': 'Para el dinero de cada día',
  'Premium plan': 'Plan Premium',
  'Everything, plus cover': 'Todo, con seguros incluidos',
  Family: 'Familiar',
  'Family plan': 'Plan Familiar',
  'Up to four members': 'Hasta cuatro miembros',
  About: 'Quiénes somos',
  Careers: 'Empleos',
  'Beem gets you cash when you need it, with instant transfers, credit monitoring and deals made for students. Paragraph':
    'Beem te da efectivo cuando lo necesitas, con transferencias instantáneas, monitoreo de crédito y descuentos pensados para estudiantes. Párrafo',
  'New: bill reminders, by text.': 'Nuevo: recordatorios de facturas por mensaje de texto.',
  'Transfers are delayed today. Your money is safe.':
    'Hoy las transferencias van con retraso. Tu dinero está seguro.',
});
type Phrase = Parameters<typeof t>[0];

/** A page long enough to scroll, so the header's fade can be driven for real. */
const LongPage = () => (
  <Box padding="8" display="flex" flexDirection="column" gap="6">
    {Array.from({ length: 12 }, (_, index) => (
      <Box key={index} as="p" marginY="0" fontSize="lg">
        {t(
          'Beem gets you cash when you need it, with instant transfers, credit monitoring and deals made for students. Paragraph',
        )}{' '}
        {index + 1}.
      </Box>
    ))}
  </Box>
);

const meta = {
  title: 'Beem components/Header',
  component: Header,
  tags: ['stable', 'client'],
  // A sample navigation: the marketing site's menu as it stands.
  args: {
    menus: sampleMenus,
    drawerLinks: sampleDrawerLinks,
    appHref: sampleAppHref,
    onNavigate: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: headerVariants },
    background: { control: 'inline-radio', options: headerBackgrounds },
  },
  parameters: {
    frame: 'bleed',
    // The drawer, its accordion and the menu links must stay visible in Windows high contrast.
    modes: { ...forcedColorsModes, ...spanishModes },
    // Each story in its own frame on the docs page: the header follows the window's scroll, and
    // the in-page stories are whole pages.
    docs: { story: { inline: false, height: '400px' } },
    storyText: t,
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const inPage: Story['render'] = (args) => (
  <PageLayout header={<Header {...args} />} preFooter={<PreFooter appHref={sampleAppHref} />}>
    <LongPage />
  </PageLayout>
);

const headerOf = (canvasElement: HTMLElement) => {
  const header = canvasElement.querySelector('header');
  if (!header) throw new Error('no header');
  return header;
};

const scrollTo = async (top: number) => {
  window.scrollTo({ top, behavior: 'instant' });
  await waitFor(() => expect(Math.round(window.scrollY)).toBe(top));
};

/** Scroll 0: transparent header, no shadow. */
export const AtTop: Story = {
  name: 'At top',
  render: inPage,
  parameters: { screenshot: { selector: 'header' } },
  tags: ['played'],
  play: async ({ canvasElement, canvas, globals, step }) => {
    await step('At the top of the page, the header is see-through with no shadow', async () => {
      await scrollTo(0);
      const header = headerOf(canvasElement);
      await waitFor(() =>
        expect(getComputedStyle(header).backgroundColor).toMatch(/\/ 0\)$|, 0\)$/),
      );
      await expect(getComputedStyle(header).boxShadow).toBe('none');
    });
    await step('The logo shows', async () => {
      await expect(
        await canvas.findByRole('link', {
          name: msg({ globals }, 'header.home', { brand: 'Beem' }),
        }),
      ).toBeVisible();
    });
  },
};

/** Scroll 25px: header half opaque. */
export const HalfScrolled: Story = {
  name: 'Half scrolled',
  render: inPage,
  parameters: { screenshot: { selector: 'header' } },
  tags: ['played'],
  play: async ({ canvasElement, canvas, globals, step }) => {
    await step('Scroll a little: the header turns half opaque, still with no shadow', async () => {
      await scrollTo(25);
      const header = headerOf(canvasElement);
      await waitFor(() => expect(getComputedStyle(header).backgroundColor).toMatch(/\/ 0\.5\)$/));
      await expect(getComputedStyle(header).boxShadow).toBe('none');
    });
    await step('The logo shows', async () => {
      await expect(
        await canvas.findByRole('link', {
          name: msg({ globals }, 'header.home', { brand: 'Beem' }),
        }),
      ).toBeVisible();
    });
  },
};

/** Scroll 50px and more: header opaque white with a shadow. */
export const Scrolled: Story = {
  render: inPage,
  parameters: { screenshot: { selector: 'header' } },
  tags: ['played'],
  play: async ({ canvasElement, canvas, globals, step }) => {
    const header = headerOf(canvasElement);
    await step('Scroll down the page: the header turns white, with a shadow', async () => {
      await scrollTo(120);
      await waitFor(() => expect(getComputedStyle(header).boxShadow).not.toBe('none'));
      await expect(getComputedStyle(header).backgroundColor).toMatch(
        /^color\(srgb 1 1 1\)$|255, 255, 255\)$/,
      );
    });
    await step('The header stays at the top of the window, logo showing', async () => {
      // Sticky: still at the top of the window.
      await expect(Math.round(header.getBoundingClientRect().top)).toBe(0);
      await expect(
        await canvas.findByRole('link', {
          name: msg({ globals }, 'header.home', { brand: 'Beem' }),
        }),
      ).toBeVisible();
    });
  },
};

/** Background override: fades into the brand tint instead of white. */
export const BrandBackground: Story = {
  name: 'Brand background',
  render: inPage,
  args: { background: 'brandSubtle' },
  parameters: { screenshot: { selector: 'header' } },
  tags: ['played'],
  play: async ({ canvasElement, canvas, globals, step }) => {
    await step(
      'Scroll down the page: the header takes the brand tint, solid, with a shadow',
      async () => {
        await scrollTo(120);
        const header = headerOf(canvasElement);
        await waitFor(() => expect(getComputedStyle(header).boxShadow).not.toBe('none'));
        await expect(getComputedStyle(header).backgroundColor).not.toMatch(
          /255, 255, 255|srgb 1 1 1/,
        );
        await expect(getComputedStyle(header).backgroundColor).not.toMatch(/\/ 0\.\d+\)$/);
      },
    );
    await step('The logo shows', async () => {
      await expect(
        await canvas.findByRole('link', {
          name: msg({ globals }, 'header.home', { brand: 'Beem' }),
        }),
      ).toBeVisible();
    });
  },
};

/** The tracker menu clicks are reported to in the panel stories: a spy, as an app's would be. */
let tracker = { track: fn() };

const panelStory = (group: Phrase): Story => ({
  // The open panel hangs below the header: shoot the whole window.
  parameters: { screenshot: { target: 'page' } },
  beforeEach: () => {
    tracker = { track: fn() };
  },
  // The tracker reaches the header as an app gives it: through BeemProvider.
  decorators: [
    (Story) => (
      <BeemProvider settings={{ tracker }}>
        <Story />
      </BeemProvider>
    ),
  ],
  play: async ({ canvas, canvasElement, userEvent, args, globals, step }) => {
    const nav = canvas.getByRole('navigation', { name: msg({ globals }, 'header.main') });
    const trigger = within(nav).getByRole('button', { name: t(group) });
    const panelOf = (button: HTMLElement) => {
      const id = button.getAttribute('popovertarget');
      const panel = id ? document.getElementById(id) : null;
      if (!panel) throw new Error(`no panel for ${button.textContent}`);
      return panel;
    };
    // Another panel open first: opening this one closes it (one at a time).
    const other = within(nav).getByRole('button', {
      name: group === 'Community' ? t('Plans') : t('Community'),
    });
    await step('Open another menu first', async () => {
      await userEvent.click(other);
      await expect(panelOf(other)).toBeOpen();
    });
    let panel!: HTMLElement;
    await step(
      `Enter on ${group} opens its panel under the header and closes the other`,
      async () => {
        trigger.focus();
        await userEvent.keyboard('{Enter}');
        panel = panelOf(trigger);
        await expect(panel).toBeOpen();
        await expect(panelOf(other)).not.toBeOpen();
        // The panel hangs from the header's bottom edge.
        await expect(Math.round(panel.getBoundingClientRect().top)).toBe(
          Math.round(headerOf(canvasElement).getBoundingClientRect().bottom),
        );
      },
    );
    const items = t.shown(sampleMenus).find((entry) => entry.name === t(group))?.items ?? [];
    const list = within(panel).getByRole('list', { name: t(group) });
    await step('Every item is a link named by its text, with its product’s icon', async () => {
      await expect(within(list).getAllByRole('link')).toHaveLength(items.length);
      // Each item shows its product's icon, decorative: the link is named by its text alone.
      for (const [index, link] of within(list).getAllByRole('link').entries()) {
        const item = items[index];
        await expect(link.querySelector('svg[aria-hidden="true"].lucide')).not.toBeNull();
        await expect(link.getAttribute('aria-label')).toBeNull();
        await expect(link).toHaveTextContent(new RegExp(`^${item?.name ?? '?'}`));
      }
    });
    const first = within(list).getAllByRole('link')[0];
    if (!first) throw new Error('no first item');
    first.addEventListener('click', (event) => {
      event.preventDefault();
    });
    await step('Click the first item: the app navigates and the click is tracked', async () => {
      await userEvent.click(first);
      await expect(args.onNavigate).toHaveBeenCalledWith(items[0]);
      await expect(tracker.track).toHaveBeenCalledWith(items[0]?.event, {
        label: items[0]?.name,
        data: { href: items[0]?.href },
      });
      await expect(within(panel).getByRole('list', { name: t(group) })).toBeVisible();
    });
  },
});

/** Desktop: Money panel, each item with its icon, opened with Enter. */
export const MoneyPanel: Story = {
  ...panelStory('Money'),
  name: 'Money panel',
};
/** The Cover panel on a desktop. */
export const CoverPanel: Story = {
  ...panelStory('Cover'),
  name: 'Cover panel',
};
/** The Tools panel on a desktop. */
export const ToolsPanel: Story = {
  ...panelStory('Tools'),
  name: 'Tools panel',
};
/** The Community panel on a desktop. */
export const CommunityPanel: Story = { ...panelStory('Community'), name: 'Community panel' };
/** The Plans panel on a desktop, with the "New" tag on Starter. */
export const PlansPanel: Story = {
  ...panelStory('Plans'),
  name: 'Plans panel',
  tags: ['played'],
  play: async (context) => {
    await panelStory('Plans').play?.(context);
    const starter = within(context.canvasElement).getByRole('link', {
      name: new RegExp(t('Starter')),
    });
    await context.step('Starter is tagged New and links to its plan', async () => {
      await expect(starter).toHaveTextContent(
        `${t('Starter')}${t('New')}${t('Try it for a month')}`,
      );
      await expect(starter).toHaveAttribute('href', '/plans/starter');
    });
  },
};

/** On a desktop, Log in to the web app; Get Started links to the pre-footer and focuses it. */
export const DesktopActions: Story = {
  name: 'Desktop actions',
  tags: ['test-only', '!autodocs'],
  render: inPage,
  parameters: { screenshot: { selector: 'header' } },
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    await step('Log in opens the web app, and there is no menu button', async () => {
      await expect(
        canvas.getByRole('link', { name: msg({ globals }, 'header.logIn') }),
      ).toHaveAttribute('href', 'https://app.trybeem.com/d/auth/verify');
      await expect(
        canvas.queryByRole('button', { name: msg({ globals }, 'header.menu') }),
      ).toBeNull();
    });
    const getStarted = canvas.getByRole('link', { name: msg({ globals }, 'header.getStarted') });
    await step('Get Started is a link to the sign-up section at the foot of the page', async () => {
      // A link, so it works before and without scripts.
      await expect(getStarted).toHaveAttribute('href', `#${preFooterId}`);
    });
    await step('Click Get Started: the page scrolls to that section and focuses it', async () => {
      await userEvent.click(getStarted);
      const preFooter = canvasElement.querySelector<HTMLElement>(`#${preFooterId}`);
      await waitFor(() => expect(preFooter).toHaveFocus());
      await waitFor(async () => {
        await expect(preFooter).toBeInViewport();
      });
    });
    await step('Get Started still shows in the header', async () => {
      await expect(
        await canvas.findByRole('link', { name: msg({ globals }, 'header.getStarted') }),
      ).toBeVisible();
    });
  },
};

/** The logo and only a "Go to Line" button. */
export const Restricted: Story = {
  args: { variant: 'restricted' },
  play: async ({ canvas, globals, step }) => {
    await step('There is no menu, Get Started or Log in', async () => {
      await expect(canvas.queryByRole('navigation')).toBeNull();
      await expect(
        canvas.queryByRole('link', { name: msg({ globals }, 'header.getStarted') }),
      ).toBeNull();
      await expect(
        canvas.queryByRole('link', { name: msg({ globals }, 'header.logIn') }),
      ).toBeNull();
    });
    await step('Only the logo and Go to Line remain, Go to Line opening the app', async () => {
      await expect(canvas.getAllByRole('link')).toHaveLength(2);
      await expect(
        await canvas.findByRole('link', { name: msg({ globals }, 'header.goToLine') }),
      ).toHaveAttribute('href', 'https://app.trybeem.com');
    });
  },
};

/** An announcement: brand bar above the header. */
export const AnnouncementNormal: Story = {
  name: 'Announcement',
  args: { announcement: { message: 'New: bill reminders, by text.' } },
  play: async ({ canvas, globals, step }) => {
    const bar = canvas.getByText(t('New: bill reminders, by text.'));
    await step('The announcement sits above the header', async () => {
      await expect(bar.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        canvas.getByRole('banner').getBoundingClientRect().top,
      );
    });
    await step('It can be dismissed', async () => {
      await expect(
        await canvas.findByRole('button', {
          name: msg({ globals }, 'header.dismissAnnouncement'),
        }),
      ).toBeVisible();
    });
  },
};

/** An announcement in the alert style: red bar announced as an alert. */
export const AnnouncementAlert: Story = {
  name: 'Announcement alert',
  args: {
    announcement: { message: 'Transfers are delayed today. Your money is safe.', tone: 'alert' },
  },
  play: async ({ canvas, step }) => {
    await step('The delay is announced as an alert', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        t('Transfers are delayed today. Your money is safe.'),
      );
    });
  },
};

/** With the announcement closed, the header sits at the top and focus is on the logo. */
export const AnnouncementClosed: Story = {
  name: 'Announcement closed',
  tags: ['test-only', '!autodocs'],
  args: { announcement: { message: 'New: bill reminders, by text.' } },
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Dismiss the announcement: it goes, and the header moves to the top', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: msg({ globals }, 'header.dismissAnnouncement') }),
      );
      await expect(canvas.queryByText(t('New: bill reminders, by text.'))).toBeNull();
      const banner = canvas.getByRole('banner');
      await expect(Math.round(banner.getBoundingClientRect().top)).toBe(0);
    });
    await step('Focus is on the logo', async () => {
      await expect(
        await canvas.findByRole('link', {
          name: msg({ globals }, 'header.home', { brand: 'Beem' }),
        }),
      ).toHaveFocus();
    });
  },
};

const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** A menu button on a phone; the main menu, Log in and Get Started on a desktop. */
export const Closed: Story = {
  // Not pinned to the meta's desktop: shot on a phone and on a desktop, and in forced colours.
  globals: { viewport: { value: '', isRotated: false } },
  parameters: { modes: { ...responsiveModes, ...forcedColorsModes } },
  play: async ({ canvas, globals, step }) => {
    await step(
      'A phone shows only a menu button; a desktop, the menu, Log in and Get Started',
      async () => {
        await inEachMode({
          mobile: async () => {
            const button = canvas.getByRole('button', { name: msg({ globals }, 'header.menu') });
            await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
            await expect(
              canvas.queryByRole('navigation', { name: msg({ globals }, 'header.main') }),
            ).toBeNull();
            await expect(
              canvas.queryByRole('link', { name: msg({ globals }, 'header.logIn') }),
            ).toBeNull();
            await expect(canvas.queryByRole('dialog')).toBeNull();
          },
          desktop: async () => {
            await expect(
              canvas.getByRole('navigation', { name: msg({ globals }, 'header.main') }),
            ).toBeVisible();
            await expect(
              canvas.getByRole('link', { name: msg({ globals }, 'header.logIn') }),
            ).toBeVisible();
            await expect(
              canvas.getByRole('link', { name: msg({ globals }, 'header.getStarted') }),
            ).toBeVisible();
            await expect(
              canvas.queryByRole('button', { name: msg({ globals }, 'header.menu') }),
            ).toBeNull();
          },
        });
      },
    );
    await step('The logo shows', async () => {
      await expect(
        await canvas.findByRole('link', {
          name: msg({ globals }, 'header.home', { brand: 'Beem' }),
        }),
      ).toBeVisible();
    });
  },
};

const openDrawer = async (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
  globals: StoryGlobals['globals'],
) => {
  await userEvent.click(canvas.getByRole('button', { name: msg({ globals }, 'header.menu') }));
  return canvas.findByRole('dialog', { name: msg({ globals }, 'header.menu') });
};

const spanish = { href: '/es/', label: 'Español', lang: 'es', hrefLang: 'es-US' } as const;

/** Keeps the story frame where it is when a story clicks a link. */
const stayOnPage = (canvasElement: HTMLElement) => {
  canvasElement.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
    },
    { once: true },
  );
};

/**
 * The same page in Spanish, beside Log in: the language's own name, pronounced as Spanish, a
 * plain link that works without scripts. Choosing it is reported, so an app can remember it.
 */
export const LanguageLink: Story = {
  args: { languageLink: spanish, onLanguageSelect: fn() },
  parameters: { screenshot: { selector: 'header' } },
  tags: ['played'],
  play: async ({ args, canvas, canvasElement, userEvent, globals, step }) => {
    const link = canvas.getByRole('link', { name: 'Español' });
    await step('Español links to the Spanish page, marked as Spanish', async () => {
      await expect(link).toHaveAttribute('href', '/es/');
      await expect(link).toHaveAttribute('hreflang', 'es-US');
      await expect(link).toHaveAttribute('lang', 'es');
    });
    await step('Tab reaches Español just before Log in', async () => {
      // Reached by keyboard between the menu and Log in.
      canvas
        .getByRole('link', { name: msg({ globals }, 'header.home', { brand: 'Beem' }) })
        .focus();
      while (document.activeElement !== link) await userEvent.tab();
      await userEvent.tab();
      await expect(
        canvas.getByRole('link', { name: msg({ globals }, 'header.logIn') }),
      ).toHaveFocus();
    });
    await step('Shift+Tab back and press Enter: choosing Spanish is reported', async () => {
      await userEvent.tab({ shift: true });
      stayOnPage(canvasElement);
      await userEvent.keyboard('{Enter}');
      await expect(args.onLanguageSelect).toHaveBeenCalledWith(spanish);
      await expect(link).toHaveFocus();
    });
  },
};

/** On a phone the language link leads the drawer's links. */
export const LanguageLinkInTheDrawer: Story = {
  args: { languageLink: spanish, onLanguageSelect: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { screenshot: { target: 'page' } },
  tags: ['played'],
  play: async ({ args, canvas, canvasElement, userEvent, globals, step }) => {
    await step('On a phone, Español is not in the header bar', async () => {
      await expect(canvas.queryByRole('link', { name: 'Español' })).toBeNull();
    });
    let dialog!: HTMLElement;
    let language!: HTMLElement;
    await step('Open the menu: Español leads its links, marked as Spanish', async () => {
      dialog = await openDrawer(canvas, userEvent, globals);
      const links = within(dialog).getAllByRole('link');
      language = within(dialog).getByRole('link', { name: 'Español' });
      await expect(links.indexOf(language)).toBe(
        links.findIndex((link) => link.textContent === t.shown(sampleDrawerLinks)[0]?.name) - 1,
      );
      await expect(language).toHaveAttribute('href', '/es/');
      await expect(language).toHaveAttribute('lang', 'es');
    });
    await step('Choose Español: the choice is reported, and the menu stays open', async () => {
      stayOnPage(canvasElement);
      await userEvent.click(language);
      await expect(args.onLanguageSelect).toHaveBeenCalledWith(spanish);
      await expect(dialog).toBeVisible();
    });
  },
};

/** A drawer group's `<summary>`, found by its name: summaries have no ARIA role to query by. */
const group = (dialog: HTMLElement, name: string) => {
  const summary = within(dialog).getByText(name, { selector: 'summary h2' }).closest('summary');
  if (!summary) throw new Error(`no group ${name}`);
  return summary;
};

const openGroups = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('details[open] > summary')).map((summary) =>
    summary.textContent.trim(),
  );

/** The drawer open: full screen, Money open, focus inside. */
export const DrawerOpen: Story = {
  name: 'Drawer open',
  globals: mobile,
  parameters: { screenshot: { target: 'page' } },
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    let dialog!: HTMLElement;
    await step('Open the menu: it is modal, with focus inside', async () => {
      dialog = await openDrawer(canvas, userEvent, globals);
      await expect(dialog).toContainFocus();
      // Modal: the browser makes everything outside the dialog inert.
      await expect(dialog).toBeModal();
    });
    await step('Money is the one group open', async () => {
      await expect(openGroups(dialog)).toEqual([t('Money')]);
      await expect(within(dialog).getByRole('list', { name: t('Money') })).toBeVisible();
    });
    await step('Log in opens the app, and Help opens safely in a new tab', async () => {
      await expect(
        within(dialog).getByRole('link', { name: msg({ globals }, 'header.login') }),
      ).toHaveAttribute('href', 'https://app.trybeem.com/auth/verify');
      await expect(
        within(dialog).getByRole('link', { name: msgPattern({ globals }, 'header.help') }),
      ).toHaveAttribute('rel', 'noopener noreferrer');
    });
    await step('The page behind stops scrolling, and Download the app shows', async () => {
      await expect(document.documentElement).toHaveStyle({ overflow: 'hidden' });
      await expect(
        await within(dialog).findByRole('link', {
          name: msg({ globals }, 'header.downloadApp'),
        }),
      ).toBeVisible();
    });
  },
};

/** In the drawer, one group is open at a time. */
export const DrawerOtherGroup: Story = {
  name: 'Drawer, other group',
  tags: ['test-only', '!autodocs'],
  globals: mobile,
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvas, userEvent, globals, step }) => {
    let dialog!: HTMLElement;
    await step('Open the menu, then each group in turn: each closes the one before', async () => {
      dialog = await openDrawer(canvas, userEvent, globals);
      for (const name of ['Cover', 'Tools', 'Community', 'Plans', 'Cover'] as const) {
        await userEvent.click(group(dialog, t(name)));
        await waitFor(() => expect(openGroups(dialog)).toEqual([t(name)]));
      }
    });
    await step('Cover’s links show, and Money’s are hidden', async () => {
      await expect(within(dialog).getByRole('list', { name: t('Cover') })).toBeVisible();
      await expect(within(dialog).getByRole('list', { name: t('Money') })).not.toBeVisible();
    });
  },
};

/** In the drawer, the open group collapses. */
export const DrawerGroupCollapsed: Story = {
  name: 'Drawer, group collapsed',
  tags: ['test-only', '!autodocs'],
  globals: mobile,
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvas, userEvent, globals, step }) => {
    let essentials!: HTMLElement;
    await step('Open the menu and press the open group, Money: it closes', async () => {
      const dialog = await openDrawer(canvas, userEvent, globals);
      essentials = group(dialog, t('Money'));
      await userEvent.click(essentials);
      await waitFor(() => expect(openGroups(dialog)).toEqual([]));
      await expect(within(dialog).getByRole('list', { name: t('Money') })).not.toBeVisible();
    });
    await step('Focus stays on Money', async () => {
      await expect(essentials).toHaveFocus();
    });
  },
};

/** While the drawer is open, the page behind is inert. */
export const DrawerInert: Story = {
  name: 'Drawer, page inert',
  tags: ['test-only', '!autodocs'],
  globals: mobile,
  play: async ({ canvas, userEvent, globals, step }) => {
    let dialog!: HTMLElement;
    await step('Open the menu: the logo behind it cannot take focus', async () => {
      dialog = await openDrawer(canvas, userEvent, globals);
      // Tab cannot leave a modal dialog for the page: nothing behind it can take focus.
      const logo = canvas.getByRole('link', {
        name: msg({ globals }, 'header.home', { brand: 'Beem' }),
        hidden: true,
      });
      logo.focus();
      await expect(logo).not.toHaveFocus();
    });
    await step('Focus stays in the menu', async () => {
      await expect(dialog).toContainFocus();
    });
  },
};

/** The drawer closed: focus back on Menu. */
export const DrawerCloseButton: Story = {
  name: 'Drawer closed',
  tags: ['test-only', '!autodocs'],
  globals: mobile,
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Open the menu and close it: it goes, and the page scrolls again', async () => {
      const dialog = await openDrawer(canvas, userEvent, globals);
      await userEvent.click(
        within(dialog).getByRole('button', { name: msg({ globals }, 'header.closeMenu') }),
      );
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(document.documentElement).not.toHaveStyle({ overflow: 'hidden' });
    });
    await step('Focus is back on Menu', async () => {
      await expect(
        await canvas.findByRole('button', { name: msg({ globals }, 'header.menu') }),
      ).toHaveFocus();
    });
  },
};

/**
 * Money hovered, Cover with keyboard focus, the rest at rest.
 *
 * The mega-menu triggers' hover and keyboard focus, forced on with `parameters.pseudo`,
 * beside triggers at rest. The drawer's accordion headers share these styles (see the next story).
 */
export const TriggerStates: Story = {
  name: 'Trigger states',
  parameters: {
    pseudo: {
      hover: ['header nav li:nth-child(1) > button'],
      focusVisible: ['header nav li:nth-child(2) > button'],
      rootSelector: 'body',
    },
  },
  play: async ({ canvas, step }) => {
    const trigger = (name: Phrase) => canvas.getByRole('button', { name: t(name) });
    await step('Money shows as hovered', async () => {
      // The addon applies its classes a task after the first render.
      await waitFor(async () => {
        await expect(trigger('Money')).toHaveClass('pseudo-hover');
      });
    });
    const rest = getComputedStyle(trigger('Community'));
    await step('Hover tints Money, keyboard focus rings Cover; at rest, neither', async () => {
      await expect(getComputedStyle(trigger('Money')).backgroundColor).not.toBe(
        rest.backgroundColor,
      );
      await expect(getComputedStyle(trigger('Cover')).boxShadow).not.toBe('none');
      await expect(rest.boxShadow).toBe('none');
    });
    await step('No menu is open, and every trigger shows', async () => {
      await expect(document.querySelector(':popover-open')).toBeNull();
      await expect(await canvas.findByRole('button', { name: t('Tools') })).toBeVisible();
    });
  },
};

/**
 * The drawer's accordion headers: Cover hovered, Plans with keyboard focus, beside
 * Money open and the rest at rest. The drawer opens after the first render, so the addon's
 * state classes (its rewritten `:hover` and `:focus-visible` rules) are set on the headers once
 * it is open. The ring is kept away from the hovered header: where it overlapped that header's
 * rounded background, the corner's anti-aliasing varied by a few pixels between runs.
 */
export const DrawerAccordionStates: Story = {
  name: 'Drawer accordion states',
  globals: mobile,
  parameters: { screenshot: { target: 'page' }, pseudo: { rootSelector: 'body' } },
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    let dialog!: HTMLElement;
    const header = (name: Phrase) => group(dialog, t(name));
    let rest!: CSSStyleDeclaration;
    await step('Open the menu: hovered Cover is tinted like open Money', async () => {
      dialog = await openDrawer(canvas, userEvent, globals);
      header('Cover').classList.add('pseudo-hover');
      header('Plans').classList.add('pseudo-focus-visible');
      rest = getComputedStyle(header('Community'));
      await expect(getComputedStyle(header('Cover')).backgroundColor).not.toBe(
        rest.backgroundColor,
      );
      await expect(getComputedStyle(header('Money')).backgroundColor).toBe(
        getComputedStyle(header('Cover')).backgroundColor,
      );
    });
    await step('Plans, with keyboard focus, has a ring; a header at rest has none', async () => {
      await expect(getComputedStyle(header('Plans')).boxShadow).not.toBe('none');
      await expect(rest.boxShadow).toBe('none');
    });
    await step('Only Money is open', async () => {
      await expect(openGroups(dialog)).toEqual([t('Money')]);
      await expect(header('Community').closest('details')).not.toHaveAttribute('open');
    });
  },
};
