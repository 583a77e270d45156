'use client';
/**
 * Account settings: who is signed in, with a menu of what they can do to their account; switches
 * that take effect at once; a select and a radio group saved with the form; and a confirmation
 * before the one action that cannot be undone, closing the account.
 *
 * Composed only from the package's public entry. The split follows what each control promises: a
 * `Switch` acts as soon as it is flipped (so it sits in a settings row outside the form and the
 * screen says so), while the select and radios wait for "Save changes". "Close account" is the
 * menu's critical item, and asks first through `useConfirm`: the confirmation stays open and busy
 * while `onCloseAccount` runs, closes when it resolves and keeps the error when it rejects.
 *
 * It needs a `ConfirmProvider` above it, as an app's root puts one, for that confirmation.
 *
 * One line down the left: a `ListRow` sets its content in by its own padding (room for the tint
 * of a row that is a link or a button), so every other block (headings, words, the alert, the
 * form) is set in by the same step, through a nested `Container`, whose gutter is that step.
 * `Box paddingX` would do it too, but Box's style props cost this screen about 2 KB of
 * JavaScript and 2 KB of CSS. The member's name and each setting then start where their heading
 * does, and the switches and the menu button end where the fields do; the rows' hairlines and the
 * divider still run the column's full width. (A switch named by its row's title hides its own
 * label; Field gives the gap that label would have taken back, so the switch ends there too.)
 *
 * The membership row states the plan and its monthly price as the pricing pages do ("$12.97/mo"),
 * from props: the screen never writes a price of its own. The screen's words are the app's, in
 * the reader's language; the pay schedules stay English values whatever the language, so what
 * `onSave` is given does not change with it.
 */
import {
  Alert,
  Avatar,
  Button,
  ChevronLeftIcon,
  Container,
  Divider,
  Heading,
  Icon,
  IconButton,
  Inline,
  ListRow,
  ListRowIcon,
  ListRows,
  Menu,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
  Money,
  MoreIcon,
  RadioGroup,
  Select,
  Stack,
  Switch,
  Text,
  VisuallyHidden,
  formatPhone,
  productIcons,
  useConfirm,
  useLocale,
  type BeemLocale,
} from '@beem/design-system';
import { useId, useRef, useState, type SubmitEvent } from 'react';

export const paySchedules = ['Weekly', 'Every two weeks', 'Twice a month', 'Monthly'] as const;
export type PaySchedule = (typeof paySchedules)[number];

export const payoutAccounts = [
  { value: 'checking-4821', label: 'Checking ending 4821' },
  { value: 'savings-0932', label: 'Savings ending 0932' },
] as const;

/** The signed-in member, as the app knows them. */
export interface AccountMember {
  name: string;
  /** Their mobile number, in any form: it is shown as `(512) 555-0147`. */
  phone: string;
}

export interface AccountSettingsValues {
  paydayReminders: boolean;
  offerTexts: boolean;
  payoutAccount: string;
  paySchedule: PaySchedule;
}

type SwitchSetting = 'paydayReminders' | 'offerTexts';
const switchSettings: readonly SwitchSetting[] = ['paydayReminders', 'offerTexts'];

/** The member's plan, as the pricing pages name and price it. */
export interface AccountMembership {
  /** The plan's name: "Pro". */
  plan: string;
  /** Its monthly price, in dollars. */
  monthlyPrice: number;
  /** Where the member changes or cancels it. */
  href: string;
}

export interface AccountSettingsProps {
  /** The signed-in member; a sample member when left out. */
  member?: AccountMember;
  initial?: AccountSettingsValues;
  /** The saved form: the account and schedule. */
  onSave?: (values: Pick<AccountSettingsValues, 'payoutAccount' | 'paySchedule'>) => void;
  /** A switch flipped, which takes effect at once. */
  onToggle?: (setting: SwitchSetting, on: boolean) => void;
  /**
   * Closes the account, once confirmed. The confirmation stays open and busy until the promise
   * settles: closed when it resolves, open with the error when it rejects.
   */
  onCloseAccount?: () => Promise<void>;
  /** The menu's "Sign out". */
  onSignOut?: () => void;
  /** Where the menu's "Edit profile" leads. */
  profileHref?: string;
  /** The member's plan, shown as a row that leads to it; no row when left out. */
  membership?: AccountMembership;
  /** Where the top bar's back button leads. */
  backHref?: string;
}

/** A sample member (a 555-01xx number is never assigned), not a Beem customer. */
const sampleMember: AccountMember = { name: 'Maya Johnson', phone: '512-555-0147' };

const defaults: AccountSettingsValues = {
  paydayReminders: true,
  offerTexts: false,
  payoutAccount: 'checking-4821',
  paySchedule: 'Every two weeks',
};

