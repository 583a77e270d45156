import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { BlockedScreen } from '../BlockedScreen/BlockedScreen';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { ComboBox } from '../ComboBox/ComboBox';
import { DatePicker } from '../DatePicker/DatePicker';
import { Dialog, DialogTrigger } from '../Dialog/Dialog';
import { MoreIcon } from '../Icon/icons';
import { IconButton } from '../IconButton/IconButton';
import { Inline } from '../Inline/Inline';
import { Link } from '../Link/Link';
import { Menu, MenuItem, MenuTrigger } from '../Menu/Menu';
import { Pagination } from '../Pagination/Pagination';
import { Popover } from '../Popover/Popover';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { ToastProvider, useToast } from '../Toast/Toast';
import { Tooltip } from '../Tooltip/Tooltip';
import { BeemProvider } from './BeemProvider';
import { expectInPanelScheme, InversePanel, panelOf } from '../../internal/storybook/inversePanel';
import { msgPattern } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Route:': 'Ruta:',
  'Every fee is on one page:': 'Todos los cargos están en una sola página:',
  'see our fees': 'consulta nuestros cargos',
  'Get started': 'Empieza ya',
  'Cash advance': 'Adelanto de efectivo',
  'Up to $1,000 before payday.': 'Hasta $1,000 antes del día de pago.',
  'Your account, in the page’s colours.': 'Tu cuenta, con los colores de la página.',
  'Card controls': 'Controles de la tarjeta',
  'More actions': 'Más acciones',
  'Freeze card': 'Congelar la tarjeta',
  'Copy card number': 'Copiar el número de la tarjeta',
  'Delete card': 'Eliminar la tarjeta',
  'What’s a cash advance?': '¿Qué es un adelanto de efectivo?',
  'Up to $1,000 of your pay before payday, with no interest.':
    'Hasta $1,000 de tu sueldo antes del día de pago, sin intereses.',
  'Pick your bank': 'Elige tu banco',
  'Payment date': 'Fecha de pago',
  'Freeze card now': 'Congelar la tarjeta ahora',
  'Stops new purchases until you unfreeze it':
    'Detiene las compras nuevas hasta que la descongeles',
  'Freeze your card?': '¿Congelar tu tarjeta?',
  'You can unfreeze it any time in the app.': 'Puedes descongelarla cuando quieras en la app.',
  Close: 'Cerrar',
  'Card frozen.': 'Tarjeta congelada.',
  'A light card inside the dark panel': 'Una tarjeta clara dentro del panel oscuro',
  'Each provider draws its subtree in its own scheme.':
    'Cada proveedor dibuja su parte en su propio esquema.',
  'The page, in its own scheme.': 'La página, en su propio esquema.',
  'Dark panel': 'Panel oscuro',
});

/** An app's router, in miniature: it keeps the route in state and shows it. */
function RouterDemo() {
  const [route, setRoute] = useState('/');
  return (
    <BeemProvider navigate={setRoute}>
      <Stack space="6">
        <Text as="p" aria-live="polite">
          {`${t('Route:')} ${route}`}
        </Text>
        <Text>
          {t('Every fee is on one page:')} <Link href="/fees">{t('see our fees')}</Link>.
        </Text>
        <Inline space="4">
          <Button href="/get-started">{t('Get started')}</Button>
        </Inline>
        <Card heading={t('Cash advance')} href="/cash-advance">
          {t('Up to $1,000 before payday.')}
        </Card>
        <Pagination page={2} pageCount={3} href="/activity?page={page}" />
      </Stack>
    </BeemProvider>
  );
}

