import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { ArrowDownIcon, ArrowUpIcon } from '../Icon/icons';
import { useLocale } from '../LocaleProvider/LocaleProvider';
import { Text } from '../Text/Text';
import {
  ToggleButton,
  ToggleButtonGroup,
  toggleSelectionModes,
  type ToggleButtonGroupProps,
  type ToggleSelectionMode,
} from './ToggleButtonGroup';
import { storyLocale, type StoryGlobals } from '../../internal/storybook/messages';
import { forcedColorsModes, responsiveModes, spanishModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';
import { reactEvent } from '../../internal/storybook/events';

const t = storyText({ 'Showing:': 'Mostrando:' });

const filters = {
  'en-US': { name: 'Show', all: 'All', in: 'Money in', out: 'Money out' },
  'es-US': { name: 'Mostrar', all: 'Todo', in: 'Dinero recibido', out: 'Dinero enviado' },
} as const;

/** The filter's words as the story shows them, in the toolbar's locale. */
const filterWords = (context: StoryGlobals) => filters[storyLocale(context)];

type FilterProps = Partial<ToggleButtonGroupProps<ToggleSelectionMode>>;

/** The activity filter, in the locale of the page it is on (its words are the app's). */
function ActivityFilter(props: FilterProps) {
  const words = filters[useLocale()];
  return (
    <ToggleButtonGroup aria-label={words.name} defaultValue="all" {...props}>
      <ToggleButton id="all">{words.all}</ToggleButton>
      <ToggleButton id="in" icon={ArrowDownIcon}>
        {words.in}
      </ToggleButton>
      <ToggleButton id="out" icon={ArrowUpIcon}>
        {words.out}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

const meta = {
  title: 'Components/Actions/ToggleButtonGroup',
  component: ToggleButtonGroup<ToggleSelectionMode>,
  subcomponents: { ToggleButton },
  tags: ['beta', 'client'],
  // The stories' filter gives its own buttons.
  args: { onChange: fn(), children: null },
  argTypes: {
    children: { control: false },
    selectionMode: { control: 'inline-radio', options: toggleSelectionModes },
  },
  render: (args) => <ActivityFilter {...args} />,
  // The selected fill and the focus ring must survive Windows high contrast.
  parameters: { modes: forcedColorsModes, storyText: t },
} satisfies Meta<typeof ToggleButtonGroup<ToggleSelectionMode>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One filter at a time, operated as radio buttons are: Tab enters at the one that is on, and an
 * arrow moves to the next one and turns it on.
 */
export const Keyboard: Story = {
  name: 'Single selection by keyboard',
  tags: ['played'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    const words = filterWords({ globals });
    const group = canvas.getByRole('radiogroup', { name: words.name });
    const all = within(group).getByRole('radio', { name: words.all });
    const moneyIn = within(group).getByRole('radio', { name: words.in });
    const moneyOut = within(group).getByRole('radio', { name: words.out });
    await step('All is on, and Tab lands on it', async () => {
      await expect(all).toBeChecked();
      await userEvent.tab();
      await expect(all).toHaveFocus();
    });
    await step('Right arrow moves to Money in and turns it on', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(moneyIn).toHaveFocus();
      await expect(moneyIn).toBeChecked();
      await expect(all).not.toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith('in', reactEvent());
    });
    await step('Right arrow turns on Money out; Space on it keeps it on', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(args.onChange).toHaveBeenLastCalledWith('out', reactEvent());
      await expect(moneyOut).toBeChecked();
      await expect(moneyIn).not.toBeChecked();
      // Pressing the one that is on keeps it on: a filter always shows something.
      await userEvent.keyboard(' ');
      await expect(moneyOut).toBeChecked();
    });
    await step('The arrows stop at the ends: Right on Money out changes nothing', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(moneyOut).toHaveFocus();
      await expect(moneyOut).toBeChecked();
      await expect(all).not.toBeChecked();
    });
    await step(
      'Tab leaves the group, and Shift+Tab comes back to Money out, still on',
      async () => {
        await userEvent.tab();
        await expect(group).not.toContainFocus();
        await userEvent.tab({ shift: true });
        await expect(moneyOut).toHaveFocus();
        await expect(moneyOut).toBeChecked();
      },
    );
  },
};

/** Tab enters a radio group at the radio that is on, wherever it is in the row. */
export const TabToChecked: Story = {
  name: 'Tab enters at the one on',
  tags: ['played', '!autodocs'],
  args: { defaultValue: 'out' },
  play: async ({ canvas, userEvent, args, globals, step }) => {
    const words = filterWords({ globals });
    const moneyOut = canvas.getByRole('radio', { name: words.out });
    await step('Tab lands on Money out, the one that is on, not on the first button', async () => {
      await userEvent.tab();
      await expect(moneyOut).toHaveFocus();
      await expect(moneyOut).toBeChecked();
    });
    await step('Left arrow turns on Money in, and again turns on All', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await expect(canvas.getByRole('radio', { name: words.in })).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith('in', reactEvent());
      await userEvent.keyboard('{ArrowLeft}');
      await expect(canvas.getByRole('radio', { name: words.all })).toHaveFocus();
      await expect(canvas.getByRole('radio', { name: words.all })).toBeChecked();
    });
    await step('Tab leaves the group in one step, and All stays on', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radiogroup', { name: words.name })).not.toContainFocus();
      await expect(canvas.getByRole('radio', { name: words.all })).toBeChecked();
      await expect(canvas.getByRole('radio', { name: words.out })).not.toBeChecked();
    });
  },
};

