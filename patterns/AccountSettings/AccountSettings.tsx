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
 * from props: the screen never writes a price of its own.
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

const switches: readonly { setting: SwitchSetting; title: string; description: string }[] = [
  {
    setting: 'paydayReminders',
    title: 'Payday reminders',
    description: 'A text the day before a repayment',
  },
  { setting: 'offerTexts', title: 'Offers by text', description: 'New features and discounts' },
];

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
      title: 'Close your Beem account?',
      description:
        'You can no longer get advances, and this cannot be undone. An advance still open is repaid as planned.',
      confirmLabel: 'Close account',
      tone: 'critical',
      onConfirm: onCloseAccount,
      errorMessage: 'We could not close your account. Nothing has changed; try again.',
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
            <IconButton glyph={ChevronLeftIcon} label="Back" href={backHref} />
            <Heading level={1} size="xl">
              Account settings
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
                  glyph={MoreIcon}
                  label="More actions"
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
                    Edit profile
                  </MenuItem>
                  <MenuItem id="sign-out">Sign out</MenuItem>
                  <MenuSeparator />
                  <MenuItem id="close" tone="critical" disabled={closing}>
                    Close account
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
                  <Icon glyph={productIcons.planBasic} />
                </ListRowIcon>
              }
              title={`${membership.plan} membership`}
              description={
                <>
                  <Money amount={membership.monthlyPrice} />
                  /mo
                </>
              }
            />
          )}
          {closing && (
            <Container width="prose">
              <Alert tone="info" title="Your account is closing" announce>
                We will text you at {phone} once it is closed. An advance still open is repaid as
                planned.
              </Alert>
            </Container>
          )}
        </Stack>

        <section aria-labelledby={`${ids}-notifications`}>
          <Stack space="3">
            <Container width="prose">
              <Stack space="3">
                <Heading level={2} size="md" id={`${ids}-notifications`}>
                  Notifications
                </Heading>
                <Text tone="muted">These change as soon as you flip them.</Text>
              </Stack>
            </Container>
            <ListRows>
              {switches.map(({ setting, title, description }) => (
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
              ))}
            </ListRows>
          </Stack>
        </section>

        <Divider />

        <form onSubmit={save} aria-labelledby={`${ids}-payouts`}>
          <Container width="prose">
            <Stack space="5">
              <Heading level={2} size="md" id={`${ids}-payouts`}>
                Advances
              </Heading>
              <Select
                label="Send advances to"
                options={payoutAccounts}
                value={values.payoutAccount}
                onChange={(next) => {
                  setSaved(false);
                  setValues((current) => ({ ...current, payoutAccount: next }));
                }}
              />
              <RadioGroup
                label="How often are you paid?"
                hint="We time repayments to your payday."
                options={paySchedules}
                value={values.paySchedule}
                onChange={(schedule) => {
                  setSaved(false);
                  setValues((current) => ({ ...current, paySchedule: schedule }));
                }}
              />
              <div>
                <Button type="submit">Save changes</Button>
              </div>
              {saved && (
                <Alert tone="positive" title="Changes saved" announce>
                  Advances go to{' '}
                  {payoutAccounts.find((account) => account.value === values.payoutAccount)?.label},
                  repaid {values.paySchedule.toLowerCase()}.
                </Alert>
              )}
            </Stack>
          </Container>
        </form>
      </Stack>
    </Container>
  );
}
