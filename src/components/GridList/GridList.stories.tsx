import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { BeemProvider } from '../BeemProvider/BeemProvider';
import { Icon } from '../Icon/Icon';
import { BellIcon, ReceiptIcon, SettingsIcon } from '../Icon/icons';
import { ListRowIcon } from '../ListRow/ListRow';
import { GridList, GridListItem, type GridListProps } from './GridList';
import { forcedColorsModes, responsiveModes, spanishModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Paycheck from Campus Dining': 'Sueldo de Campus Dining',
  'Jun 14': '14 jun',
  'Rent to Oakwood Apartments': 'Alquiler a Oakwood Apartments',
  'Jun 1': '1 jun',
  'Cash advance': 'Adelanto de efectivo',
  'May 28 · Repaid': '28 may · Pagado',
  'Recent activity': 'Actividad reciente',
  '1 selected': '1 seleccionado',
  selected: 'seleccionados',
  Settings: 'Configuración',
  Notifications: 'Notificaciones',
  'Texts and emails': 'Mensajes de texto y correos',
  Account: 'Cuenta',
  'Name, phone number, password': 'Nombre, número de teléfono y contraseña',
  'Sample student A': 'Estudiante de ejemplo A',
  Contact: 'Contacto',
  'No activity yet. Your payments will show here.':
    'Todavía no hay actividad. Aquí verás tus pagos.',
});

/** A row's accessible name starts with its title. */
const startingWith = (title: string) => new RegExp(`^${title}`);

interface Payment {
  id: string;
  title: Parameters<typeof t>[0];
  description: Parameters<typeof t>[0];
  amount: string;
}

const payments: Payment[] = [
  {
    id: 'paycheck',
    title: 'Paycheck from Campus Dining',
    description: 'Jun 14',
    amount: '+$250.00',
  },
  { id: 'rent', title: 'Rent to Oakwood Apartments', description: 'Jun 1', amount: '−$650.00' },
  { id: 'advance', title: 'Cash advance', description: 'May 28 · Repaid', amount: '+$100.00' },
];

type Args = Omit<GridListProps<Payment>, 'children'>;

function Activity(props: Args) {
  return (
    <GridList {...props} items={props.items ?? payments}>
      {(payment) => (
        <GridListItem
          id={payment.id}
          title={t(payment.title)}
          description={t(payment.description)}
          trailing={<span>{payment.amount}</span>}
          leading={
            <ListRowIcon>
              <Icon icon={ReceiptIcon} />
            </ListRowIcon>
          }
        />
      )}
    </GridList>
  );
}

const meta = {
  title: 'Components/Data display/GridList',
  component: GridList,
  subcomponents: { GridListItem },
  tags: ['beta', 'client'],
  args: { 'aria-label': 'Recent activity', onAction: fn() },
  argTypes: { children: { control: false }, items: { control: false } },
  render: (args) => <Activity {...args} />,
  parameters: {
    modes: { ...responsiveModes, ...forcedColorsModes, ...spanishModes },
    storyText: t,
  },
} satisfies Meta<typeof GridList<Payment>>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/**
 * The rows, once drawn. react-aria fills a collection a render after the first, once it has
 * subscribed to its items; the story tests' act() waits for that render, a browser playing the
 * story does not.
 */
const rowsDrawn = async (canvas: Canvas, count = payments.length) =>
  expect(await canvas.findAllByRole('row')).toHaveLength(count);

/** Up and Down move between rows, Enter acts on the one with focus: here, open its receipt. */
export const MoveAndAct: Story = {
  name: 'Move and act',
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Tab into the list: the first payment has focus', async () => {
      await rowsDrawn(canvas);
      await userEvent.tab();
      await expect(
        canvas.getByRole('row', { name: startingWith(t('Paycheck from Campus Dining')) }),
      ).toHaveFocus();
    });
    await step('Down moves to Rent, ringed, and Enter opens its receipt', async () => {
      await userEvent.keyboard('{ArrowDown}');
      const rent = canvas.getByRole('row', { name: startingWith(t('Rent to Oakwood Apartments')) });
      await expect(rent).toHaveFocus();
      await expect(getComputedStyle(rent).boxShadow).not.toBe('none');
      await userEvent.keyboard('{Enter}');
      await expect(args.onAction).toHaveBeenLastCalledWith('rent');
    });
    await step('End jumps to the last payment', async () => {
      await userEvent.keyboard('{End}');
      await expect(
        canvas.getByRole('row', { name: startingWith(t('Cash advance')) }),
      ).toHaveFocus();
    });
    await step('Tab leaves the list rather than going row by row', async () => {
      // One stop in the tab order: Tab leaves the list rather than going row by row.
      await userEvent.tab();
      await expect(
        canvas.getByRole('row', { name: startingWith(t('Cash advance')) }),
      ).not.toHaveFocus();
      await expect(
        canvas.getByRole('row', { name: startingWith(t('Rent to Oakwood Apartments')) }),
      ).not.toHaveFocus();
    });
  },
};

/** Several rows picked at once, each with its checkbox, and a count the app shows above. */
function Picking(props: Args) {
  const [selected, setSelected] = useState<Key[] | 'all'>([]);
  const count = selected === 'all' ? payments.length : selected.length;
  return (
    <>
      <p aria-live="polite">{count === 1 ? t('1 selected') : `${count} ${t('selected')}`}</p>
      <Activity
        {...props}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={(keys) => {
          setSelected(keys);
          props.onSelectionChange?.(keys);
        }}
      />
    </>
  );
}