const meta = {
  title: 'Beem components/BeemProvider',
  component: BeemProvider,
  tags: ['beta', 'client'],
  parameters: { storyText: t },
  argTypes: {
    navigate: { control: false },
    useHref: { control: false },
    settings: { control: false },
    colorScheme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    className: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof BeemProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With the app's router: a link, a button link, a card and the page links all go through
 * `navigate`, by keyboard and pointer alike, and the page never reloads.
 */
export const Router: Story = {
  tags: ['played', 'matrix'],
  render: () => <RouterDemo />,
  play: async ({ canvasElement, userEvent, globals, step }) => {
    const canvas = within(canvasElement);
    const route = canvas.getByText(new RegExp(`^${t('Route:')}`));
    await step('Enter on the fees link goes to the fees page through the router', async () => {
      const fees = canvas.getByRole('link', { name: t('see our fees') });
      await expect(fees).toHaveAttribute('href', '/fees');
      fees.focus();
      await userEvent.keyboard('{Enter}');
      await expect(route).toHaveTextContent(`${t('Route:')} /fees`);
    });
    await step('Clicking the Get started button goes through the router', async () => {
      await userEvent.click(canvas.getByRole('link', { name: t('Get started') }));
      await expect(route).toHaveTextContent(`${t('Route:')} /get-started`);
    });
    await step('Clicking the Cash advance card goes through the router', async () => {
      await userEvent.click(canvas.getByRole('link', { name: t('Cash advance') }));
      await expect(route).toHaveTextContent(`${t('Route:')} /cash-advance`);
    });
    await step('Enter on Next page goes to page 3 without reloading', async () => {
      const next = canvas.getByRole('link', {
        name: msgPattern({ globals }, 'pagination.next'),
      });
      await expect(next).toHaveAttribute('href', '/activity?page=3');
      next.focus();
      await userEvent.keyboard('{Enter}');
      await expect(route).toHaveTextContent(`${t('Route:')} /activity?page=3`);
    });
  },
};

/**
 * Settings for this tree: the blocked-account screen below names the support address of the
 * site its provider gives, not the default's. Two providers on one server keep theirs apart (the
 * unit tests render two trees side by side).
 */
export const Settings: Story = {
  tags: ['matrix'],
  render: () => (
    <BeemProvider settings={{ siteUrl: 'https://www.beem.example' }}>
      <BlockedScreen headingLevel={2} onDone={() => undefined} />
    </BeemProvider>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('The support address is the provider’s site’s, not the default', async () => {
      await expect(canvas.getByRole('link', { name: 'support@beem.example' })).toHaveAttribute(
        'href',
        'mailto:support@beem.example',
      );
    });
  },
};

/** Overlays render at the end of the page, not beside their trigger. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Overlays lie outside the story's root: the shot is of the whole window. */
const overlayShot = { screenshot: { target: 'page' } } as const;

/** A story's control, in a panel of the scheme the page is not in (`InversePanel`). */
function inPanel(control: ReactNode) {
  return function InPanel(_args: unknown, { globals }: { globals: { theme?: unknown } }) {
    return (
      <InversePanel
        globals={globals}
        pageText={t('Your account, in the page’s colours.')}
        heading={t('Card controls')}
      >
        {control}
      </InversePanel>
    );
  };
}

/**
 * A theme per subtree: a panel drawn in the other scheme than the page (dark on a light page, and
 * light on a dark one in its dark shot), whose menu opens in the panel's scheme, not the page's.
 * Every overlay opened inside a `BeemProvider colorScheme` is drawn in it: the stories below open
 * each kind.
 */
export const SchemeMenu: Story = {
  name: 'Colour scheme: menu',
  // On the BeemProvider page by name (its Canvas blocks), drawn by a story helper that
  // flips the panel with the page's theme, so not an example to paste: the page's code block is.
  tags: ['played', '!autodocs'],
  parameters: overlayShot,
  render: inPanel(
    <>
      <MenuTrigger>
        <IconButton icon={MoreIcon} label={t('More actions')} variant="secondary" />
        <Menu>
          <MenuItem id="freeze">{t('Freeze card')}</MenuItem>
          <MenuItem id="copy">{t('Copy card number')}</MenuItem>
          <MenuItem id="delete">{t('Delete card')}</MenuItem>
        </Menu>
      </MenuTrigger>
    </>,
  ),
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step('Tab to More actions in the panel and press Enter: the menu opens', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: t('More actions') })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    });
    const menu = await page(canvasElement).findByRole('menu');
    const first = within(menu).getByRole('menuitem', { name: t('Freeze card') });
    await step('Focus is on Freeze card, drawn in the panel’s scheme', async () => {
      await waitFor(() => expect(first).toHaveFocus());
      await expectInPanelScheme(menu, canvasElement, first);
    });
  },
};

