import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { BeemProvider } from '../BeemProvider/BeemProvider';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { CopyIcon, DeleteIcon, MoreIcon, ReceiptIcon, SettingsIcon } from '../Icon/icons';
import { IconButton } from '../IconButton/IconButton';
import { Text } from '../Text/Text';
import {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  SubmenuTrigger,
  menuPlacements,
  type MenuProps,
} from './Menu';
import { forcedColorsModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';
import { ChevronDownIcon } from '../Icon/icons';

const t = storyText({
  'More actions': 'Más acciones',
  'Freeze card': 'Congelar la tarjeta',
  'Stops new purchases until you unfreeze it':
    'Detiene las compras nuevas hasta que la descongeles',
  'Copy card number': 'Copiar el número de la tarjeta',
  Statements: 'Estados de cuenta',
  Settings: 'Configuración',
  'Delete card': 'Eliminar la tarjeta',
  Card: 'Tarjeta',
  'Change PIN': 'Cambiar el PIN',
  Account: 'Cuenta',
  'Close account': 'Cerrar la cuenta',
  'Move money': 'Mover dinero',
  'Add money': 'Agregar dinero',
  'Send money': 'Enviar dinero',
  'To a friend on Beem': 'A un amigo en Beem',
  'By their phone number': 'Con su número de teléfono',
  'To your bank account': 'A tu cuenta bancaria',
  'Your checking or savings account': 'Tu cuenta de cheques o de ahorros',
  'Sort by': 'Ordenar por',
  'Newest first': 'Más recientes primero',
  'Oldest first': 'Más antiguos primero',
  'Largest amount': 'Monto más alto',
  'Your card is already frozen': 'Tu tarjeta ya está congelada',
  'Unfreeze card': 'Descongelar la tarjeta',
});

/** The actions on a Beem card, from its "More actions" button. */
function CardMenu(props: MenuProps) {
  return (
    <MenuTrigger>
      <IconButton icon={MoreIcon} label={t('More actions')} variant="secondary" />
      <Menu {...props}>
        <MenuItem id="freeze" description={t('Stops new purchases until you unfreeze it')}>
          {t('Freeze card')}
        </MenuItem>
        <MenuItem id="copy" icon={CopyIcon} shortcut="⌘C">
          {t('Copy card number')}
        </MenuItem>
        <MenuItem id="statements" icon={ReceiptIcon}>
          {t('Statements')}
        </MenuItem>
        <MenuItem id="settings" icon={SettingsIcon}>
          {t('Settings')}
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" icon={DeleteIcon} tone="critical">
          {t('Delete card')}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

const meta = {
  title: 'Components/Actions/Menu',
  component: Menu,
  subcomponents: { MenuTrigger, MenuItem, MenuSection, MenuSeparator, SubmenuTrigger },
  tags: ['beta', 'client'],
  args: { onAction: fn() },
  argTypes: {
    placement: { control: 'inline-radio', options: menuPlacements },
    children: { control: false },
  },
  render: (args) => <CardMenu {...args} />,
  parameters: {
    // The menu is placed over the page, outside the story's own box: shoot the window.
    screenshot: { target: 'page' },
    // The focused item, the ticks, the borders and the focus ring must survive high contrast.
    modes: forcedColorsModes,
    storyText: t,
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu, which renders at the end of the page rather than beside its trigger. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Enter opens it on the first item; arrows move, typing a letter jumps to the item it starts,
 * and Escape closes it with focus back on the trigger.
 */
export const OpenedByKeyboard: Story = {
  name: 'Opened by keyboard',
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const trigger = canvas.getByRole('button', { name: t('More actions') });
    await step('Tab to the More actions button, which says it opens a menu', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    });
    await step('Enter opens the menu on Freeze card, with its description', async () => {
      await userEvent.keyboard('{Enter}');
      const menu = await page(canvasElement).findByRole('menu');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const items = within(menu).getAllByRole('menuitem');
      await waitFor(() => expect(items[0]).toHaveFocus());
      await expect(items[0]).toHaveAccessibleName(t('Freeze card'));
      await expect(items[0]).toHaveAccessibleDescription(
        t('Stops new purchases until you unfreeze it'),
      );
    });
    const menu = page(canvasElement).getByRole('menu');
    await step('ArrowDown moves to Copy card number', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(
        within(menu).getByRole('menuitem', { name: t('Copy card number') }),
      ).toHaveFocus();
    });
    await step('Typing S jumps to Statements', async () => {
      // Its first letter, in the language the menu is in.
      await userEvent.keyboard(t('Statements').charAt(0).toLowerCase());
      await expect(within(menu).getByRole('menuitem', { name: t('Statements') })).toHaveFocus();
    });
  },
};

/** Escape closes the menu without acting, and focus goes back to the trigger. */
export const EscapeCloses: Story = {
  name: 'Escape closes it',
  tags: ['played'],
  play: async (context) => {
    await OpenedByKeyboard.play?.(context);
    const { canvas, canvasElement, userEvent, args, step } = context;
    const trigger = canvas.getByRole('button', { name: t('More actions') });
    await step('Escape closes the menu and focus returns to the button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
      // React Aria gives focus back to the trigger once the menu has left the page, a frame or
      // more after it goes: the check waits for it as a person's next key press would.
      await waitFor(() => expect(trigger).toHaveFocus());
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
    await step('No action ran', async () => {
      await expect(args.onAction).not.toHaveBeenCalled();
    });
  },
};

/** ArrowDown opens it on the first item too, ArrowUp on the last; the menu stays open. */
export const ArrowKeys: Story = {
  name: 'Opened with ArrowUp',
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step('Tab to the More actions button', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: t('More actions') })).toHaveFocus();
    });
    await step('ArrowUp opens the menu on its last item, Delete card', async () => {
      await userEvent.keyboard('{ArrowUp}');
      const menu = await page(canvasElement).findByRole('menu');
      await waitFor(() =>
        expect(within(menu).getByRole('menuitem', { name: t('Delete card') })).toHaveFocus(),
      );
    });
    const menu = page(canvasElement).getByRole('menu');
    await step('ArrowDown wraps round to the first item, Freeze card', async () => {
      // The arrows wrap: down from the last item is the first.
      await userEvent.keyboard('{ArrowDown}');
      await expect(within(menu).getByRole('menuitem', { name: t('Freeze card') })).toHaveFocus();
    });
  },
};