const english = {
  back: 'Back',
  title: 'Account settings',
  moreActions: 'More actions',
  editProfile: 'Edit profile',
  signOut: 'Sign out',
  closeAccount: 'Close account',
  membership: (plan: string) => `${plan} membership`,
  perMonth: '/mo',
  closing: 'Your account is closing',
  closingText: (phone: string) =>
    `We will text you at ${phone} once it is closed. An advance still open is repaid as planned.`,
  closeTitle: 'Close your Beem account?',
  closeText:
    'You can no longer get advances, and this cannot be undone. An advance still open is repaid as planned.',
  closeFailed: 'We could not close your account. Nothing has changed; try again.',
  notifications: 'Notifications',
  notificationsNote: 'These change as soon as you flip them.',
  switches: {
    paydayReminders: ['Payday reminders', 'A text the day before a repayment'],
    offerTexts: ['Offers by text', 'New features and discounts'],
  } satisfies Record<SwitchSetting, [title: string, description: string]>,
  advances: 'Advances',
  sendTo: 'Send advances to',
  accounts: {
    'checking-4821': 'Checking ending 4821',
    'savings-0932': 'Savings ending 0932',
  } satisfies Record<(typeof payoutAccounts)[number]['value'], string>,
  paidHow: 'How often are you paid?',
  paidHint: 'We time repayments to your payday.',
  schedules: {
    Weekly: 'Weekly',
    'Every two weeks': 'Every two weeks',
    'Twice a month': 'Twice a month',
    Monthly: 'Monthly',
  } satisfies Record<PaySchedule, string>,
  save: 'Save changes',
  saved: 'Changes saved',
  // The schedule as the radio names it, lowercased mid-sentence.
  savedText: (account: string | undefined, schedule: string) =>
    `Advances go to ${account ?? ''}, repaid ${schedule}.`,
};

/** The screen's words in each language the app is read in. */
const copy: Record<BeemLocale, typeof english> = {
  'en-US': english,
  'es-US': {
    back: 'Atrás',
    title: 'Configuración de la cuenta',
    moreActions: 'Más acciones',
    editProfile: 'Editar perfil',
    signOut: 'Cerrar sesión',
    closeAccount: 'Cerrar la cuenta',
    membership: (plan) => `Membresía ${plan}`,
    perMonth: '/mes',
    closing: 'Estamos cerrando tu cuenta',
    closingText: (phone) =>
      `Te enviaremos un mensaje de texto al ${phone} cuando esté cerrada. Si tienes un adelanto pendiente, se paga como estaba previsto.`,
    closeTitle: '¿Quieres cerrar tu cuenta de Beem?',
    closeText:
      'Ya no podrás recibir adelantos, y esto no se puede deshacer. Si tienes un adelanto pendiente, se paga como estaba previsto.',
    closeFailed: 'No pudimos cerrar tu cuenta. No cambió nada; vuelve a intentarlo.',
    notifications: 'Notificaciones',
    notificationsNote: 'Se aplican en cuanto los activas o desactivas.',
    switches: {
      paydayReminders: [
        'Recordatorios del día de pago',
        'Un mensaje de texto el día antes de un pago',
      ],
      offerTexts: ['Ofertas por mensaje de texto', 'Funciones nuevas y descuentos'],
    },
    advances: 'Adelantos',
    sendTo: 'Enviar los adelantos a',
    accounts: {
      'checking-4821': 'Cuenta de cheques que termina en 4821',
      'savings-0932': 'Cuenta de ahorros que termina en 0932',
    },
    paidHow: '¿Cada cuánto te pagan?',
    paidHint: 'Hacemos coincidir los pagos con tu día de pago.',
    schedules: {
      Weekly: 'Cada semana',
      'Every two weeks': 'Cada dos semanas',
      'Twice a month': 'Dos veces al mes',
      Monthly: 'Cada mes',
    },
    save: 'Guardar cambios',
    saved: 'Cambios guardados',
    savedText: (account, schedule) =>
      `Los adelantos van a ${account ?? ''} y se pagan ${schedule}.`,
  },
};

