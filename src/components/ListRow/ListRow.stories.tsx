import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Avatar, initialsOf } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { BeemProvider } from '../BeemProvider/BeemProvider';
import { Icon } from '../Icon/Icon';
import { ReceiptIcon, SettingsIcon, BellIcon } from '../Icon/icons';
import { Switch } from '../Switch/Switch';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { ListRow, ListRowIcon, ListRows, listRowDefaults, listRowElements } from './ListRow';
import { forcedColorsModes, responsiveModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Paycheck from Campus Dining': 'Cheque de pago de Campus Dining',
  'Jun 14 · Direct deposit': '14 jun · Depósito directo',
  'Sample student A': 'Estudiante de ejemplo A',
  'Sent you $40.00 · Yesterday': 'Te envió $40.00 · Ayer',
  Received: 'Recibido',
  Settings: 'Configuración',
  Notifications: 'Notificaciones',
  'Texts and emails': 'Mensajes de texto y correos',
  Account: 'Cuenta',
  'Name, phone number, password': 'Nombre, número de teléfono, contraseña',
  'Transfer to Community Federal Credit Union checking account ending in 4417':
    'Transferencia a la cuenta de cheques de Community Federal Credit Union que termina en 4417',
  'Pending · Arrives in 1 to 3 business days, by the end of the day on Friday':
    'Pendiente · Llega en 1 a 3 días hábiles, antes de que termine el día del viernes',
  'Payday reminders': 'Recordatorios del día de pago',
  'A text the day before payday': 'Un mensaje de texto el día antes del día de pago',
});

/** The contact row's avatar and badge, in the story's language. */
const ContactAvatar = () => <Avatar name={t('Sample student A')} decorative />;
const ReceivedBadge = () => <Badge tone="positive">{t('Received')}</Badge>;

const meta = {
  title: 'Components/Data display/ListRow',
  component: ListRow,
  subcomponents: { ListRows, ListRowIcon },
  tags: ['beta', 'server'],
  args: {
    title: 'Paycheck from Campus Dining',
    description: 'Jun 14 · Direct deposit',
    leading: (
      <ListRowIcon>
        <Icon icon={ReceiptIcon} />
      </ListRowIcon>
    ),
    trailing: <span>+$250.00</span>,
  },
  argTypes: {
    as: {
      control: 'inline-radio',
      options: listRowElements,
      table: { defaultValue: { summary: listRowDefaults.as } },
    },
    leading: { control: false },
    trailing: { control: false },
  },
  render: (args) => <ListRow {...args} />,
  parameters: { storyText: t },
} satisfies Meta<typeof ListRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A transaction: an icon, the payer and the date, the amount at the end. Not a control. */
export const Transaction: Story = {
  play: async ({ canvas, step }) => {
    await step('The row is not a link or a button', async () => {
      await expect(canvas.queryByRole('link')).toBeNull();
      await expect(canvas.queryByRole('button')).toBeNull();
    });
    await step('The payer shows, and the amount in even-width figures', async () => {
      await expect(canvas.getByText(t('Paycheck from Campus Dining'))).toBeVisible();
      await expect(canvas.getByText('+$250.00')).toHaveStyle({
        fontVariantNumeric: 'tabular-nums',
      });
    });
  },
};

/** A contact, with their photo or initials; the avatar is decorative, the title names them. */
export const Contact: Story = {
  args: {
    title: 'Sample student A',
    description: 'Sent you $40.00 · Yesterday',
    leading: <ContactAvatar />,
    trailing: <ReceivedBadge />,
  },
  play: async ({ canvas, step }) => {
    await step('The avatar shows initials and is not read out', async () => {
      // The name is read once, from the title, not again from the avatar.
      await expect(canvas.queryByRole('img')).toBeNull();
      await expect(canvas.getByText(initialsOf(t('Sample student A')))).toBeVisible();
    });
  },
};

/** The app's router, as `BeemProvider` takes it. */
const navigate = fn();

/**
 * Rows that lead to screens: each one link through the app's router, with a chevron, in
 * `ListRows`, which draws the hairlines between them.
 */
