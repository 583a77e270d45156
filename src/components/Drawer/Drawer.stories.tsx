import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DialogTrigger } from '../Dialog/Dialog';
import { Link } from '../Link/Link';
import { ListRow, ListRows } from '../ListRow/ListRow';
import { useLocale, type BeemLocale } from '../LocaleProvider/LocaleProvider';
import { Drawer, drawerSides, drawerSizes, type DrawerProps } from './Drawer';
import { pressKey } from '../../internal/storybook/keyboard';
import {
  forcedColorsModes,
  inEachMode,
  responsiveModes,
  spanishModes,
} from '../../internal/storybook/modes';
import { msg, storyLocale } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Show accounts': 'Ver cuentas',
  'Your accounts': 'Tus cuentas',
  'Balances update every few minutes.': 'Los saldos se actualizan cada pocos minutos.',
  Checking: 'Cuenta de cheques',
  Savings: 'Ahorros',
  'Cash advance': 'Adelanto de efectivo',
  'Repay by Nov 20': 'Paga a más tardar el 20 nov',
  Menu: 'Menú',
  'Close menu': 'Cerrar el menú',
  'Instant cash': 'Efectivo al instante',
  'Send money': 'Enviar dinero',
  Pricing: 'Precios',
  About: 'Quiénes somos',
  Help: 'Ayuda',
  'Add money': 'Agregar dinero',
  'Choose how the money gets to your Beem account.': 'Elige cómo llega el dinero a tu cuenta Beem.',
  'Direct deposit': 'Depósito directo',
  'From a debit card': 'Desde una tarjeta de débito',
  'Cash at a store': 'Efectivo en una tienda',
  Statements: 'Estados de cuenta',
  'Monthly statements for your Beem account.': 'Estados de cuenta mensuales de tu cuenta Beem.',
});

/** The member's accounts, each a row that opens it, with its balance. */
function Accounts() {
  return (
    <ListRows>
      <ListRow as="li" href="#checking" chevron title={t('Checking')} trailing="$1,284.50" />
      <ListRow as="li" href="#savings" chevron title={t('Savings')} trailing="$320.00" />
      <ListRow
        as="li"
        href="#cash-advance"
        chevron
        title={t('Cash advance')}
        description={t('Repay by Nov 20')}
        trailing="$100.00"
      />
    </ListRows>
  );
}

/** Each account's link, named by its row: the title, any description and the balance. */
const accountNames = () => ({
  checking: `${t('Checking')} $1,284.50`,
  savings: `${t('Savings')} $320.00`,
});

/**
 * The drawer with its opener, tied by an id of their own: the docs page shows several of these at
 * once, and a shared id would have every opener open the first one's drawer.
 */
function DrawerWithOpener(args: DrawerProps) {
  const id = useId();
  return (
    <>
      <DialogTrigger dialog={id} variant="secondary">
        {t('Show accounts')}
      </DialogTrigger>
      <Drawer {...args} id={id} />
    </>
  );
}

const meta = {
  title: 'Components/Overlays/Drawer',
  component: Drawer,
  tags: ['beta', 'server'],
  args: {
    title: 'Your accounts',
    description: 'Balances update every few minutes.',
    children: <Accounts />,
    onOpenChange: fn(),
  },
  argTypes: {
    side: { control: 'inline-radio', options: drawerSides },
    size: { control: 'inline-radio', options: drawerSizes },
    title: { control: 'text' },
    description: { control: 'text' },
  },
  render: (args) => <DrawerWithOpener {...args} />,
  parameters: {
    // The sheet sits in the top layer, over the whole window: shoot the window.
    screenshot: { target: 'page' },
    modes: { ...responsiveModes, ...forcedColorsModes, ...spanishModes },
    storyText: t,
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function open(canvas: Canvas, userEvent: UserEvent, key: string, name = t('Your accounts')) {
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: t('Show accounts') })).toHaveFocus();
  await pressKey(key);
  const dialog = await canvas.findByRole('dialog', { name });
  // With motion on, the sheet slides in: it is measured where it comes to rest.
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

const box = (element: HTMLElement) => element.getBoundingClientRect();

/** A full-height sheet at the right, phone-wide on a desktop, the whole phone screen. */
export const End: Story = {
  tags: ['played'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    let dialog!: HTMLElement;
    await step('Open the sheet by keyboard: it is modal and described', async () => {
      dialog = await open(canvas, userEvent, '{Enter}');
      await expect(dialog).toBeModal();
      await expect(dialog).toHaveAccessibleDescription(t('Balances update every few minutes.'));
    });
    await step('Focus starts on Close, and the app hears the sheet opened', async () => {
      await expect(
        within(dialog).getByRole('button', { name: msg({ globals }, 'dialog.close') }),
      ).toHaveFocus();
      await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(true));
    });
    await step('The sheet fills a phone; on a desktop it is phone-wide at the right', async () => {
      await inEachMode({
        mobile: async () => {
          await expect(box(dialog).left).toBe(0);
          await expect(box(dialog).width).toBe(window.innerWidth);
          await expect(box(dialog).height).toBe(window.innerHeight);
        },
        desktop: async () => {
          await expect(box(dialog).right).toBe(window.innerWidth);
          await expect(box(dialog).width).toBe(480);
          await expect(box(dialog).height).toBe(window.innerHeight);
        },
      });
    });
    await step('The sheet lists the accounts', async () => {
      await expect(
        await within(dialog).findByRole('link', { name: accountNames().savings }),
      ).toBeVisible();
    });
  },
};