/** Enter on an item runs it: the menu's `onAction` gets its id and the menu closes. */
export const Destructive: Story = {
  name: 'Destructive item',
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    const trigger = canvas.getByRole('button', { name: t('More actions') });
    await step('Open the menu and press End to reach Delete card', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      const menu = await page(canvasElement).findByRole('menu');
      await userEvent.keyboard('{End}');
      const remove = within(menu).getByRole('menuitem', { name: t('Delete card') });
      await expect(remove).toHaveFocus();
    });
    await step('Enter deletes the card', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onAction).toHaveBeenCalledWith('delete', undefined);
    });
    await step('The menu closes and focus returns to the button', async () => {
      await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

/** The destructive item, focused, in the error red. */
export const DestructiveFocused: Story = {
  name: 'Destructive item focused',
  tags: ['played'],
  play: async ({ canvasElement, userEvent, step }) => {
    await step('Open the menu with ArrowUp: Delete card has focus', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{ArrowUp}');
      const menu = await page(canvasElement).findByRole('menu');
      await waitFor(() =>
        expect(within(menu).getByRole('menuitem', { name: t('Delete card') })).toHaveFocus(),
      );
    });
  },
};

/** Items under headings, read as named groups. */
export const Sections: Story = {
  render: (args) => (
    <MenuTrigger>
      <IconButton icon={MoreIcon} label={t('More actions')} variant="secondary" />
      <Menu {...args}>
        <MenuSection title={t('Card')}>
          <MenuItem id="freeze">{t('Freeze card')}</MenuItem>
          <MenuItem id="pin">{t('Change PIN')}</MenuItem>
        </MenuSection>
        <MenuSection title={t('Account')}>
          <MenuItem id="statements" icon={ReceiptIcon}>
            {t('Statements')}
          </MenuItem>
          <MenuItem id="close" tone="critical">
            {t('Close account')}
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
  tags: ['played'],
  play: async ({ canvasElement, userEvent, step }) => {
    await step('Open the menu with ArrowDown', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown}');
      await page(canvasElement).findByRole('menu');
    });
    const menu = page(canvasElement).getByRole('menu');
    const card = within(menu).getByRole('group', { name: t('Card') });
    const account = within(menu).getByRole('group', { name: t('Account') });
    await step('The Account heading groups Statements and Close account', async () => {
      await expect(
        within(account)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual([t('Statements'), t('Close account')]);
    });
    await step('Focus starts on Freeze card, under the Card heading', async () => {
      await waitFor(() =>
        expect(within(card).getByRole('menuitem', { name: t('Freeze card') })).toHaveFocus(),
      );
    });
  },
};

/** The app's router, as `BeemProvider` takes it. */
const navigate = fn();

/** Items with `href` are links, and go through the app's router. */
export const Links: Story = {
  render: (args) => (
    <BeemProvider navigate={navigate}>
      <MenuTrigger>
        <IconButton icon={MoreIcon} label={t('More actions')} variant="secondary" />
        <Menu {...args}>
          <MenuItem id="statements" href="/account/statements" icon={ReceiptIcon}>
            {t('Statements')}
          </MenuItem>
          <MenuItem id="settings" href="/settings" icon={SettingsIcon}>
            {t('Settings')}
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </BeemProvider>
  ),
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    navigate.mockClear();
    await step('Open the menu: Statements links to the statements page', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      const menu = await page(canvasElement).findByRole('menu');
      const statements = within(menu).getByRole('menuitem', { name: t('Statements') });
      await expect(statements).toHaveAttribute('href', '/account/statements');
    });
    const menu = page(canvasElement).getByRole('menu');
    await step('ArrowDown moves to Settings', async () => {
      await userEvent.keyboard('{ArrowDown}');
      const settings = within(menu).getByRole('menuitem', { name: t('Settings') });
      await expect(settings).toHaveFocus();
    });
    await step('Enter opens Settings through the app', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(navigate.mock.lastCall?.[0]).toBe('/settings');
    });
    await step('The menu closes and focus returns to the button', async () => {
      await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: t('More actions') })).toHaveFocus(),
      );
    });
  },
};

