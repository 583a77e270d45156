import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { SearchField, type SearchFieldProps } from './SearchField';
import { forcedColorsModes, spanishModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';
import { reactEvent } from '../../internal/storybook/events';

const t = storyText({
  'Search transactions': 'Buscar movimientos',
  'Payee, amount or note': 'Destinatario, monto o nota',
  'Search for a payee or an amount, such as 25.00.':
    'Busca un destinatario o un monto, como 25.00.',
});

/** The field holding its own value in state, as a page that filters as you type would. */
function Controlled(props: Omit<SearchFieldProps, 'value'>) {
  const [value, setValue] = useState(props.defaultValue ?? '');
  return (
    <SearchField
      {...props}
      defaultValue={undefined}
      value={value}
      onChange={(next, event) => {
        setValue(next);
        props.onChange?.(next, event);
      }}
    />
  );
}

const meta = {
  title: 'Components/Forms/SearchField',
  component: SearchField,
  tags: ['beta', 'client'],
  args: {
    label: 'Search transactions',
    name: 'q',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  parameters: { modes: { ...forcedColorsModes, ...spanishModes }, storyText: t },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed into: the search glyph before the text, the clear button after it. */
export const Filled: Story = {
  args: { hint: 'Payee, amount or note' },
  render: (args) => <Controlled {...args} />,
  tags: ['played'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    const field = canvas.getByRole('searchbox', { name: t('Search transactions') });
    await step('Tab into the field and hear its hint', async () => {
      await userEvent.tab();
      await expect(field).toHaveFocus();
      await expect(field).toHaveAccessibleDescription(t('Payee, amount or note'));
    });
    await step('Type a payee and the search follows each key', async () => {
      await userEvent.keyboard('Rent');
      await expect(args.onChange).toHaveBeenLastCalledWith('Rent', reactEvent());
      await expect(field).toHaveValue('Rent');
    });
    await step('A clear button appears after the text', async () => {
      await expect(
        canvas.getByRole('button', { name: msg({ globals }, 'searchField.clear') }),
      ).toBeVisible();
    });
  },
};

/** Escape empties the field and keeps focus in it; the clear button goes. */
export const EscapeClears: Story = {
  name: 'Escape clears',
  args: { defaultValue: 'Campus Dining' },
  tags: ['played'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    await userEvent.tab();
    const field = canvas.getByRole('searchbox', { name: t('Search transactions') });
    await step('Tab into a field that already holds a search', async () => {
      await expect(field).toHaveValue('Campus Dining');
    });
    await step('Escape empties the field and focus stays in it', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(field).toHaveValue('');
      await expect(args.onClear).toHaveBeenCalledOnce();
      await expect(args.onChange).toHaveBeenLastCalledWith('', reactEvent());
      await expect(field).toHaveFocus();
    });
    await step('The clear button is gone', async () => {
      await expect(
        canvas.queryByRole('button', { name: msg({ globals }, 'searchField.clear') }),
      ).toBeNull();
    });
  },
};

/** The clear button: out of the tab order, and focus goes back to the emptied input. */
export const ClearButton: Story = {
  name: 'Clear button',
  tags: ['test-only', '!autodocs'],
  args: { defaultValue: 'Paycheck' },
  play: async ({ canvas, userEvent, args, globals, step }) => {
    const field = canvas.getByRole('searchbox', { name: t('Search transactions') });
    const clear = canvas.getByRole('button', { name: msg({ globals }, 'searchField.clear') });
    await step('The clear button is skipped by Tab', async () => {
      await expect(clear).toHaveAttribute('tabindex', '-1');
    });
    await step('Click clear: the field empties and focus goes back into it', async () => {
      await userEvent.click(clear);
      await expect(field).toHaveValue('');
      await expect(args.onClear).toHaveBeenCalledOnce();
      await expect(field).toHaveFocus();
    });
  },
};

/** Enter hands the text to `onSubmit`, and it stays in the field. */
export const SubmitOnEnter: Story = {
  name: 'Submit on Enter',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Type a search and press Enter: it is submitted', async () => {
      await userEvent.tab();
      await userEvent.keyboard('Venmo{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledWith('Venmo');
    });
    await step('The search stays in the field', async () => {
      await expect(canvas.getByRole('searchbox', { name: t('Search transactions') })).toHaveValue(
        'Venmo',
      );
    });
  },
};

/** Disabled: greyed, skipped by Tab, and no clear button even with text. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Rent' },
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    const field = canvas.getByRole('searchbox', { name: t('Search transactions') });
    await step('The field is disabled', async () => {
      await expect(field).toBeDisabled();
    });
    await step('Tab skips it', async () => {
      await userEvent.tab();
      await expect(field).not.toHaveFocus();
    });
    await step('There is no clear button, even with text in the field', async () => {
      await expect(
        canvas.queryByRole('button', { name: msg({ globals }, 'searchField.clear') }),
      ).toBeNull();
    });
  },
};

/** An error: announced, read with the field, and the field marked invalid. */
export const Invalid: Story = {
  args: {
    defaultValue: '$$',
    error: 'Search for a payee or an amount, such as 25.00.',
  },
  play: async ({ canvas, step }) => {
    const field = canvas.getByRole('searchbox', { name: t('Search transactions') });
    await step('The field is marked invalid and reads the error with it', async () => {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(
        t('Search for a payee or an amount, such as 25.00.'),
      );
    });
    await step('The error is announced', async () => {
      await expect(canvas.getByRole('alert')).toHaveTextContent(
        t('Search for a payee or an amount, such as 25.00.'),
      );
    });
  },
};

/** May be left empty: "(optional)" is part of the name. */
export const Optional: Story = {
  tags: ['test-only', '!autodocs'],
  args: { optional: true, label: 'Filter by payee' },
  play: async ({ canvas, globals, step }) => {
    await step("The field's name says it is optional", async () => {
      await expect(canvas.getByRole('searchbox')).toHaveAccessibleName(
        `Filter by payee ${msg({ globals }, 'field.optional')}`,
      );
    });
  },
};

/** Inside a plain form: Enter submits the form too, with the field's `name`. */
export const InAForm: Story = {
  name: 'In a form',
  tags: ['test-only', '!autodocs'],
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        args.onSubmit?.(data.get('q'));
      }}
    >
      <SearchField {...args} onSubmit={undefined} onClear={undefined} />
    </form>
  ),
  play: async ({ userEvent, args, step }) => {
    await step('Type a search and press Enter: the form is submitted with it', async () => {
      await userEvent.tab();
      await userEvent.keyboard('Rent{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledWith('Rent');
    });
  },
};