/** A popover opened from the panel: its heading and text in the panel's colours. */
export const SchemePopover: Story = {
  name: 'Colour scheme: popover',
  // On the BeemProvider page by name (its Canvas blocks), drawn by a story helper that
  // flips the panel with the page's theme, so not an example to paste: the page's code block is.
  tags: ['played', '!autodocs'],
  parameters: overlayShot,
  render: inPanel(
    <>
      <Popover
        trigger={<Button variant="secondary">{t('What’s a cash advance?')}</Button>}
        title={t('What’s a cash advance?')}
      >
        <Text>{t('Up to $1,000 of your pay before payday, with no interest.')}</Text>
      </Popover>
    </>,
  ),
  play: async ({ canvasElement, userEvent, step }) => {
    await step('Tab to the button and press Enter: the popover opens', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
    });
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: t('What’s a cash advance?'),
    });
    await step('Its words are drawn in the panel’s scheme', async () => {
      await expectInPanelScheme(
        dialog,
        canvasElement,
        within(dialog).getByText(t('Up to $1,000 of your pay before payday, with no interest.')),
      );
    });
  },
};

const banks = [
  { id: 'chase', label: 'Chase' },
  { id: 'chime', label: 'Chime' },
  { id: 'citi', label: 'Citibank' },
];

/** A combo box in the panel: its list of suggestions opens in the panel's scheme. */
export const SchemeComboBox: Story = {
  name: 'Colour scheme: combo box',
  // On the BeemProvider page by name (its Canvas blocks), drawn by a story helper that
  // flips the panel with the page's theme, so not an example to paste: the page's code block is.
  tags: ['played', '!autodocs'],
  parameters: overlayShot,
  render: inPanel(
    <>
      <ComboBox label={t('Pick your bank')} items={banks} />
    </>,
  ),
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step('Tab to the field and type “ch”: the list opens on Chase and Chime', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('combobox', { name: t('Pick your bank') })).toHaveFocus();
      await userEvent.keyboard('ch');
    });
    const listbox = await page(canvasElement).findByRole('listbox');
    await step('The suggestions are drawn in the panel’s scheme', async () => {
      const options = within(listbox).getAllByRole('option');
      await expect(options.map((option) => option.textContent)).toEqual(['Chase', 'Chime']);
      await expectInPanelScheme(listbox, canvasElement, options[0]);
    });
  },
};

/** A date picker in the panel: its calendar opens in the panel's scheme. */
export const SchemeDatePicker: Story = {
  name: 'Colour scheme: date picker',
  // On the BeemProvider page by name (its Canvas blocks), drawn by a story helper that
  // flips the panel with the page's theme, so not an example to paste: the page's code block is.
  tags: ['played', '!autodocs'],
  parameters: overlayShot,
  render: inPanel(
    <>
      <DatePicker label={t('Payment date')} defaultValue="2025-03-14" />
    </>,
  ),
  play: async ({ canvasElement, userEvent, step }) => {
    await step('Tab into the date and press Alt+Down: the calendar opens', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    });
    const dialog = await page(canvasElement).findByRole('dialog');
    await step('The calendar, its heading and days, is drawn in the panel’s scheme', async () => {
      const grid = within(dialog).getByRole('grid');
      await waitFor(() => expect(within(grid).getByRole('button', { name: /14/ })).toHaveFocus());
      await expectInPanelScheme(
        dialog,
        canvasElement,
        within(dialog).getByRole('heading', { level: 2 }),
      );
    });
  },
};

/** A tooltip on a button in the panel: drawn in the panel's scheme. */
export const SchemeTooltip: Story = {
  name: 'Colour scheme: tooltip',
  // On the BeemProvider page by name (its Canvas blocks), drawn by a story helper that
  // flips the panel with the page's theme, so not an example to paste: the page's code block is.
  tags: ['played', '!autodocs'],
  parameters: overlayShot,
  render: inPanel(
    <>
      <Inline space="4">
        <Tooltip content={t('Stops new purchases until you unfreeze it')}>
          <Button variant="secondary">{t('Freeze card now')}</Button>
        </Tooltip>
      </Inline>
    </>,
  ),
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const button = canvas.getByRole('button', { name: t('Freeze card now') });
    await step('Tab to Freeze card now: its tooltip shows and describes it', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await waitFor(() =>
        expect(button).toHaveAccessibleDescription(t('Stops new purchases until you unfreeze it')),
      );
    });
    await step('The tooltip is drawn in the panel’s scheme', async () => {
      await expectInPanelScheme(page(canvasElement).getByRole('tooltip'), canvasElement);
    });
  },
};

