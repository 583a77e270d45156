import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Stack } from '../../components/Stack/Stack';
import { reactEvent } from '../storybook/events';
import { entriesOf, inputContractCases, type ContractCase } from './inputContract';

/** Each form's `onChange`, to assert what it was called with. */
interface ContractArgs {
  uncontrolled: (value: unknown, event: unknown) => void;
  controlled: (value: unknown, event: unknown) => void;
}

/**
 * The one input contract, played on every control that holds a value (the cases and the rules
 * are in inputContract.tsx). Test fixtures, not documentation: each story is the same three forms
 * around one control.
 */
const meta = {
  title: 'Components/Forms/Input contract',
  // Test fixtures: the same three bare forms around each control, whose looks are the control's
  // own stories' to show; a shot here would only repeat them.
  tags: ['test-only', '!autodocs', 'no-screenshot'],
} satisfies Meta<ContractArgs>;

export default meta;
type Story = StoryObj<ContractArgs>;

const caseOf = (component: string): ContractCase => {
  const found = inputContractCases.find((each) => each.component === component);
  if (!found) throw new Error(`No input contract case for ${component}.`);
  return found;
};

/** Each form names its control apart (see `tabIn`): the case's names, with the form's prefix. */
const prefixes = { uncontrolled: '', controlled: 'controlled-', disabled: 'disabled-' };

const namesOf = (contract: ContractCase) => Object.keys(contract.before);

const formData = (form: HTMLElement) => {
  if (!(form instanceof HTMLFormElement)) throw new Error('Not a form.');
  return new FormData(form);
};

function Controlled({
  contract,
  onChange,
}: {
  contract: ContractCase;
  onChange: ContractArgs['controlled'];
}) {
  const [value, setValue] = useState<unknown>(contract.initial);
  return contract.render({
    name: `${prefixes.controlled}field`,
    value,
    onChange: (next: unknown, event: unknown) => {
      setValue(next);
      onChange(next, event);
    },
  });
}

function ContractForms({
  contract,
  uncontrolled,
  controlled,
}: {
  contract: ContractCase;
  uncontrolled: ContractArgs['uncontrolled'];
  controlled: ContractArgs['controlled'];
}) {
  const [sent, setSent] = useState<string>('');
  return (
    <Stack space="8">
      <form
        aria-label="Uncontrolled"
        action={(data) => {
          setSent(JSON.stringify(entriesOf(data, namesOf(contract))));
        }}
      >
        <Stack space="4">
          <button type="button" data-contract-start>
            Start
          </button>
          {contract.render({
            name: 'field',
            defaultValue: contract.initial,
            onChange: uncontrolled,
          })}
          <button type="submit">Send</button>
          <button type="reset">Reset</button>
        </Stack>
      </form>
      <output aria-label="Sent">{sent}</output>
      <form aria-label="Controlled">
        <Stack space="4">
          <button type="button" data-contract-start>
            Start
          </button>
          <Controlled contract={contract} onChange={controlled} />
        </Stack>
      </form>
      <form aria-label="Disabled">
        {contract.render({
          name: `${prefixes.disabled}field`,
          defaultValue: contract.initial,
          onChange: () => undefined,
          disabled: true,
        })}
      </form>
    </Stack>
  );
}

