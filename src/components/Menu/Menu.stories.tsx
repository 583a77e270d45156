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

/** The actions on a Beem card, from its "More actions" button. */
function CardMenu(props: MenuProps) {
  return (
    <MenuTrigger>
      <IconButton glyph={MoreIcon} label="More actions" variant="secondary" />
      <Menu {...props}>
        <MenuItem id="freeze" description="Stops new purchases until you unfreeze it">
          Freeze card
        </MenuItem>
        <MenuItem id="copy" glyph={CopyIcon} shortcut="⌘C">
          Copy card number
        </MenuItem>
        <MenuItem id="statements" glyph={ReceiptIcon}>
          Statements
        </MenuItem>
        <MenuItem id="settings" glyph={SettingsIcon}>
          Settings
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" glyph={DeleteIcon} tone="critical">
          Delete card
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
    const trigger = canvas.getByRole('button', { name: 'More actions' });
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
      await expect(items[0]).toHaveAccessibleName('Freeze card');
      await expect(items[0]).toHaveAccessibleDescription(
        'Stops new purchases until you unfreeze it',
      );
    });
    const menu = page(canvasElement).getByRole('menu');
    await step('ArrowDown moves to Copy card number', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(within(menu).getByRole('menuitem', { name: 'Copy card number' })).toHaveFocus();
    });
    await step('Typing S jumps to Statements', async () => {
      await userEvent.keyboard('s');
      await expect(within(menu).getByRole('menuitem', { name: 'Statements' })).toHaveFocus();
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
    const trigger = canvas.getByRole('button', { name: 'More actions' });
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
      await expect(canvas.getByRole('button', { name: 'More actions' })).toHaveFocus();
    });
    await step('ArrowUp opens the menu on its last item, Delete card', async () => {
      await userEvent.keyboard('{ArrowUp}');
      const menu = await page(canvasElement).findByRole('menu');
      await waitFor(() =>
        expect(within(menu).getByRole('menuitem', { name: 'Delete card' })).toHaveFocus(),
      );
    });
    const menu = page(canvasElement).getByRole('menu');
    await step('ArrowDown wraps round to the first item, Freeze card', async () => {
      // The arrows wrap: down from the last item is the first.
      await userEvent.keyboard('{ArrowDown}');
      await expect(within(menu).getByRole('menuitem', { name: 'Freeze card' })).toHaveFocus();
    });
  },
};

/** Enter on an item runs it: the menu's `onAction` gets its id and the menu closes. */
export const Destructive: Story = {
  name: 'Destructive item',
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    const trigger = canvas.getByRole('button', { name: 'More actions' });
    await step('Open the menu and press End to reach Delete card', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      const menu = await page(canvasElement).findByRole('menu');
      await userEvent.keyboard('{End}');
      const remove = within(menu).getByRole('menuitem', { name: 'Delete card' });
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
        expect(within(menu).getByRole('menuitem', { name: 'Delete card' })).toHaveFocus(),
      );
    });
  },
};

/** Items under headings, read as named groups. */
export const Sections: Story = {
  render: (args) => (
    <MenuTrigger>
      <IconButton glyph={MoreIcon} label="More actions" variant="secondary" />
      <Menu {...args}>
        <MenuSection title="Card">
          <MenuItem id="freeze">Freeze card</MenuItem>
          <MenuItem id="pin">Change PIN</MenuItem>
        </MenuSection>
        <MenuSection title="Account">
          <MenuItem id="statements" glyph={ReceiptIcon}>
            Statements
          </MenuItem>
          <MenuItem id="close" tone="critical">
            Close account
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
    const card = within(menu).getByRole('group', { name: 'Card' });
    const account = within(menu).getByRole('group', { name: 'Account' });
    await step('The Account heading groups Statements and Close account', async () => {
      await expect(
        within(account)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Statements', 'Close account']);
    });
    await step('Focus starts on Freeze card, under the Card heading', async () => {
      await waitFor(() =>
        expect(within(card).getByRole('menuitem', { name: 'Freeze card' })).toHaveFocus(),
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
        <IconButton glyph={MoreIcon} label="More actions" variant="secondary" />
        <Menu {...args}>
          <MenuItem id="statements" href="/account/statements" glyph={ReceiptIcon}>
            Statements
          </MenuItem>
          <MenuItem id="settings" href="/settings" glyph={SettingsIcon}>
            Settings
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
      const statements = within(menu).getByRole('menuitem', { name: 'Statements' });
      await expect(statements).toHaveAttribute('href', '/account/statements');
    });
    const menu = page(canvasElement).getByRole('menu');
    await step('ArrowDown moves to Settings', async () => {
      await userEvent.keyboard('{ArrowDown}');
      const settings = within(menu).getByRole('menuitem', { name: 'Settings' });
      await expect(settings).toHaveFocus();
    });
    await step('Enter opens Settings through the app', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(navigate.mock.lastCall?.[0]).toBe('/settings');
    });
    await step('The menu closes and focus returns to the button', async () => {
      await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'More actions' })).toHaveFocus(),
      );
    });
  },
};