export const LinkRows: Story = {
  name: 'Link rows',
  tags: ['played', 'matrix'],
  parameters: { modes: { ...responsiveModes, ...forcedColorsModes } },
  render: () => (
    <BeemProvider navigate={navigate}>
      <ListRows aria-label={t('Settings')}>
        <ListRow
          as="li"
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
        <ListRow
          as="li"
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
      </ListRows>
    </BeemProvider>
  ),
  play: async ({ canvasElement, userEvent, step }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    await step('The Settings list has two rows', async () => {
      await expect(canvas.getByRole('list', { name: t('Settings') })).toBeVisible();
      await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    });
    await step(
      'Tab to the first row: one ringed, full-height link named by all its words',
      async () => {
        // One target per row, named by all its words.
        await userEvent.tab();
        const notifications = canvas.getByRole('link', {
          name: `${t('Notifications')} ${t('Texts and emails')}`,
        });
        await expect(notifications).toHaveFocus();
        await expect(notifications).toHaveAttribute('href', '/settings/notifications');
        await expect(getComputedStyle(notifications).boxShadow).not.toBe('none');
        await expect(notifications.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      },
    );
    await step('Enter on Account opens it through the app', async () => {
      // Enter and a click go through the app's router, with no document load.
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await expect(navigate.mock.lastCall?.[0]).toBe('/settings/account');
    });
    await step('Clicking Notifications opens it through the app too', async () => {
      await userEvent.click(
        canvas.getByRole('link', { name: new RegExp(`^${t('Notifications')}`) }),
      );
      await expect(navigate.mock.lastCall?.[0]).toBe('/settings/notifications');
      await expect(navigate).toHaveBeenCalledTimes(2);
    });
  },
};

/** The whole row is one button: "View receipt" opens a sheet in the app. */
export const Pressable: Story = {
  args: { onPress: fn(), chevron: true },
  parameters: { modes: forcedColorsModes },
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    const row = canvas.getByRole('button', {
      name: `${t('Paycheck from Campus Dining')} ${t('Jun 14 · Direct deposit')} +$250.00`,
    });
    await step('Tab reaches the row as one button named by all its words', async () => {
      await userEvent.tab();
      await expect(row).toHaveFocus();
    });
    await step('Enter presses the row', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onPress).toHaveBeenCalledTimes(1);
    });
    await step('Space presses it again and focus stays on the row', async () => {
      await userEvent.keyboard(' ');
      await expect(args.onPress).toHaveBeenCalledTimes(2);
      await expect(row).toHaveFocus();
    });
  },
};

/** A row that cannot be used now: greyed out, out of the tab order. */
export const Disabled: Story = {
  args: { onPress: fn(), disabled: true },
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    await step('The row is disabled', async () => {
      await expect(canvas.getByRole('button')).toBeDisabled();
    });
    await step('Tab skips the row and nothing is pressed', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button')).not.toHaveFocus();
      await expect(args.onPress).not.toHaveBeenCalled();
    });
  },
};

/**
 * Long words stay on one line each, cut with an ellipsis, and the amount keeps its place; the
 * whole text is still in the page for screen readers.
 */
export const LongContent: Story = {
  name: 'Long content',
  args: {
    title: 'Transfer to Community Federal Credit Union checking account ending in 4417',
    description: 'Pending · Arrives in 1 to 3 business days, by the end of the day on Friday',
    trailing: <span>−$1,250.00</span>,
    href: '/activity/transfer-4417',
    chevron: true,
  },
  parameters: { modes: responsiveModes },
  play: async ({ canvas, step }) => {
    const title = canvas.getByText(
      t('Transfer to Community Federal Credit Union checking account ending in 4417'),
    );
    await step('The long title stays on one line, cut with an ellipsis', async () => {
      await expect(title).toHaveStyle({ textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
    });
    await step('Screen readers still hear every word and the amount', async () => {
      await expect(canvas.getByRole('link')).toHaveAccessibleName(
        new RegExp(
          `${t('Transfer to Community Federal Credit Union checking account ending in 4417')} ${t('Pending · Arrives in 1 to 3 business days, by the end of the day on Friday')} −\\$1,250\\.00$`,
        ),
      );
    });
    await step('The amount keeps its place on show', async () => {
      await expect(canvas.getByText('−$1,250.00')).toBeVisible();
    });
  },
};

/** A setting with a Switch: the row stays static, so the switch is its one control. */
export const WithSwitch: Story = {
  name: 'With a switch',
  tags: ['played', 'matrix'],
  parameters: { modes: forcedColorsModes },
  render: () => (
    <ListRows>
      <ListRow
        as="li"
        title={t('Payday reminders')}
        description={t('A text the day before payday')}
        trailing={
          <Switch label={<VisuallyHidden>{t('Payday reminders')}</VisuallyHidden>} defaultChecked />
        }
      />
    </ListRows>
  ),
  play: async ({ canvas, userEvent, step }) => {
    const toggle = canvas.getByRole('switch', { name: t('Payday reminders') });
    await step('Tab goes straight to the switch', async () => {
      await userEvent.tab();
      await expect(toggle).toHaveFocus();
    });
    await step('Space turns payday reminders off', async () => {
      await userEvent.keyboard(' ');
      await expect(toggle).not.toBeChecked();
    });
  },
};