/** ArrowRight on an item with a chevron opens its submenu; ArrowLeft closes it again. */
export const Submenu: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary" icon={ChevronDownIcon} iconPosition="end">
        {t('Move money')}
      </Button>
      <Menu {...args}>
        <MenuItem id="add">{t('Add money')}</MenuItem>
        <SubmenuTrigger>
          <MenuItem id="send">{t('Send money')}</MenuItem>
          <Menu {...args}>
            <MenuItem id="friend" description={t('By their phone number')}>
              {t('To a friend on Beem')}
            </MenuItem>
            <MenuItem id="bank" description={t('Your checking or savings account')}>
              {t('To your bank account')}
            </MenuItem>
          </Menu>
        </SubmenuTrigger>
      </Menu>
    </MenuTrigger>
  ),
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step('Tab to the Move money button', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: t('Move money') })).toHaveFocus();
    });
    await step('Open the menu and move to Send money, which has a submenu', async () => {
      await userEvent.keyboard('{Enter}');
      await page(canvasElement).findByRole('menu');
      await userEvent.keyboard('{ArrowDown}');
      const send = page(canvasElement).getByRole('menuitem', { name: t('Send money') });
      await expect(send).toHaveFocus();
      await expect(send).toHaveAttribute('aria-haspopup', 'menu');
    });
    const send = page(canvasElement).getByRole('menuitem', { name: t('Send money') });
    await step('ArrowLeft on the top menu leaves focus on Send money', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await expect(send).toHaveFocus();
    });
    await step('ArrowRight opens the submenu on To a friend on Beem', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(page(canvasElement).getAllByRole('menu')).toHaveLength(2));
      await expect(send).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() =>
        expect(
          page(canvasElement).getByRole('menuitem', { name: new RegExp(t('To a friend on Beem')) }),
        ).toHaveFocus(),
      );
    });
  },
};