/** One story per case: its control held to every rule of the contract. */
function contractStory(component: string): Story {
  const contract = caseOf(component);
  return {
    name: component,
    args: { uncontrolled: fn(), controlled: fn() },
    render: (args) => (
      <ContractForms
        contract={contract}
        uncontrolled={args.uncontrolled}
        controlled={args.controlled}
      />
    ),
    play: async ({ canvas, userEvent, args, step }) => {
      const names = namesOf(contract);
      const uncontrolled = canvas.getByRole('form', { name: 'Uncontrolled' });
      const controlled = canvas.getByRole('form', { name: 'Controlled' });
      const disabled = canvas.getByRole('form', { name: 'Disabled' });
      const sentOutput = canvas.getByRole('status', { name: 'Sent' });
      const entries = (form: HTMLElement, prefix = '') => {
        const found = entriesOf(
          formData(form),
          names.map((name) => prefix + name),
        );
        return Object.fromEntries(names.map((name) => [name, found[prefix + name]]));
      };

      await step('Uncontrolled, its form holds defaultValue under its name', async () => {
        await expect(entries(uncontrolled), 'at the start').toEqual(contract.before);
      });
      await step('Changed by keyboard: onChange(value, event), and the form has it', async () => {
        await contract.change(userEvent, uncontrolled);
        await waitFor(() =>
          expect(args.uncontrolled).toHaveBeenLastCalledWith(
            contract.changed,
            reactEvent(contract.event),
          ),
        );
        await waitFor(() => expect(entries(uncontrolled), 'once changed').toEqual(contract.after));
      });
      await step('Sent through a React form action, which then resets the form', async () => {
        const send = within(uncontrolled).getByRole('button', { name: 'Send' });
        send.focus();
        await userEvent.keyboard('{Enter}');
        await waitFor(() => expect(sentOutput).toHaveTextContent(JSON.stringify(contract.after)));
        await waitFor(() =>
          expect(entries(uncontrolled), 'after the action').toEqual(contract.before),
        );
      });
      await step('Changed again, then reset: defaultValue is back', async () => {
        await contract.change(userEvent, uncontrolled);
        await waitFor(() => expect(entries(uncontrolled), 'changed again').toEqual(contract.after));
        within(uncontrolled).getByRole('button', { name: 'Reset' }).focus();
        await userEvent.keyboard('{Enter}');
        await waitFor(() =>
          expect(entries(uncontrolled), 'after the reset').toEqual(contract.before),
        );
      });
      await step(
        'Controlled: the parent hears the change and its form holds the value',
        async () => {
          await expect(
            entries(controlled, prefixes.controlled),
            'controlled, at the start',
          ).toEqual(contract.before);
          await contract.change(userEvent, controlled);
          await waitFor(() =>
            expect(args.controlled).toHaveBeenLastCalledWith(
              contract.changed,
              reactEvent(contract.event),
            ),
          );
          await waitFor(() =>
            expect(entries(controlled, prefixes.controlled), 'controlled, once changed').toEqual(
              contract.after,
            ),
          );
        },
      );
      await step('Disabled: its form sends nothing under its name', async () => {
        await expect(entries(disabled, prefixes.disabled)).toEqual(
          Object.fromEntries(names.map((name) => [name, []])),
        );
      });
    },
  };
}

export const TextField: Story = { ...contractStory('TextField') };
export const Textarea: Story = { ...contractStory('Textarea') };
export const AmountField: Story = { ...contractStory('AmountField') };
export const PhoneInput: Story = { ...contractStory('PhoneInput') };
export const SearchField: Story = { ...contractStory('SearchField') };
export const Select: Story = { ...contractStory('Select') };
export const Checkbox: Story = { ...contractStory('Checkbox') };
export const Switch: Story = { ...contractStory('Switch') };
export const RadioGroup: Story = { ...contractStory('RadioGroup') };
export const SelectableCardGroup: Story = { ...contractStory('SelectableCardGroup') };
export const NumberField: Story = { ...contractStory('NumberField') };
export const Slider: Story = { ...contractStory('Slider') };
export const ComboBox: Story = { ...contractStory('ComboBox') };
export const DatePicker: Story = { ...contractStory('DatePicker') };
export const DateRangePicker: Story = { ...contractStory('DateRangePicker') };
export const ToggleButtonGroup: Story = { ...contractStory('ToggleButtonGroup') };
export const TagGroup: Story = { ...contractStory('TagGroup') };
export const OtpInput: Story = { ...contractStory('OtpInput') };