/** Space selects the row with focus; the checkboxes and the count follow. */
export const MultipleSelection: Story = {
  name: 'Multiple selection',
  args: { onSelectionChange: fn() },
  render: (args) => <Picking {...args} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    let paycheck!: HTMLElement;
    await step('Tab into the list and press Space: the paycheck is selected', async () => {
      await rowsDrawn(canvas);
      await userEvent.tab();
      await userEvent.keyboard(' ');
      paycheck = canvas.getByRole('row', { name: startingWith(t('Paycheck from Campus Dining')) });
      await expect(paycheck).toHaveAttribute('aria-selected', 'true');
    });
    await step(
      'Move down two rows and press Space: the cash advance is selected too, not Rent',
      async () => {
        await userEvent.keyboard('{ArrowDown}{ArrowDown}');
        await userEvent.keyboard(' ');
        await expect(
          canvas.getByRole('row', { name: startingWith(t('Cash advance')) }),
        ).toHaveAttribute('aria-selected', 'true');
        await expect(
          canvas.getByRole('row', { name: startingWith(t('Rent to Oakwood Apartments')) }),
        ).toHaveAttribute('aria-selected', 'false');
      },
    );
    await step('The checkboxes are ticked and the count reads 2 selected', async () => {
      await expect(within(paycheck).getByRole('checkbox')).toBeChecked();
      await expect(canvas.getByText(`2 ${t('selected')}`)).toBeVisible();
    });
  },
};

/**
 * One row at a time: picking another moves the selection. With no `onAction`, a click on the row
 * selects it; with one, the click acts and the checkbox selects.
 */
export const SingleSelection: Story = {
  name: 'Single selection',
  tags: ['test-only', '!autodocs'],
  args: { selectionMode: 'single', onSelectionChange: fn() },
  render: ({ onAction: _, ...args }) => <Activity {...args} />,
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Click Rent, then Cash advance: each click selects', async () => {
      await rowsDrawn(canvas);
      await userEvent.click(
        canvas.getByRole('row', { name: startingWith(t('Rent to Oakwood Apartments')) }),
      );
      await userEvent.click(canvas.getByRole('row', { name: startingWith(t('Cash advance')) }));
      await expect(args.onSelectionChange).toHaveBeenCalledTimes(2);
    });
    await step('Only Cash advance is selected', async () => {
      await expect(
        canvas.getByRole('row', { name: startingWith(t('Cash advance')) }),
      ).toHaveAttribute('aria-selected', 'true');
      await expect(
        canvas.getByRole('row', { name: startingWith(t('Rent to Oakwood Apartments')) }),
      ).toHaveAttribute('aria-selected', 'false');
    });
  },
};

/** The app's router, as `BeemProvider` takes it. */
const navigate = fn();

/** Rows that lead to screens, through the app's router, with a chevron. */
function Settings(props: Args) {
  return (
    <BeemProvider navigate={navigate}>
      <GridList {...props} aria-label={t('Settings')}>
        <GridListItem
          id="notifications"
          href="/settings/notifications"
          chevron
          title={t('Notifications')}
          description={t('Texts and emails')}
          leading={
            <ListRowIcon>
              <Icon icon={BellIcon} />
            </ListRowIcon>
          }
        />
        <GridListItem
          id="account"
          href="/settings/account"
          chevron
          title={t('Account')}
          description={t('Name, phone number, password')}
          leading={
            <ListRowIcon>
              <Icon icon={SettingsIcon} />
            </ListRowIcon>
          }
        />
        <GridListItem
          id="sample-student-a"
          href="/contacts/sample-student-a"
          chevron
          title={t('Sample student A')}
          description={t('Contact')}
          leading={<Avatar name={t('Sample student A')} decorative />}
        />
      </GridList>
    </BeemProvider>
  );
}

/** Enter or a click follows the row's link through the app's router; the page does not reload. */
export const LinkRows: Story = {
  name: 'Link rows',
  render: ({ onAction: _, ...args }) => <Settings {...args} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    navigate.mockClear();
    await step('Arrow to Account and press Enter: the app opens its screen', async () => {
      await rowsDrawn(canvas, 3);
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('row', { name: startingWith(t('Account')) })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(navigate.mock.lastCall?.[0]).toBe('/settings/account');
    });
    await step('Click a contact: the app opens theirs', async () => {
      await userEvent.click(canvas.getByRole('row', { name: startingWith(t('Sample student A')) }));
      await expect(navigate.mock.lastCall?.[0]).toBe('/contacts/sample-student-a');
    });
    await step('Each went through the app’s router, once', async () => {
      await expect(navigate).toHaveBeenCalledTimes(2);
    });
  },
};

/** No rows: the list says so, in the app's words. */
export const Empty: Story = {
  args: {
    items: [],
    renderEmptyState: () => t('No activity yet. Your payments will show here.'),
  },
  play: async ({ canvas, step }) => {
    await step('The empty list says payments will show here', async () => {
      await expect(canvas.getByRole('grid', { name: t('Recent activity') })).toHaveTextContent(
        t('No activity yet. Your payments will show here.'),
      );
    });
  },
};

/** A row that cannot be used now is greyed out and skipped by the arrow keys. */
export const DisabledRow: Story = {
  name: 'Disabled row',
  args: { disabledKeys: ['rent'] },
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Rent is disabled', async () => {
      await rowsDrawn(canvas);
      await expect(
        canvas.getByRole('row', { name: startingWith(t('Rent to Oakwood Apartments')) }),
      ).toHaveAttribute('aria-disabled', 'true');
    });
    await step('Down skips Rent to the cash advance', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown}');
      await expect(
        canvas.getByRole('row', { name: startingWith(t('Cash advance')) }),
      ).toHaveFocus();
    });
    await step('Enter opens the cash advance', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onAction).toHaveBeenLastCalledWith('advance');
    });
  },
};