/** ArrowLeft closes the submenu and goes back to its item. */
export const SubmenuClose: Story = {
  ...Submenu,
  name: 'Submenu closed with ArrowLeft',
  tags: ['test-only', '!autodocs'],
  play: async (context) => {
    await Submenu.play?.(context);
    const { canvasElement, userEvent, step } = context;
    await step('ArrowLeft closes the submenu and focus returns to Send money', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await waitFor(() => expect(page(canvasElement).getAllByRole('menu')).toHaveLength(1));
      await expect(
        page(canvasElement).getByRole('menuitem', { name: t('Send money') }),
      ).toHaveFocus();
    });
  },
};

/** A choice, "Sort by": the chosen item is ticked and read as checked. */
export const Selection: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<'newest' | 'oldest' | 'amount'>('newest');
    const names = {
      newest: t('Newest first'),
      oldest: t('Oldest first'),
      amount: t('Largest amount'),
    };
    return (
      <Box display="flex" gap="4" alignItems="center">
        <MenuTrigger>
          <Button variant="secondary" icon={ChevronDownIcon} iconPosition="end">
            {t('Sort by')}
          </Button>
          <Menu
            {...args}
            selectionMode="single"
            selectedKeys={[sort]}
            onSelectionChange={([key]) => {
              if (key) setSort(key as typeof sort);
            }}
          >
            {Object.entries(names).map(([id, name]) => (
              <MenuItem key={id} id={id}>
                {name}
              </MenuItem>
            ))}
          </Menu>
        </MenuTrigger>
        <Text aria-live="polite">{names[sort]}</Text>
      </Box>
    );
  },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step('Open Sort by: Newest first is ticked', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      const menu = await page(canvasElement).findByRole('menu');
      const newest = within(menu).getByRole('menuitemradio', { name: t('Newest first') });
      await expect(newest).toBeChecked();
    });
    await step('Choose Largest amount: the menu closes and the choice shows', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
      await expect(canvas.getByText(t('Largest amount'))).toBeVisible();
    });
    await step('Reopen the menu: Largest amount is ticked, Newest first no longer', async () => {
      await userEvent.keyboard('{Enter}');
      const reopened = await page(canvasElement).findByRole('menu');
      await expect(
        within(reopened).getByRole('menuitemradio', { name: t('Largest amount') }),
      ).toBeChecked();
      await expect(
        within(reopened).getByRole('menuitemradio', { name: t('Newest first') }),
      ).not.toBeChecked();
    });
  },
};

/** A disabled item is read as unavailable, and the arrow keys pass over it. */
export const DisabledItem: Story = {
  name: 'Disabled item',
  render: (args) => (
    <MenuTrigger>
      <IconButton icon={MoreIcon} label={t('More actions')} variant="secondary" />
      <Menu {...args}>
        <MenuItem id="copy" icon={CopyIcon}>
          {t('Copy card number')}
        </MenuItem>
        <MenuItem id="freeze" disabled description={t('Your card is already frozen')}>
          {t('Freeze card')}
        </MenuItem>
        <MenuItem id="unfreeze">{t('Unfreeze card')}</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  tags: ['played'],
  play: async ({ canvasElement, userEvent, args, step }) => {
    await step('Open the menu: Freeze card is read as unavailable', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      const menu = await page(canvasElement).findByRole('menu');
      await expect(within(menu).getByRole('menuitem', { name: t('Freeze card') })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });
    const menu = page(canvasElement).getByRole('menu');
    await step('Focus starts on Copy card number', async () => {
      await waitFor(() =>
        expect(within(menu).getByRole('menuitem', { name: t('Copy card number') })).toHaveFocus(),
      );
    });
    await step('ArrowDown skips Freeze card to Unfreeze card, and nothing has run', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(within(menu).getByRole('menuitem', { name: t('Unfreeze card') })).toHaveFocus();
      await expect(args.onAction).not.toHaveBeenCalled();
    });
  },
};