/** The same sheet at the left. */
export const Start: Story = {
  args: { side: 'start' },
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    let dialog!: HTMLElement;
    await step('Open the sheet with Space: it runs full height at the left', async () => {
      dialog = await open(canvas, userEvent, ' ');
      await expect(box(dialog).left).toBe(0);
      await expect(box(dialog).height).toBe(window.innerHeight);
    });
    await step('The sheet lists the accounts', async () => {
      await expect(
        await within(dialog).findByRole('link', { name: accountNames().checking }),
      ).toBeVisible();
    });
  },
};

/** Modal: Tab moves through the sheet; the page behind cannot take focus. */
export const KeyboardInside: Story = {
  name: 'Focus stays inside',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, step }) => {
    let dialog!: HTMLElement;
    await step('Open the sheet and Tab through the accounts', async () => {
      dialog = await open(canvas, userEvent, '{Enter}');
      await pressKey('{Tab}');
      await expect(
        within(dialog).getByRole('link', { name: accountNames().checking }),
      ).toHaveFocus();
      await pressKey('{Tab}');
      await expect(
        within(dialog).getByRole('link', { name: accountNames().savings }),
      ).toHaveFocus();
    });
    await step(
      'The button behind the sheet cannot take focus, and the page cannot scroll',
      async () => {
        const trigger = canvas.getByRole('button', { name: t('Show accounts'), hidden: true });
        trigger.focus();
        await expect(trigger).not.toHaveFocus();
        await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
      },
    );
    await step('Focus stays on Savings, inside the sheet', async () => {
      await expect(
        await within(dialog).findByRole('link', { name: accountNames().savings }),
      ).toHaveFocus();
    });
  },
};

/** Escape closes the sheet and focus returns to the trigger. */
export const EscapeCloses: Story = {
  name: 'Escape closes',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Open the sheet by keyboard', async () => {
      await open(canvas, userEvent, '{Enter}');
    });
    await step('Escape closes it, and the page scrolls again', async () => {
      await pressKey('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      // The dialog leaves the page at once; its close event, which reports it, follows a task later.
      await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false));
      await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
    });
    await step('Focus is back on Show accounts', async () => {
      await expect(await canvas.findByRole('button', { name: t('Show accounts') })).toHaveFocus();
    });
  },
};

/** A site's pages, each a row that leads to it. */
function Pages() {
  return (
    <ListRows>
      <ListRow as="li" href="#instant-cash" chevron title={t('Instant cash')} />
      <ListRow as="li" href="#send-money" chevron title={t('Send money')} />
      <ListRow as="li" href="#pricing" chevron title={t('Pricing')} />
      <ListRow as="li" href="#about" chevron title={t('About')} />
      <ListRow as="li" href="#help" chevron title={t('Help')} />
    </ListRows>
  );
}

/** The whole window, named Menu, a logo beside the close button and no title. */
export const Menu: Story = {
  args: {
    title: undefined,
    description: undefined,
    'aria-label': 'Menu',
    header: (
      <Link href="#home" tone="neutral">
        Beem
      </Link>
    ),
    children: <Pages />,
    closeLabel: 'Close menu',
    size: 'full',
  },
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    let dialog!: HTMLElement;
    await step('Open the menu: it fills the window, with no title', async () => {
      dialog = await open(canvas, userEvent, '{Enter}', t('Menu'));
      await expect(within(dialog).queryByRole('heading')).toBeNull();
      await expect(box(dialog).width).toBe(window.innerWidth);
    });
    await step('The logo and Close menu share the top row, and the logo has focus', async () => {
      const logo = within(dialog).getByRole('link', { name: 'Beem' });
      const close = within(dialog).getByRole('button', {
        name: t('Close menu'),
      });
      // The logo at the start of the top row, the close button at its end.
      await expect(box(logo).top).toBeLessThan(box(close).bottom);
      await expect(box(close).right).toBeGreaterThan(box(logo).right);
      // The first control inside takes focus: here the logo.
      await expect(logo).toHaveFocus();
    });
    await step('The menu lists the five pages, each a link', async () => {
      const rows = within(dialog).getAllByRole('listitem');
      await expect(rows).toHaveLength(5);
      await expect(await within(dialog).findByRole('link', { name: t('Pricing') })).toHaveAttribute(
        'href',
        '#pricing',
      );
    });
  },
};

