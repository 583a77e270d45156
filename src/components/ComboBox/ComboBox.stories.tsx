import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ComboBox, type ComboBoxLoader, type ComboBoxOption } from './ComboBox';
import { forcedColorsModes, spanishModes } from '../../internal/storybook/modes';
import { msg, msgPattern } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';
import { reactEvent } from '../../internal/storybook/events';

// Banks' names are their own in both languages.
const t = storyText({
  'Pick your bank': 'Elige tu banco',
  'Where your paycheck goes': 'Donde se deposita tu pago',
  'No banks match “{query}”': 'Ningún banco coincide con “{query}”',
  'Pick your bank from the list, or choose “My bank isn’t listed”.':
    'Elige tu banco de la lista o selecciona “Mi banco no aparece”.',
});

const banks: readonly ComboBoxOption[] = [
  { id: 'bank-of-america', label: 'Bank of America' },
  { id: 'capital-one', label: 'Capital One' },
  { id: 'chase', label: 'Chase' },
  { id: 'chime', label: 'Chime' },
  { id: 'citi', label: 'Citibank' },
  { id: 'navy-federal', label: 'Navy Federal Credit Union' },
  { id: 'pnc', label: 'PNC Bank' },
  { id: 'wells-fargo', label: 'Wells Fargo' },
];

/** A bank search answered at once, from the list above, as a server would. */
const answers: ComboBoxLoader = (query) =>
  Promise.resolve(
    banks.filter((bank) => bank.label.toLowerCase().includes(query.trim().toLowerCase())),
  );

/** A search still on its way: the story shows the wait. */
const waiting: ComboBoxLoader = () => new Promise(() => undefined);

/** The connection drops. */
const offline: ComboBoxLoader = () => Promise.reject(new TypeError('Failed to fetch'));

const meta = {
  title: 'Components/Forms/ComboBox',
  component: ComboBox,
  tags: ['beta', 'client'],
  args: {
    label: 'Pick your bank',
    name: 'bank',
    items: banks,
    emptyMessage: (query: string) => t('No banks match “{query}”').replace('{query}', query),
    onChange: fn(),
    onInputChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    items: { control: false },
    loadItems: { control: false },
  },
  // Room under the field for the list, which is placed over the page, outside the story's box.
  decorators: [(Story) => <div style={{ minHeight: '24rem' }}>{Story()}</div>],
  parameters: {
    screenshot: { target: 'page' },
    modes: { ...forcedColorsModes, ...spanishModes },
    storyText: t,
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list and its options, which render at the end of the page. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Typing opens the suggestions; Down moves onto the first; Enter picks it and closes the list. */
export const KeyboardPick: Story = {
  name: 'Keyboard pick',
  args: { hint: 'Where your paycheck goes' },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    const input = canvas.getByRole('combobox', { name: t('Pick your bank') });
    await step('Tab to the field, which is read with its hint', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await expect(input).toHaveAccessibleDescription(t('Where your paycheck goes'));
    });
    await step('Type “ch”: the list opens on Chase and Chime', async () => {
      await userEvent.keyboard('ch');
      const listbox = await page(canvasElement).findByRole('listbox', {
        name: new RegExp(t('Pick your bank')),
      });
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Chase', 'Chime']);
    });
    await step('Down moves onto Chase while typing stays in the field', async () => {
      await userEvent.keyboard('{ArrowDown}');
      const listbox = page(canvasElement).getByRole('listbox', {
        name: new RegExp(t('Pick your bank')),
      });
      const chase = within(listbox).getByRole('option', { name: 'Chase' });
      await expect(input).toHaveAttribute('aria-activedescendant', chase.id);
      await expect(input).toHaveFocus();
    });
    await step('Down and Enter pick Chime, which fills the field and the list closes', async () => {
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('chime', reactEvent());
      await expect(input).toHaveValue('Chime');
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await expect(canvasElement.querySelector('input[type="hidden"][name="bank"]')).toHaveValue(
        'chime',
      );
    });
  },
};