/** A dialog opened from the panel: a `<dialog>` in place, so it takes the panel's scheme. */
export const SchemeDialog: Story = {
  name: 'Colour scheme: dialog',
  // On the BeemProvider page by name (its Canvas blocks), drawn by a story helper that
  // flips the panel with the page's theme, so not an example to paste: the page's code block is.
  tags: ['played', '!autodocs'],
  parameters: overlayShot,
  render: inPanel(
    <>
      <Inline space="4">
        <DialogTrigger dialog="freeze-card" variant="secondary">
          {t('Freeze card now')}
        </DialogTrigger>
      </Inline>
      <Dialog
        id="freeze-card"
        title={t('Freeze your card?')}
        description={t('You can unfreeze it any time in the app.')}
        closeLabel={t('Close')}
      />
    </>,
  ),
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step('Tab to Freeze card now and press Enter: the dialog opens', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: t('Freeze card now') })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    });
    const dialog = await page(canvasElement).findByRole('dialog', { name: t('Freeze your card?') });
    await step('The dialog is open and drawn in the panel’s scheme', async () => {
      await waitFor(() => expect(dialog).toHaveAttribute('open'));
      await expectInPanelScheme(
        dialog,
        canvasElement,
        within(dialog).getByRole('heading', { name: t('Freeze your card?') }),
      );
    });
  },
};

/** The panel's button, which shows a toast from inside the panel. */
function FreezeWithToast() {
  const toast = useToast();
  return (
    <Inline space="4">
      <Button
        variant="secondary"
        onClick={() => {
          toast.show('neutral', t('Card frozen.'));
        }}
      >
        {t('Freeze card now')}
      </Button>
    </Inline>
  );
}

/**
 * A toast shown from the panel: the toasts' region belongs to the page, but a toast is drawn in
 * the scheme of the component that showed it.
 */
export const SchemeToast: Story = {
  name: 'Colour scheme: toast',
  // On the BeemProvider page by name (its Canvas blocks), drawn by a story helper that
  // flips the panel with the page's theme, so not an example to paste: the page's code block is.
  tags: ['played', '!autodocs'],
  parameters: overlayShot,
  // The toasts' region is the page's, outside the panel.
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  render: inPanel(<FreezeWithToast />),
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step('Tab to Freeze card now and press Enter: a toast says so', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: t('Freeze card now') })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    });
    await step('The toast is in the polite region, drawn in the panel’s scheme', async () => {
      const status = canvas.getByRole('status');
      const message = await within(status).findByText(t('Card frozen.'));
      const toast = message.closest('[data-toast-id]');
      if (!toast) throw new Error('The message is not in a toast.');
      await expectInPanelScheme(toast, canvasElement, message);
    });
  },
};

/**
 * Providers nest: a light card inside a dark panel on the page. Each subtree is drawn in the
 * scheme of the nearest provider that names one.
 */
export const NestedSchemes: Story = {
  name: 'Colour scheme: nested',
  tags: ['matrix'],
  render: () => (
    <BeemProvider colorScheme="dark">
      <Stack space="4">
        <Text>{t('Dark panel')}</Text>
        <BeemProvider colorScheme="light">
          <Card heading={t('A light card inside the dark panel')}>
            {t('Each provider draws its subtree in its own scheme.')}
          </Card>
        </BeemProvider>
      </Stack>
    </BeemProvider>
  ),
  play: async ({ canvas, canvasElement, step }) => {
    await step('The outer panel is dark and the card inside it is light', async () => {
      const outer = panelOf(canvasElement);
      const inner = canvas
        .getByText(t('Each provider draws its subtree in its own scheme.'))
        .closest<HTMLElement>('[data-color-scheme]');
      if (!inner) throw new Error('The card is not inside a provider of its own.');
      await expect(getComputedStyle(outer).colorScheme).toBe('dark');
      await expect(getComputedStyle(inner).colorScheme).toBe('light');
      await expect(getComputedStyle(inner).color).not.toBe(getComputedStyle(outer).color);
    });
  },
};
