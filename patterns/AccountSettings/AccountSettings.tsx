'use client';
/**
 * Account settings: switches that take effect at once, a select and a radio group saved with the
 * form, and a confirmation dialog before the one action that cannot be undone.
 *
 * Composed only from the package's public entry. The split follows what each control promises: a
 * `Switch` acts as soon as it is flipped (so it sits outside the form and says so), while the
 * select and radios wait for "Save changes". Closing the account asks first, in a modal `Dialog`
 * whose answer arrives as the dialog's `returnValue`.
 */
import {
  Alert,
  Button,
  Container,
  Dialog,
  DialogTrigger,
  Divider,
  Heading,
  RadioGroup,
  Select,
  Stack,
  Switch,
  Text,
} from '@beem/design-system';
import { useState, type SubmitEvent } from 'react';

export const paySchedules = ['Weekly', 'Every two weeks', 'Twice a month', 'Monthly'] as const;
export type PaySchedule = (typeof paySchedules)[number];

export const payoutAccounts = [
  { value: 'checking-4821', label: 'Checking ending 4821' },
  { value: 'savings-0932', label: 'Savings ending 0932' },
] as const;

export interface AccountSettingsValues {
  paydayReminders: boolean;
  offerTexts: boolean;
  payoutAccount: string;
  paySchedule: PaySchedule;
}

export interface AccountSettingsProps {
  initial?: AccountSettingsValues;
  /** The saved form: the account and schedule. */
  onSave?: (values: Pick<AccountSettingsValues, 'payoutAccount' | 'paySchedule'>) => void;
  /** A switch flipped, which takes effect at once. */
  onToggle?: (setting: 'paydayReminders' | 'offerTexts', on: boolean) => void;
  /** The account closure, once confirmed. */
  onCloseAccount?: () => void;
}

const defaults: AccountSettingsValues = {
  paydayReminders: true,
  offerTexts: false,
  payoutAccount: 'checking-4821',
  paySchedule: 'Every two weeks',
};

const closeDialogId = 'close-account-dialog';

export function AccountSettings({
  initial = defaults,
  onSave,
  onToggle,
  onCloseAccount,
}: AccountSettingsProps) {
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(false);
  const [closed, setClosed] = useState(false);

  const toggle = (setting: 'paydayReminders' | 'offerTexts', on: boolean) => {
    setValues((current) => ({ ...current, [setting]: on }));
    onToggle?.(setting, on);
  };

  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(true);
    onSave?.({ payoutAccount: values.payoutAccount, paySchedule: values.paySchedule });
  };

  return (
    <Container width="prose" gutters={false}>
      <Stack space="8">
        <Heading level={1} size="xl">
          Account settings
        </Heading>

        <section aria-labelledby="settings-notifications">
          <Stack space="4">
            <Heading level={2} size="md" id="settings-notifications">
              Notifications
            </Heading>
            <Text tone="muted">These change as soon as you flip them.</Text>
            <Switch
              label="Payday reminders"
              hint="A text the day before an advance is repaid."
              checked={values.paydayReminders}
              onChange={(next) => {
                toggle('paydayReminders', next);
              }}
            />
            <Switch
              label="Offers by text"
              hint="New features and partner discounts, at most twice a month."
              checked={values.offerTexts}
              onChange={(next) => {
                toggle('offerTexts', next);
              }}
            />
          </Stack>
        </section>

        <Divider />

        <form onSubmit={save} aria-labelledby="settings-payouts">
          <Stack space="5">
            <Heading level={2} size="md" id="settings-payouts">
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
        </form>

        <Divider />

        <section aria-labelledby="settings-close">
          <Stack space="4">
            <Heading level={2} size="md" id="settings-close">
              Close your account
            </Heading>
            {closed ? (
              <Alert tone="info" title="Your account is closing" announce>
                We will text you when it is closed. Any advance still open is repaid as planned.
              </Alert>
            ) : (
              <>
                <Text>Your history is kept for seven years, as the law requires.</Text>
                <div>
                  <DialogTrigger dialog={closeDialogId} variant="secondary" tone="critical">
                    Close account
                  </DialogTrigger>
                </div>
              </>
            )}
            <Dialog
              id={closeDialogId}
              title="Close your Beem account?"
              description="You cannot take new advances once it is closed. This cannot be undone."
              onClose={(event) => {
                if (event.currentTarget.returnValue !== 'confirm') return;
                setClosed(true);
                onCloseAccount?.();
              }}
              actions={
                <>
                  <Button type="submit" value="cancel" variant="secondary">
                    Keep my account
                  </Button>
                  <Button type="submit" value="confirm" tone="critical">
                    Close account
                  </Button>
                </>
              }
            />
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
