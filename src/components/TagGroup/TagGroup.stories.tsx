import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Tag, TagGroup, tagTones, type TagGroupProps, type TagTone } from './TagGroup';
import { forcedColorsModes, spanishModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  Filters: 'Filtros',
  Food: 'Comida',
  Rent: 'Alquiler',
  Rides: 'Viajes',
  Bills: 'Facturas',
  'No filters applied': 'Sin filtros aplicados',
  Categories: 'Categorías',
  Phone: 'Teléfono',
  Scheduled: 'Programado',
  Paid: 'Pagado',
  'Due soon': 'Vence pronto',
  Overdue: 'Vencido',
});

interface Filter {
  id: string;
  name: Parameters<typeof t>[0];
  tone?: TagTone;
}

const filters: Filter[] = [
  { id: 'food', name: 'Food' },
  { id: 'rent', name: 'Rent' },
  { id: 'rides', name: 'Rides' },
  { id: 'bills', name: 'Bills' },
];

type Args = TagGroupProps<Filter>;

// A tag's words are put in the story's language as it is drawn: the app keeps its filters in
// state, and a locale mode's shot re-renders the story with that state kept. Words that came in
// through args are Spanish already, and `t` leaves them as they are.
const renderFilter = (filter: Filter) => (
  <Tag id={filter.id} tone={filter.tone}>
    {t(filter.name)}
  </Tag>
);

/** The filters on an activity screen: the app keeps the list and takes out what is removed. */
function Filters({ onRemove, items = filters, ...props }: Args) {
  const [applied, setApplied] = useState<Filter[]>(() => [...items]);
  return (
    <TagGroup
      {...props}
      items={applied}
      onRemove={
        onRemove &&
        ((keys) => {
          setApplied((current) => current.filter((filter) => !keys.includes(filter.id)));
          onRemove(keys);
        })
      }
    />
  );
}

const meta = {
  title: 'Components/Forms/TagGroup',
  component: TagGroup,
  subcomponents: { Tag },
  tags: ['beta', 'client'],
  args: {
    label: 'Filters',
    onRemove: fn(),
    emptyState: 'No filters applied',
    children: renderFilter,
  },
  argTypes: { children: { control: false }, items: { control: false } },
  render: (args) => <Filters {...args} />,
  // The remove buttons' names are the component's own words; the pills must survive high contrast.
  parameters: { modes: { ...forcedColorsModes, ...spanishModes }, storyText: t },
} satisfies Meta<typeof TagGroup<Filter>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Backspace removes the focused tag and focus moves to the next one; Delete does the same on the
 * last, and focus goes back to the one before.
 */
export const RemoveByKeyboard: Story = {
  name: 'Remove by keyboard',
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    const group = canvas.getByRole('grid', { name: t('Filters') });
    await step('Tab to the first tag and arrow right to Rent', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('row', { name: t('Food') })).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('row', { name: t('Rent') })).toHaveFocus();
    });
    await step('Backspace removes Rent and focus moves to the next tag', async () => {
      await userEvent.keyboard('{Backspace}');
      await expect(args.onRemove).toHaveBeenLastCalledWith(['rent']);
      await expect(canvas.queryByRole('row', { name: t('Rent') })).toBeNull();
      await expect(canvas.getByRole('row', { name: t('Rides') })).toHaveFocus();
    });
    await step('End and Delete remove the last tag, and focus moves back', async () => {
      await userEvent.keyboard('{End}');
      await userEvent.keyboard('{Delete}');
      await expect(canvas.queryByRole('row', { name: t('Bills') })).toBeNull();
      await expect(canvas.getByRole('row', { name: t('Rides') })).toHaveFocus();
    });
    await step('Food and Rides are left', async () => {
      await expect(group).toHaveTextContent(`${t('Food')}${t('Rides')}`);
    });
  },
};

/** Each tag's remove button, named "Remove" and the tag's words, for a pointer or a tap. */
export const RemoveByPointer: Story = {
  name: 'Remove by pointer',
  tags: ['played'],
  play: async ({ canvas, userEvent, args, globals, step }) => {
    await step('Click Remove on Food and the tag goes', async () => {
      await userEvent.click(
        canvas.getByRole('button', {
          name: msg({ globals }, 'tagGroup.remove', { tag: t('Food') }),
        }),
      );
      await expect(args.onRemove).toHaveBeenLastCalledWith(['food']);
      await expect(canvas.queryByRole('row', { name: t('Food') })).toBeNull();
    });
    await step('Three tags are left, each with its remove button', async () => {
      await expect(canvas.getAllByRole('row')).toHaveLength(3);
      await expect(
        canvas.getByRole('button', {
          name: msg({ globals }, 'tagGroup.remove', { tag: t('Rent') }),
        }),
      ).toBeVisible();
    });
  },
};

/** Every filter removed: the group says so, in the app's words. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, step }) => {
    await step('The group says no filters are applied', async () => {
      await expect(await canvas.findByText(t('No filters applied'))).toBeVisible();
    });
  },
};

/** Tags to pick from rather than remove: Space selects, as does a click. */
export const Selectable: Story = {
  args: { label: 'Categories', onRemove: undefined, selectionMode: 'multiple' },
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    await step('Tab to Food and press Space to select it', async () => {
      await userEvent.tab();
      await userEvent.keyboard(' ');
      await expect(canvas.getByRole('row', { name: t('Food') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
    await step('Click Bills to select it too', async () => {
      await userEvent.click(canvas.getByRole('row', { name: t('Bills') }));
      await expect(canvas.getByRole('row', { name: t('Bills') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
    await step('Rent stays unselected, and no tag has a remove button', async () => {
      await expect(canvas.getByRole('row', { name: t('Rent') })).toHaveAttribute(
        'aria-selected',
        'false',
      );
      await expect(canvas.queryByRole('button')).toBeNull();
    });
  },
};

/** A tag in each tone, for statuses ("Overdue", "Paid"): the words say the status too. */
export const Tones: Story = {
  args: {
    label: 'Bills',
    onRemove: undefined,
    items: tagTones.map((tone) => ({
      id: tone,
      tone,
      name: (
        {
          neutral: 'Phone',
          info: 'Scheduled',
          positive: 'Paid',
          caution: 'Due soon',
          critical: 'Overdue',
        } as const
      )[tone],
    })),
  },
  play: async ({ canvas, step }) => {
    await step('A tag shows for each tone, down to Overdue', async () => {
      await expect(canvas.getAllByRole('row')).toHaveLength(tagTones.length);
      await expect(canvas.getByRole('row', { name: t('Overdue') })).toBeVisible();
    });
  },
};