/** Any number on, none included: the buttons are toggles, read as pressed or not. */
export const Multiple: Story = {
  name: 'Multiple selection',
  args: { selectionMode: 'multiple', defaultValue: ['in'] },
  tags: ['played'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    const toolbar = canvas.getByRole('toolbar', { name: filterWords({ globals }).name });
    const moneyIn = within(toolbar).getByRole('button', { name: filterWords({ globals }).in });
    await step('Money in is pressed to begin with', async () => {
      await expect(moneyIn).toHaveAttribute('aria-pressed', 'true');
    });
    const moneyOut = canvas.getByRole('button', { name: filterWords({ globals }).out });
    await step('Arrow to Money out and press Space: both are on', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(moneyOut).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(moneyOut).toHaveAttribute('aria-pressed', 'true');
      await expect(args.onChange).toHaveBeenLastCalledWith(['in', 'out'], reactEvent());
    });
    await step('Arrow back to Money in and press Enter: only Money out is on', async () => {
      await userEvent.keyboard('{ArrowLeft}{Enter}');
      await expect(moneyIn).toHaveAttribute('aria-pressed', 'false');
      await expect(args.onChange).toHaveBeenLastCalledWith(['out'], reactEvent());
    });
  },
};

/** Controlled: the page holds the filter, and shows what it lists. */
export const Controlled: Story = {
  render: function Render(args) {
    const [filter, setFilter] = useState('all');
    const words = filters[useLocale()];
    return (
      <Box display="grid" gap="4">
        <ActivityFilter
          {...args}
          value={filter}
          onChange={(value) => {
            setFilter(String(value));
            args.onChange?.(value);
          }}
        />
        <Text aria-live="polite">{`${t('Showing:')} ${words[filter as keyof typeof words]}`}</Text>
      </Box>
    );
  },
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Click Money out and the page shows money out', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: filterWords({ globals }).out }));
      await expect(canvas.getByRole('radio', { name: filterWords({ globals }).out })).toBeChecked();
      await expect(
        canvas.getByText(`${t('Showing:')} ${filterWords({ globals }).out}`),
      ).toBeVisible();
    });
  },
};

/** Full width: the buttons share the container's width, on a phone and on a desktop. */
export const FullWidth: Story = {
  name: 'Full width',
  args: { fullWidth: true },
  parameters: { modes: { ...responsiveModes, ...forcedColorsModes } },
  play: async ({ canvas, canvasElement, globals, step }) => {
    const group = canvas.getByRole('radiogroup', { name: filterWords({ globals }).name });
    await step('The buttons fill the width of the box they are in', async () => {
      // As wide as the box it is in, padding aside.
      const holder = group.parentElement ?? canvasElement;
      const padding = getComputedStyle(holder);
      await expect(group.getBoundingClientRect().width).toBe(
        holder.clientWidth - parseFloat(padding.paddingLeft) - parseFloat(padding.paddingRight),
      );
    });
    await step('All is on', async () => {
      await expect(canvas.getByRole('radio', { name: filterWords({ globals }).all })).toBeChecked();
    });
  },
};

/** Its own width, however wide the page, on a phone and on a desktop. */
export const Hugging: Story = {
  name: 'Own width',
  parameters: { modes: { ...responsiveModes, ...forcedColorsModes } },
  play: async ({ canvas, canvasElement, globals, step }) => {
    const group = canvas.getByRole('radiogroup', { name: filterWords({ globals }).name });
    await step('The buttons take only the width they need', async () => {
      await expect(group.getBoundingClientRect().width).toBeLessThan(
        canvasElement.getBoundingClientRect().width,
      );
    });
  },
};

/** In US Spanish: the longer words still fit a phone's width. */
export const Spanish: Story = {
  name: 'In Spanish',
  args: { fullWidth: true },
  parameters: { modes: spanishModes },
  play: async ({ canvas, globals, step }) => {
    const group = canvas.getByRole('radiogroup');
    await step('Each Spanish label fits inside its button', async () => {
      for (const button of within(group).getAllByRole('radio')) {
        await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
      }
    });
    await step('A one-word label stays on one line', async () => {
      // A one-word label is never broken across lines, however narrow the group.
      const [all] = within(group)
        .getByRole('radio', { name: filterWords({ globals }).all })
        .getElementsByTagName('span');
      await expect(all?.getClientRects()).toHaveLength(1);
    });
  },
};

/** Disabled: the selection shows, and nothing can be changed or focused. */
export const Disabled: Story = {
  args: { disabled: true },
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('All shows as on, and the buttons cannot be used', async () => {
      await expect(canvas.getByRole('radio', { name: filterWords({ globals }).all })).toBeChecked();
      await expect(canvas.getByRole('radio', { name: filterWords({ globals }).in })).toBeDisabled();
    });
    await step('Tab skips the group', async () => {
      await userEvent.tab();
      await expect(
        canvas.getByRole('radio', { name: filterWords({ globals }).all }),
      ).not.toHaveFocus();
    });
  },
};

/** With `name`, a form sends the selected filter, as a GET form's query would. */
export const InAForm: Story = {
  name: 'In a form',
  tags: ['test-only', '!autodocs'],
  args: { name: 'show' },
  render: (args) => (
    <form aria-label="Activity">
      <ActivityFilter {...args} />
    </form>
  ),
  play: async ({ canvas, userEvent, globals, step }) => {
    const form = canvas.getByRole<HTMLFormElement>('form', { name: 'Activity' });
    await step('The form sends All to begin with', async () => {
      await expect(new FormData(form).getAll('show')).toEqual(['all']);
    });
    await step('Click Money in and the form sends that instead', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: filterWords({ globals }).in }));
      await expect(new FormData(form).getAll('show')).toEqual(['in']);
    });
  },
};