export function AccountSettings({
  member = sampleMember,
  initial = defaults,
  onSave,
  onToggle,
  onCloseAccount = () => Promise.resolve(),
  onSignOut,
  profileHref = '/account/profile',
  membership,
  backHref = '/',
}: AccountSettingsProps) {
  const words = copy[useLocale()];
  const confirm = useConfirm();
  const ids = useId();
  const menuTrigger = useRef<HTMLButtonElement>(null);
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(false);
  const [closing, setClosing] = useState(false);
  const phone = formatPhone(member.phone);

  const toggle = (setting: SwitchSetting, on: boolean) => {
    setValues((current) => ({ ...current, [setting]: on }));
    onToggle?.(setting, on);
  };

  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(true);
    onSave?.({ payoutAccount: values.payoutAccount, paySchedule: values.paySchedule });
  };

  const closeAccount = async () => {
    const closed = await confirm({
      title: words.closeTitle,
      description: words.closeText,
      confirmLabel: words.closeAccount,
      tone: 'critical',
      onConfirm: onCloseAccount,
      errorMessage: words.closeFailed,
    });
    if (closed) setClosing(true);
    // The dialog gives focus back to what had it when it opened: the menu item, gone with its
    // menu. The trigger that led there is where the member was.
    menuTrigger.current?.focus();
  };

  return (
    <Container width="prose" gutters={false}>
      <Stack space="8">
        <Stack space="4">
          <Inline space="2" alignY="center">
            <IconButton icon={ChevronLeftIcon} label={words.back} href={backHref} />
            <Heading level={1} size="xl">
              {words.title}
            </Heading>
          </Inline>
          <ListRow
            leading={<Avatar name={member.name} size="lg" decorative />}
            title={member.name}
            description={phone}
            trailing={
              <MenuTrigger>
                <IconButton
                  ref={menuTrigger}
                  icon={MoreIcon}
                  label={words.moreActions}
                  variant="secondary"
                />
                <Menu
                  placement="bottom end"
                  onAction={(key) => {
                    if (key === 'sign-out') onSignOut?.();
                    if (key === 'close') void closeAccount();
                  }}
                >
                  <MenuItem id="profile" href={profileHref}>
                    {words.editProfile}
                  </MenuItem>
                  <MenuItem id="sign-out">{words.signOut}</MenuItem>
                  <MenuSeparator />
                  <MenuItem id="close" tone="critical" disabled={closing}>
                    {words.closeAccount}
                  </MenuItem>
                </Menu>
              </MenuTrigger>
            }
          />
          {membership && (
            <ListRow
              href={membership.href}
              chevron
              leading={
                <ListRowIcon>
                  <Icon icon={productIcons.planBasic} />
                </ListRowIcon>
              }
              title={words.membership(membership.plan)}
              description={
                <>
                  <Money amount={membership.monthlyPrice} />
                  {words.perMonth}
                </>
              }
            />
          )}
          {closing && (
            <Container width="prose">
              <Alert tone="info" title={words.closing} announce>
                {words.closingText(phone)}
              </Alert>
            </Container>
          )}
        </Stack>

        <section aria-labelledby={`${ids}-notifications`}>
          <Stack space="3">
            <Container width="prose">
              <Stack space="3">
                <Heading level={2} size="md" id={`${ids}-notifications`}>
                  {words.notifications}
                </Heading>
                <Text tone="muted">{words.notificationsNote}</Text>
              </Stack>
            </Container>
            <ListRows>
              {switchSettings.map((setting) => {
                const [title, description] = words.switches[setting];
                return (
                  <ListRow
                    key={setting}
                    as="li"
                    title={title}
                    description={<span id={`${ids}-${setting}`}>{description}</span>}
                    trailing={
                      <Switch
                        label={<VisuallyHidden>{title}</VisuallyHidden>}
                        aria-describedby={`${ids}-${setting}`}
                        checked={values[setting]}
                        onChange={(next) => {
                          toggle(setting, next);
                        }}
                      />
                    }
                  />
                );
              })}
            </ListRows>
          </Stack>
        </section>

        <Divider />

        <form onSubmit={save} aria-labelledby={`${ids}-payouts`}>
          <Container width="prose">
            <Stack space="5">
              <Heading level={2} size="md" id={`${ids}-payouts`}>
                {words.advances}
              </Heading>
              <Select
                label={words.sendTo}
                options={payoutAccounts.map(({ value }) => ({
                  value,
                  label: words.accounts[value],
                }))}
                value={values.payoutAccount}
                onChange={(next) => {
                  setSaved(false);
                  setValues((current) => ({ ...current, payoutAccount: next }));
                }}
              />
              <RadioGroup
                label={words.paidHow}
                hint={words.paidHint}
                options={paySchedules}
                labelFor={(schedule) => words.schedules[schedule]}
                value={values.paySchedule}
                onChange={(schedule) => {
                  setSaved(false);
                  setValues((current) => ({ ...current, paySchedule: schedule }));
                }}
              />
              <div>
                <Button type="submit">{words.save}</Button>
              </div>
              {saved && (
                <Alert tone="positive" title={words.saved} announce>
                  {words.savedText(
                    words.accounts[values.payoutAccount as keyof typeof words.accounts],
                    words.schedules[values.paySchedule].toLowerCase(),
                  )}
                </Alert>
              )}
            </Stack>
          </Container>
        </form>
      </Stack>
    </Container>
  );
}