/** The list open on every option: the chosen one has a tick. */
export const Open: Story = {
  args: { defaultValue: 'chase' },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    const input = canvas.getByRole('combobox', { name: t('Pick your bank') });
    await step('The field shows the chosen bank, Chase', async () => {
      // The field shows the chosen bank's name once react-aria has filled the list of banks, a
      // render after the first; the story tests' act() waits for it, a browser does not.
      await waitFor(() => expect(input).toHaveValue('Chase'));
    });
    await step('Press the arrow button: the list opens on every bank, Chase ticked', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: msgPattern({ globals }, 'comboBox.showSuggestions') }),
      );
      const listbox = await page(canvasElement).findByRole('listbox');
      await expect(within(listbox).getAllByRole('option')).toHaveLength(banks.length);
      await expect(within(listbox).getByRole('option', { name: 'Chase' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  },
};

/** Escape closes the list and puts back the chosen bank's name. */
export const EscapeRestores: Story = {
  name: 'Escape restores',
  tags: ['test-only', '!autodocs'],
  args: { defaultValue: 'pnc' },
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    const input = canvas.getByRole('combobox', { name: t('Pick your bank') });
    await step('Tab to the field, which shows the chosen bank', async () => {
      await userEvent.tab();
      await expect(input).toHaveValue('PNC Bank');
    });
    await step('Type over the name, then press Escape: the list closes', async () => {
      // Typing over the whole name, never through an empty field, which would clear the choice.
      await userEvent.keyboard('{Control>}a{/Control}wel');
      await page(canvasElement).findByRole('listbox');
      await userEvent.keyboard('{Escape}');
      await expect(input).toHaveAttribute('aria-expanded', 'false');
    });
    await step('Leave the field: it shows PNC Bank again, still chosen', async () => {
      await userEvent.tab();
      await expect(input).toHaveValue('PNC Bank');
      await expect(args.onChange).not.toHaveBeenCalledWith('wells-fargo', reactEvent());
    });
  },
};

/** Nothing matches: the list says so, in the words typed, shown as text whatever they hold. */
export const NoMatches: Story = {
  name: 'No matches',
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step('Type a bank that is not in the list', async () => {
      await userEvent.tab();
      await userEvent.keyboard('Credit Union of Springfield');
    });
    await step('The list says no banks match the words typed, and it is announced', async () => {
      const body = page(canvasElement);
      await expect(await body.findByRole('listbox')).toHaveTextContent(
        t('No banks match “{query}”').replace('{query}', 'Credit Union of Springfield'),
      );
      await expect(canvas.getByRole('status')).toHaveTextContent(
        t('No banks match “{query}”').replace('{query}', 'Credit Union of Springfield'),
      );
    });
  },
};

/** Markup typed into the field stays text: nothing is drawn or run from it. */
export const HostileText: Story = {
  name: 'Hostile text',
  tags: ['test-only', '!autodocs'],
  args: { emptyMessage: undefined },
  play: async ({ canvasElement, userEvent, globals, step }) => {
    await step('Type markup into the field', async () => {
      await userEvent.tab();
      await userEvent.keyboard('<img src=x onerror=alert(1)>');
    });
    await step('The list quotes it as text, and no image is drawn', async () => {
      const listbox = await page(canvasElement).findByRole('listbox');
      await expect(listbox).toHaveTextContent(
        msg({ globals }, 'comboBox.empty', { query: '<img src=x onerror=alert(1)>' }),
      );
      await expect(listbox.querySelector('img')).toBeNull();
    });
  },
};