/** ArrowRight on an item with a chevron opens its submenu; ArrowLeft closes it again. */
export const Submenu: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary" icon="chevronDown" iconPosition="end">
        Move money
      </Button>
      <Menu {...args}>
        <MenuItem id="add">Add money</MenuItem>
        <SubmenuTrigger>
          <MenuItem id="send">Send money</MenuItem>
          <Menu {...args}>
            <MenuItem id="friend" description="By their phone number">
              To a friend on Beem
            </MenuItem>
            <MenuItem id="bank" description="Your checking or savings account">
              To your bank account
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
      await expect(canvas.getByRole('button', { name: 'Move money' })).toHaveFocus();
    });
    await step('Open the menu and move to Send money, which has a submenu', async () => {
      await userEvent.keyboard('{Enter}');
      await page(canvasElement).findByRole('menu');
      await userEvent.keyboard('{ArrowDown}');
      const send = page(canvasElement).getByRole('menuitem', { name: 'Send money' });
      await expect(send).toHaveFocus();
      await expect(send).toHaveAttribute('aria-haspopup', 'menu');
    });
    const send = page(canvasElement).getByRole('menuitem', { name: 'Send money' });
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
          page(canvasElement).getByRole('menuitem', { name: /To a friend on Beem/ }),
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
      await expect(page(canvasElement).getByRole('menuitem', { name: 'Send money' })).toHaveFocus();
    });
  },
};

/** A choice, "Sort by": the chosen item is ticked and read as checked. */
export const Selection: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<'newest' | 'oldest' | 'amount'>('newest');
    const names = { newest: 'Newest first', oldest: 'Oldest first', amount: 'Largest amount' };
    return (
      <Box display="flex" gap="4" alignItems="center">
        <MenuTrigger>
          <Button variant="secondary" icon="chevronDown" iconPosition="end">
            Sort by
          </Button>
          <Menu
            {...args}
            selectionMode="single"
            selectedKeys={[sort]}
            onSelectionChange={(keys) => {
              const [key] = keys === 'all' ? [] : [...keys];
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
      const newest = within(menu).getByRole('menuitemradio', { name: 'Newest first' });
      await expect(newest).toBeChecked();
    });
    await step('Choose Largest amount: the menu closes and the choice shows', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
      await expect(canvas.getByText('Largest amount')).toBeVisible();
    });
    await step('Reopen the menu: Largest amount is ticked, Newest first no longer', async () => {
      await userEvent.keyboard('{Enter}');
      const reopened = await page(canvasElement).findByRole('menu');
      await expect(
        within(reopened).getByRole('menuitemradio', { name: 'Largest amount' }),
      ).toBeChecked();
      await expect(
        within(reopened).getByRole('menuitemradio', { name: 'Newest first' }),
      ).not.toBeChecked();
    });
  },
};

/** A disabled item is read as unavailable, and the arrow keys pass over it. */
export const DisabledItem: Story = {
  name: 'Disabled item',
  render: (args) => (
    <MenuTrigger>
      <IconButton glyph={MoreIcon} label="More actions" variant="secondary" />
      <Menu {...args}>
        <MenuItem id="copy" glyph={CopyIcon}>
          Copy card number
        </MenuItem>
        <MenuItem id="freeze" disabled description="Your card is already frozen">
          Freeze card
        </MenuItem>
        <MenuItem id="unfreeze">Unfreeze card</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  tags: ['played'],
  play: async ({ canvasElement, userEvent, args, step }) => {
    await step('Open the menu: Freeze card is read as unavailable', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      const menu = await page(canvasElement).findByRole('menu');
      await expect(within(menu).getByRole('menuitem', { name: 'Freeze card' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });
    const menu = page(canvasElement).getByRole('menu');
    await step('Focus starts on Copy card number', async () => {
      await waitFor(() =>
        expect(within(menu).getByRole('menuitem', { name: 'Copy card number' })).toHaveFocus(),
      );
    });
    await step('ArrowDown skips Freeze card to Unfreeze card, and nothing has run', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(within(menu).getByRole('menuitem', { name: 'Unfreeze card' })).toHaveFocus();
      await expect(args.onAction).not.toHaveBeenCalled();
    });
  },
};
