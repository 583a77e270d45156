/**
 * The one input contract, as cases: every control of the main entry that holds a value, rendered
 * the way an app renders it, with what the keyboard does to it and what its form then holds.
 * `InputContract.stories.tsx` plays each case in the browser, uncontrolled in a form with a React
 * 19 `action`, controlled, and disabled; `inputContract.test.ts` holds the list complete against
 * the API report, so a new input without a case fails.
 *
 * The contract, for every case:
 * - `value` (controlled) or `defaultValue` (uncontrolled); `checked` and `defaultChecked` for the
 *   two on/off controls, whose `value` is the string their form sends, as the platform's is;
 * - `onChange(value, event)`: the value first, then React's event for the interaction that made
 *   the change (a key press, a click, an input's change);
 * - `name`: the value is in the enclosing form's `FormData` under it (on a hidden input where the
 *   control is not a native one), and a disabled control sends nothing;
 * - a form reset (a reset button, or React's own after a form action) brings back `defaultValue`.
 */
import type { ReactNode } from 'react';
import type { StoryContext } from '@storybook/react-vite';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { ComboBox } from '../../components/ComboBox/ComboBox';
import { DatePicker } from '../../components/DatePicker/DatePicker';
import { DateRangePicker } from '../../components/DateRangePicker/DateRangePicker';
import { AmountField } from '../../components/Field/Field';
import { NumberField } from '../../components/NumberField/NumberField';
import { OtpInput } from '../../components/OtpInput/OtpInput';
import { PhoneInput } from '../../components/PhoneInput/PhoneInput';
import { RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { SearchField } from '../../components/SearchField/SearchField';
import { Select } from '../../components/Select/Select';
import {
  SelectableCard,
  SelectableCardGroup,
} from '../../components/SelectableCard/SelectableCard';
import { Slider } from '../../components/Slider/Slider';
import { Switch } from '../../components/Switch/Switch';
import { Tag, TagGroup } from '../../components/TagGroup/TagGroup';
import { Textarea } from '../../components/Textarea/Textarea';
import { TextField } from '../../components/TextField/TextField';
import {
  ToggleButton,
  ToggleButtonGroup,
} from '../../components/ToggleButtonGroup/ToggleButtonGroup';

/** The play function's user, which types and tabs as a person does. */
type UserEvent = StoryContext['userEvent'];

/** What a case's control is given: the contract's props, and nothing else. */
export interface ContractProps {
  name: string;
  value?: unknown;
  defaultValue?: unknown;
  onChange: (value: never, event: never) => void;
  disabled?: boolean;
}

export interface ContractCase {
  /** The exported component the case holds to the contract. */
  component: string;
  /** The control, from the contract's props. */
  render: (props: ContractProps) => ReactNode;
  /** Its starting value, given as `defaultValue` (uncontrolled) or `value` (controlled). */
  initial: unknown;
  /**
   * Changes it by keyboard, inside `form`, from wherever focus is: each case tabs or focuses in
   * itself, as a keyboard user would get there.
   */
  change: (user: UserEvent, form: HTMLElement) => Promise<void>;
  /** The value `onChange` is called with, last, after `change`. */
  changed: unknown;
  /**
   * The type of React's event `onChange` gets with it: the interaction that made the change (a
   * `keydown` for a key a React Aria control acts on, a `change` for a native input's).
   */
  event: string;
  /** The form's entries under each name, at the start and after `change`. */
  before: Record<string, string[]>;
  after: Record<string, string[]>;
}

/** The control inside a form that the keyboard starts from: its first focusable element. */
const firstIn = (form: HTMLElement) => {
  const first = form.querySelector<HTMLElement>(
    'input:not([type="hidden"]), select, textarea, button, [tabindex="0"], [role="radio"]',
  );
  if (!first) throw new Error('The form has nothing to focus.');
  return first;
};

/**
 * Focus the control as Tab would reach it: from the element before it in its form. Each form
 * names its control apart (`field`, `controlled-field`…), so that radio groups, which the test's
 * user gathers by name across the page, stay within their own form, as the browser keeps them.
 */
async function tabIn(user: UserEvent, form: HTMLElement) {
  const before = form.querySelector<HTMLElement>('[data-contract-start]');
  if (!before) throw new Error('The form has no start button.');
  before.focus();
  await user.tab();
  if (!form.contains(form.ownerDocument.activeElement)) firstIn(form).focus();
}

const field = 'field';

/** Tabs into the control, then presses `sequence` (Testing Library's keyboard syntax). */
const keys =
  (sequence: string): ContractCase['change'] =>
  async (user, form) => {
    await tabIn(user, form);
    await user.keyboard(sequence);
  };

/** An on/off control's props: its value is `checked`, its starting value `defaultChecked`. */
function asChecked({ value, defaultValue, ...props }: ContractProps): object {
  return {
    ...props,
    ...(value === undefined ? {} : { checked: value as boolean }),
    ...(defaultValue === undefined ? {} : { defaultChecked: defaultValue as boolean }),
  };
}

export const inputContractCases: readonly ContractCase[] = [
  {
    component: 'TextField',
    render: (props) => <TextField label="Name on card" {...(props as object)} />,
    initial: 'Ana',
    change: keys('{Control>}a{/Control}Ana Ruiz'),
    changed: 'Ana Ruiz',
    event: 'change',
    before: { [field]: ['Ana'] },
    after: { [field]: ['Ana Ruiz'] },
  },
  {
    component: 'Textarea',
    render: (props) => <Textarea label="Note" {...(props as object)} />,
    initial: 'Rent',
    change: keys('{Control>}a{/Control}Rent for May'),
    changed: 'Rent for May',
    event: 'change',
    before: { [field]: ['Rent'] },
    after: { [field]: ['Rent for May'] },
  },
  {
    component: 'AmountField',
    render: (props) => <AmountField label="Amount" {...(props as object)} />,
    initial: '20',
    change: keys('{Control>}a{/Control}20.50'),
    changed: '20.50',
    event: 'change',
    before: { [field]: ['20'] },
    after: { [field]: ['20.50'] },
  },
  {
    component: 'PhoneInput',
    render: (props) => <PhoneInput {...(props as object)} />,
    initial: '',
    change: keys('2025550123'),
    changed: '(202) 555-0123',
    event: 'change',
    before: { [field]: [''] },
    after: { [field]: ['(202) 555-0123'] },
  },
  {
    component: 'SearchField',
    render: (props) => <SearchField label="Search activity" {...(props as object)} />,
    initial: 'rent',
    change: keys('{Control>}a{/Control}rents'),
    changed: 'rents',
    event: 'change',
    before: { [field]: ['rent'] },
    after: { [field]: ['rents'] },
  },
  {
    component: 'Select',
    render: (props) => (
      <Select label="Account" options={['Checking', 'Savings']} {...(props as object)} />
    ),
    initial: 'Checking',
    // The test's user cannot open a native select's list by keyboard (the browser draws it), so
    // it picks the option as the list would.
    change: async (user, form) => {
      await tabIn(user, form);
      const select = form.querySelector('select');
      if (!select) throw new Error('No select in the form.');
      await user.selectOptions(select, 'Savings');
    },
    changed: 'Savings',
    event: 'change',
    before: { [field]: ['Checking'] },
    after: { [field]: ['Savings'] },
  },
  {
    component: 'Checkbox',
    render: (props) => <Checkbox label="Text me when money arrives" {...asChecked(props)} />,
    initial: false,
    change: keys(' '),
    changed: true,
    event: 'change',
    before: { [field]: [] },
    after: { [field]: ['on'] },
  },
  {
    component: 'Switch',
    render: (props) => <Switch label="Round up purchases" {...asChecked(props)} />,
    initial: false,
    change: keys(' '),
    changed: true,
    event: 'change',
    before: { [field]: [] },
    after: { [field]: ['on'] },
  },
  {
    component: 'RadioGroup',
    render: (props) => (
      <RadioGroup label="Pay schedule" options={['weekly', 'monthly']} {...(props as object)} />
    ),
    initial: 'weekly',
    change: keys('{ArrowDown}'),
    changed: 'monthly',
    event: 'change',
    before: { [field]: ['weekly'] },
    after: { [field]: ['monthly'] },
  },
  {
    component: 'SelectableCardGroup',
    render: (props) => (
      <SelectableCardGroup label="Plan" {...(props as object)}>
        <SelectableCard value="lite" title="Lite" />
        <SelectableCard value="plus" title="Plus" />
      </SelectableCardGroup>
    ),
    initial: 'lite',
    change: keys('{ArrowDown}'),
    changed: 'plus',
    event: 'change',
    before: { [field]: ['lite'] },
    after: { [field]: ['plus'] },
  },
  {
    component: 'NumberField',
    render: (props) => <NumberField label="Guests" {...(props as object)} />,
    initial: 5,
    change: keys('{ArrowUp}'),
    changed: 6,
    event: 'keydown',
    before: { [field]: ['5'] },
    after: { [field]: ['6'] },
  },
  {
    component: 'Slider',
    render: (props) => <Slider label="Round-up" {...(props as object)} />,
    initial: 50,
    change: keys('{ArrowRight}'),
    changed: 51,
    event: 'keydown',
    before: { [field]: ['50'] },
    after: { [field]: ['51'] },
  },
  {
    component: 'ComboBox',
    render: (props) => (
      <ComboBox
        label="Bank"
        items={[
          { id: 'chase', label: 'Chase' },
          { id: 'chime', label: 'Chime' },
          { id: 'citi', label: 'Citibank' },
        ]}
        {...(props as object)}
      />
    ),
    initial: 'chase',
    change: async (user, form) => {
      await tabIn(user, form);
      await user.keyboard('{Control>}a{/Control}Chim');
      await user.keyboard('{ArrowDown}{Enter}');
    },
    changed: 'chime',
    event: 'keydown',
    before: { [field]: ['chase'] },
    after: { [field]: ['chime'] },
  },
  {
    component: 'DatePicker',
    render: (props) => <DatePicker label="Pay date" {...(props as object)} />,
    initial: '2026-12-15',
    change: keys('{Tab}{Tab}{ArrowUp}'),
    // The year, the last segment in either locale's order (month first in en-US, day first in
    // es-US).
    changed: '2027-12-15',
    event: 'keydown',
    before: { [field]: ['2026-12-15'] },
    after: { [field]: ['2027-12-15'] },
  },
  {
    component: 'DateRangePicker',
    render: ({ name, ...props }) => (
      <DateRangePicker
        label="Statement period"
        startName={`${name}-start`}
        endName={`${name}-end`}
        {...(props as object)}
      />
    ),
    initial: { start: '2026-12-01', end: '2026-12-15' },
    // The start's year, the last of its segments in either locale's order.
    change: keys('{Tab}{Tab}{ArrowDown}'),
    changed: { start: '2025-12-01', end: '2026-12-15' },
    event: 'keydown',
    before: { [`${field}-start`]: ['2026-12-01'], [`${field}-end`]: ['2026-12-15'] },
    after: { [`${field}-start`]: ['2025-12-01'], [`${field}-end`]: ['2026-12-15'] },
  },
  {
    component: 'ToggleButtonGroup',
    render: (props) => (
      <ToggleButtonGroup aria-label="Period" {...(props as object)}>
        <ToggleButton id="week">Week</ToggleButton>
        <ToggleButton id="month">Month</ToggleButton>
      </ToggleButtonGroup>
    ),
    initial: 'week',
    change: keys('{ArrowRight}'),
    changed: 'month',
    event: 'keydown',
    before: { [field]: ['week'] },
    after: { [field]: ['month'] },
  },
  {
    component: 'TagGroup',
    render: (props) => (
      <TagGroup label="Categories" selectionMode="multiple" {...(props as object)}>
        <Tag id="food">Food</Tag>
        <Tag id="rent">Rent</Tag>
      </TagGroup>
    ),
    initial: ['food'],
    change: keys('{Home}{ArrowRight} '),
    changed: ['food', 'rent'],
    event: 'keydown',
    before: { [field]: ['food'] },
    after: { [field]: ['food', 'rent'] },
  },
  {
    component: 'OtpInput',
    render: (props) => <OtpInput label="Code" length={4} {...(props as object)} />,
    initial: '',
    change: keys('1234'),
    changed: '1234',
    event: 'keydown',
    before: { [field]: [''] },
    after: { [field]: ['1234'] },
  },
];

/** The form's entries under the case's names. */
export function entriesOf(data: FormData, names: readonly string[]): Record<string, string[]> {
  return Object.fromEntries(
    names.map((name) => [
      name,
      data.getAll(name).map((entry) => (typeof entry === 'string' ? entry : entry.name)),
    ]),
  );
}