/** The ways to add money, each a row that leads to its steps. */
function Ways() {
  return (
    <ListRows>
      <ListRow as="li" href="#direct-deposit" chevron title={t('Direct deposit')} />
      <ListRow as="li" href="#debit-card" chevron title={t('From a debit card')} />
      <ListRow as="li" href="#cash" chevron title={t('Cash at a store')} />
    </ListRows>
  );
}

/**
 * The bottom sheet: it rises from the bottom edge, as tall as its content, with rounded top
 * corners and a grab handle; the whole width on a phone, phone-wide and centred on a desktop.
 */
export const Bottom: Story = {
  name: 'Bottom sheet',
  args: {
    side: 'bottom',
    title: 'Add money',
    description: 'Choose how the money gets to your Beem account.',
    children: <Ways />,
  },
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    let dialog!: HTMLElement;
    await step('Open the sheet by keyboard: it is described, with focus on Close', async () => {
      dialog = await open(canvas, userEvent, '{Enter}', t('Add money'));
      await expect(dialog).toHaveAccessibleDescription(
        t('Choose how the money gets to your Beem account.'),
      );
      await expect(
        within(dialog).getByRole('button', { name: msg({ globals }, 'dialog.close') }),
      ).toHaveFocus();
    });
    await step(
      'It rises from the bottom edge, as tall as its content, with round top corners',
      async () => {
        await expect(box(dialog).bottom).toBe(window.innerHeight);
        await expect(box(dialog).height).toBeLessThan(window.innerHeight / 2);
        await expect(getComputedStyle(dialog).borderTopLeftRadius).not.toBe('0px');
      },
    );
    await step('It spans a phone; on a desktop it is phone-wide and centred', async () => {
      await inEachMode({
        mobile: async () => {
          await expect(box(dialog).width).toBe(window.innerWidth);
        },
        desktop: async () => {
          await expect(box(dialog).width).toBe(480);
          await expect(box(dialog).left).toBe((window.innerWidth - 480) / 2);
        },
      });
    });
    await step('The sheet lists the ways to add money', async () => {
      await expect(
        await within(dialog).findByRole('link', { name: t('From a debit card') }),
      ).toBeVisible();
    });
  },
};

const months = ['November', 'October', 'September', 'August', 'July', 'June', 'May', 'April'];

/** A statement's month and year as the reader's language writes them: "November 2026". */
const statementMonth = (locale: BeemLocale, year: number, index: number) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
    // November is month 10, counting from 0; the months run back from it.
    new Date(year, 10 - index),
  );

/** Five years of monthly statements, newest first. */
function StatementList() {
  const locale = useLocale();
  return (
    <ListRows>
      {[2026, 2025, 2024, 2023, 2022].flatMap((year) =>
        months.map((month, index) => (
          <ListRow
            as="li"
            key={`${month}-${year}`}
            href={`#${month}-${year}`}
            chevron
            title={statementMonth(locale, year, index)}
          />
        )),
      )}
    </ListRows>
  );
}

/** A long sheet stops short of the top of the window and scrolls inside itself. */
export const BottomLong: Story = {
  name: 'Bottom sheet, long',
  args: {
    side: 'bottom',
    title: 'Statements',
    description: 'Monthly statements for your Beem account.',
    children: <StatementList />,
  },
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    let dialog!: HTMLElement;
    await step('Open the sheet: it stops short of the top and scrolls inside', async () => {
      dialog = await open(canvas, userEvent, '{Enter}', t('Statements'));
      await expect(box(dialog).top).toBeGreaterThan(0);
      await expect(box(dialog).bottom).toBe(window.innerHeight);
      await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    });
    await step('Focusing the last statement scrolls it into view', async () => {
      const last = within(dialog).getByRole('link', {
        name: statementMonth(storyLocale({ globals }), 2022, months.indexOf('April')),
      });
      last.focus();
      await expect(box(last).bottom).toBeLessThanOrEqual(window.innerHeight);
      await expect(last).toHaveFocus();
    });
  },
};

/** Escape closes the bottom sheet too, focus back on the trigger. */
export const BottomEscape: Story = {
  name: 'Bottom sheet, Escape',
  tags: ['test-only', '!autodocs'],
  args: { side: 'bottom', title: 'Add money', children: <Ways /> },
  play: async ({ canvas, userEvent, step }) => {
    await step('Open the bottom sheet by keyboard', async () => {
      await open(canvas, userEvent, '{Enter}', t('Add money'));
    });
    await step('Escape closes it', async () => {
      await pressKey('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    });
    await step('Focus is back on Show accounts', async () => {
      await expect(await canvas.findByRole('button', { name: t('Show accounts') })).toHaveFocus();
    });
  },
};