/** Loaded as the visitor types: the wait is shown in the list and announced. */
export const Loading: Story = {
  args: { items: undefined, loadItems: waiting },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, globals, step }) => {
    await step('Type the start of a bank’s name', async () => {
      await userEvent.tab();
      await userEvent.keyboard('Na');
    });
    await step('The list shows it is loading, and the wait is announced', async () => {
      await expect(await page(canvasElement).findByRole('listbox')).toHaveTextContent(
        msg({ globals }, 'comboBox.loading'),
      );
      await expect(canvas.getByRole('status')).toHaveTextContent(
        msg({ globals }, 'comboBox.loading'),
      );
    });
    await step('What was typed stays in the field', async () => {
      await expect(canvas.getByRole('combobox', { name: t('Pick your bank') })).toHaveValue('Na');
    });
  },
};

/** Loaded options, picked by keyboard like fixed ones. */
export const LoadedOptions: Story = {
  name: 'Loaded options',
  tags: ['test-only', '!autodocs'],
  args: { items: undefined, loadItems: answers },
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    await step('Type “navy”: the loaded list offers Navy Federal Credit Union', async () => {
      await userEvent.tab();
      await userEvent.keyboard('navy');
      const option = await page(canvasElement).findByRole('option', {
        name: 'Navy Federal Credit Union',
      });
      // On a device React Aria takes for a phone, the list shows a moment after it is in the page,
      // once an on-screen keyboard would have made room for it.
      await waitFor(() => expect(option).toBeVisible());
    });
    await step('Down and Enter pick it, and the field shows its name', async () => {
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('navy-federal', reactEvent());
      await expect(canvas.getByRole('combobox', { name: t('Pick your bank') })).toHaveValue(
        'Navy Federal Credit Union',
      );
    });
  },
};

/** The connection drops: a message says so, and what was typed stays. */
export const NetworkFault: Story = {
  name: 'Network fault',
  args: { items: undefined, loadItems: offline },
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Type a bank’s name while offline', async () => {
      await userEvent.tab();
      await userEvent.keyboard('Chase');
    });
    await step('A message says the search failed', async () => {
      const status = canvas.getByRole('status');
      await waitFor(() => expect(status).toHaveTextContent(msg({ globals }, 'comboBox.failed')));
      await expect(status).toBeVisible();
    });
    await step('What was typed stays in the field', async () => {
      await expect(canvas.getByRole('combobox', { name: t('Pick your bank') })).toHaveValue(
        'Chase',
      );
    });
  },
};

/** An error: announced, read with the input, and the field marked invalid. */
export const Invalid: Story = {
  args: { error: 'Pick your bank from the list, or choose “My bank isn’t listed”.' },
  play: async ({ canvas, step }) => {
    const input = canvas.getByRole('combobox', { name: t('Pick your bank') });
    await step('The field is marked invalid and read with its error', async () => {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(
        t('Pick your bank from the list, or choose “My bank isn’t listed”.'),
      );
    });
  },
};

/** Disabled: greyed and skipped by Tab. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'chase' },
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    const input = canvas.getByRole('combobox', { name: t('Pick your bank') });
    await step('Tab skips the disabled field', async () => {
      await userEvent.tab();
      await expect(input).not.toHaveFocus();
    });
    await step('The field is disabled and still shows Chase', async () => {
      await expect(input).toBeDisabled();
      await expect(input).toHaveValue('Chase');
    });
  },
};

/** A bank not in the list is kept as typed, and sent as text. */
export const CustomValue: Story = {
  name: 'Custom value',
  tags: ['test-only', '!autodocs'],
  args: { allowsCustomValue: true },
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    await step('Type a bank that is not in the list and leave the field', async () => {
      await userEvent.tab();
      await userEvent.keyboard('Golden 1 Credit Union');
      await userEvent.tab();
    });
    await step('The bank is kept as typed and sent as text', async () => {
      await expect(canvas.getByRole('combobox', { name: t('Pick your bank') })).toHaveValue(
        'Golden 1 Credit Union',
      );
      await expect(args.onInputChange).toHaveBeenLastCalledWith('Golden 1 Credit Union');
      // Sent as the text typed, by the input itself.
      await expect(canvasElement.querySelector('input[name="bank"]')).toHaveValue(
        'Golden 1 Credit Union',
      );
    });
  },
};
