import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLocale } from '@beem/design-system';
import { emptyPlan, type BudgetPlan, type StarterLineId } from './budget';
import { BudgetPlanner, type BudgetPlannerProps } from './BudgetPlanner';
import { budgetCopy, type BudgetCopy } from './copy';
import { budgetCopy as spanishCopy } from './copy.es-US';

const withAmounts = (
  income: string,
  amounts: Record<string, string>,
  copy: BudgetCopy = budgetCopy,
): BudgetPlan => ({
  income,
  lines: emptyPlan(copy.words.starterNames).lines.map((line) => ({
    ...line,
    amount: amounts[line.id] ?? '',
  })),
});

/**
 * The planner's words in the toolbar's language, as the story shows them: a play function finds
 * what a reader of either language finds.
 */
const budgetWords = ({ globals }: { globals: Record<string, unknown> }) =>
  (globals.locale === 'es-US' ? spanishCopy : budgetCopy).words;

/** A finding's sentence as a pattern, for a paragraph that may hold more than that one. */
const sentence = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * A plan written with the English starter names, with those names as a Spanish page writes them:
 * a name the plan gave a line of its own is kept.
 */
const inSpanish = (plan: BudgetPlan): BudgetPlan => ({
  ...plan,
  lines: plan.lines.map((line) => {
    const id = line.id as StarterLineId;
    return line.name === budgetCopy.words.starterNames[id]
      ? { ...line, name: spanishCopy.words.starterNames[id] }
      : line;
  }),
});

/** A line's name as the story shows the plan, in the toolbar's language. */
const nameIn = (plan: BudgetPlan, id: string, { globals }: { globals: Record<string, unknown> }) =>
  (globals.locale === 'es-US' ? inSpanish(plan) : plan).lines.find((line) => line.id === id)
    ?.name ?? id;

/** The planner in the locale toolbar's language, as a page in that language has it. */
function InPageLanguage(props: BudgetPlannerProps) {
  const spanish = useLocale() === 'es-US';
  return (
    <BudgetPlanner
      {...props}
      // Another language is another page: the planner starts again with that page's plan.
      key={spanish ? 'es-US' : 'en-US'}
      copy={spanish ? spanishCopy : props.copy}
      initialPlan={spanish && props.initialPlan ? inSpanish(props.initialPlan) : props.initialPlan}
    />
  );
}

const typical = withAmounts('2,000', {
  rent: '650',
  food: '250',
  transport: '60',
  subscriptions: '25',
  debt: '40',
  savings: '400',
  fun: '150',
});

const meta = {
  title: 'Site/Budget planner',
  component: BudgetPlanner,
  tags: ['beta'],
  render: (args) => <InPageLanguage {...args} />,
  // Nothing is read or saved unless a story says so.
  args: { storage: null, copy: budgetCopy },
  parameters: {
    frame: 'padded',
    // The library's responsive modes, spelled out: the site reaches the library through its
    // public entry only.
    modes: { mobile: { viewport: 'mobile' }, desktop: { viewport: 'desktop' } },
  },
} satisfies Meta<typeof BudgetPlanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The starter lines, no income yet, and a prompt for it. */
export const Empty: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, globals, step }) => {
    await step('Income is blank, and rent is the first starter line, a need', async () => {
      await expect(
        canvas.getByRole('textbox', { name: budgetWords({ globals }).incomeLabel }),
      ).toHaveValue('');
      // One group per line, named by the line: its fields' labels repeat from line to line.
      const rent = canvas.getByRole('group', { name: budgetWords({ globals }).starterNames.rent });
      await expect(
        within(rent).getByRole('textbox', { name: budgetWords({ globals }).nameLabel }),
      ).toHaveValue(budgetWords({ globals }).starterNames.rent);
      await expect(
        within(rent).getByRole('combobox', { name: budgetWords({ globals }).kindLabel }),
      ).toHaveDisplayValue(budgetWords({ globals }).categories.needs);
    });
    await step(
      'There are seven starter lines, and a note says the plan stays on this device',
      async () => {
        await expect(
          canvas.getAllByRole('textbox', { name: budgetWords({ globals }).amountLabel }),
        ).toHaveLength(7);
        await expect(canvas.getByText(budgetWords({ globals }).savedNote)).toBeVisible();
      },
    );
    await step('A prompt asks for the income first', async () => {
      await expect(
        await canvas.findByText(budgetWords({ globals }).findings.noIncome),
      ).toBeVisible();
    });
  },
};

/** A typical student budget: within 50/30/20, $425 left over. */
export const TypicalStudent: Story = {
  name: 'Typical student',
  args: { initialPlan: typical },
  play: async ({ canvas, globals, step }) => {
    const chart = canvas.getByRole('list', { name: budgetWords({ globals }).chartLabel });
    const rows = within(chart).getAllByRole('listitem');
    await step('The chart puts needs, wants and savings beside the 50/30/20 guide', async () => {
      await expect(rows[0]).toHaveTextContent(
        `${budgetWords({ globals }).categories.needs}: $1,000${budgetWords({ globals }).chartShare('50%', '50%')}`,
      );
      await expect(rows[1]).toHaveTextContent(
        `${budgetWords({ globals }).categories.wants}: $175${budgetWords({ globals }).chartShare('8.8%', '30%')}`,
      );
      await expect(rows[2]).toHaveTextContent(
        `${budgetWords({ globals }).categories.savings}: $400${budgetWords({ globals }).chartShare('20%', '20%')}`,
      );
    });
    await step('The advice says the plan is on track, with $425 left over', async () => {
      await expect(
        canvas.getByText(sentence(budgetWords({ globals }).findings.onTrack('$425'))),
      ).toBeVisible();
      await expect(
        await canvas.findByText(budgetWords({ globals }).leftOver('$425')),
      ).toBeVisible();
    });
  },
};

/** Over budget: "$100 over budget each month", over-guideline bars in red. */
export const OverBudget: Story = {
  name: 'Over budget',
  args: { initialPlan: withAmounts('1200', { rent: '900', fun: '400' }) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, globals, step }) => {
    await step('The advice and the total say the plan is $100 over budget each month', async () => {
      await expect(
        canvas.getByText(sentence(budgetWords({ globals }).findings.over('$100', '$400'))),
      ).toBeVisible();
      await expect(
        await canvas.findByText(budgetWords({ globals }).overBudget('$100')),
      ).toBeVisible();
    });
  },
};

/** Lines added and removed by keyboard: a new line takes focus, removing returns it. */
export const AddAndRemoveLines: Story = {
  name: 'Add and remove lines',
  tags: ['test-only', '!autodocs'],
  args: { initialPlan: typical },
  play: async ({ canvas, globals, step }) => {
    await step('Add a line: its name field takes focus', async () => {
      await userEvent.click(canvas.getByRole('button', { name: budgetWords({ globals }).addLine }));
      const name = within(
        canvas.getByRole('group', { name: budgetWords({ globals }).unnamedLine(8) }),
      ).getByRole('textbox', {
        name: budgetWords({ globals }).nameLabel,
      });
      await expect(name).toHaveFocus();
    });
    await step('Name it Gym at $30 a month: the amount left over drops to $395', async () => {
      await userEvent.keyboard('Gym');
      await userEvent.tab();
      await userEvent.keyboard('30');
      const gym = canvas.getByRole('group', { name: 'Gym' });
      await expect(
        within(gym).getByRole('textbox', { name: budgetWords({ globals }).amountLabel }),
      ).toHaveValue('30');
      await expect(canvas.getByText(budgetWords({ globals }).leftOver('$395'))).toBeVisible();
    });

    await step('Remove Subscriptions by keyboard: focus moves to Add a line', async () => {
      const remove = canvas.getByRole('button', {
        name: `${budgetWords({ globals }).remove} ${nameIn(typical, 'subscriptions', { globals })}`,
      });
      remove.focus();
      await userEvent.keyboard('{Enter}');
      await expect(
        canvas.queryByRole('button', {
          name: `${budgetWords({ globals }).remove} ${nameIn(typical, 'subscriptions', { globals })}`,
        }),
      ).toBeNull();
      await expect(
        canvas.getByRole('button', { name: budgetWords({ globals }).addLine }),
      ).toHaveFocus();
    });
    await step(
      'Rename Rent to Dorm: while blank it is called by its place, and it keeps its amount',
      async () => {
        const first = within(
          canvas.getByRole('group', { name: nameIn(typical, 'rent', { globals }) }),
        ).getByRole('textbox', {
          name: budgetWords({ globals }).nameLabel,
        });
        await userEvent.clear(first);
        // An unnamed line is called by its place in the list.
        await expect(
          canvas.getByRole('group', { name: budgetWords({ globals }).unnamedLine(1) }),
        ).toContainElement(first);
        await userEvent.type(first, 'Dorm');
        const dorm = await canvas.findByRole('group', { name: 'Dorm' });
        await expect(
          within(dorm).getByRole('textbox', { name: budgetWords({ globals }).amountLabel }),
        ).toHaveValue('650');
      },
    );
  },
};

const saved = withAmounts('1,800', { rent: '700', food: '300', savings: '200', fun: '120' });

/** Restored from storage: a returning visitor’s plan is back; "Start over" clears it. */
export const RestoredFromStorage: Story = {
  name: 'Restored plan',
  tags: ['test-only', '!autodocs'],
  args: { storage: undefined },
  beforeEach: () => {
    localStorage.setItem('budget-plan', JSON.stringify(saved));
    return () => {
      localStorage.removeItem('budget-plan');
    };
  },
  play: async ({ canvas, globals, step }) => {
    const amountOf = (line: string) =>
      within(canvas.getByRole('group', { name: line })).getByRole('textbox', {
        name: budgetWords({ globals }).amountLabel,
      });
    const stored = () => JSON.parse(localStorage.getItem('budget-plan') ?? '{}') as BudgetPlan;
    await step('The returning visitor’s saved plan is back', async () => {
      // The saved plan comes back once the page is live, a render after the first (the
      // prerendered HTML cannot know it).
      const income = await canvas.findByRole('textbox', {
        name: budgetWords({ globals }).incomeLabel,
      });
      await waitFor(() => expect(income).toHaveValue('1,800'));
      await expect(amountOf('Rent')).toHaveValue('700');
    });
    await step('A change to an amount is saved as it is typed', async () => {
      await userEvent.type(amountOf('Fun'), '0');
      await waitFor(() =>
        expect(stored().lines.find((line) => line.id === 'fun')?.amount).toBe('1200'),
      );
    });
    await step('Start over clears the plan, on screen and in storage', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: budgetWords({ globals }).startOver }),
      );
      await expect(
        canvas.getByRole('textbox', { name: budgetWords({ globals }).incomeLabel }),
      ).toHaveValue('');
      await waitFor(() =>
        expect(stored()).toEqual(emptyPlan(budgetWords({ globals }).starterNames)),
      );
      await expect(
        await canvas.findByText(budgetWords({ globals }).findings.noIncome),
      ).toBeVisible();
    });
  },
};

/**
 * The planner on a Spanish page: its labels, starter lines, chart and advice in US Spanish, and
 * its figures formatted for es-US, in dollars.
 */
export const Spanish: Story = {
  name: 'In Spanish',
  globals: { locale: 'es-US', viewport: { value: 'mobile', isRotated: false } },
  args: {
    initialPlan: withAmounts('1,000', { rent: '600', fun: '350' }, spanishCopy),
  },
  // The Spanish page's planner, in Spanish whatever the toolbar's language.
  tags: ['played', 'one-language'],
  play: async ({ canvas, step }) => {
    await step('The heading, form and lines are in Spanish', async () => {
      await expect(canvas.getByRole('heading', { level: 2 })).toHaveAccessibleName(
        'Planificador de presupuesto',
      );
      await expect(canvas.getByRole('form')).toHaveAccessibleName('Tu presupuesto mensual');
      const rent = canvas.getByRole('group', { name: 'Renta' });
      await expect(within(rent).getByRole('textbox', { name: 'Monto al mes' })).toHaveValue('600');
      await expect(within(rent).getByRole('combobox', { name: 'Tipo' })).toHaveDisplayValue(
        'Necesidades',
      );
    });
    await step('The chart and the advice are in Spanish, with figures in dollars', async () => {
      const chart = canvas.getByRole('list', { name: 'Tus gastos frente a la regla 50/30/20' });
      await expect(within(chart).getAllByRole('listitem')[0]).toHaveTextContent(
        'Necesidades: $60060% de tu ingreso · referencia 50%',
      );
      await expect(await canvas.findByText('Te sobran $50 al mes')).toBeVisible();
      await expect(
        canvas.getByText(
          /^Las necesidades se llevan el 60% de tu ingreso.*Los gustos se llevan el 35%.*Estás ahorrando el 0%; la referencia es el 20%, y los \$50 que te sobran/,
        ),
      ).toBeVisible();
    });
    // A mistyped amount is explained in Spanish, and the figure typed is kept.
    const income = canvas.getByRole('textbox', { name: 'Ingreso neto mensual' });
    await step('A negative income is kept as typed and explained in Spanish', async () => {
      await userEvent.clear(income);
      await userEvent.type(income, '-5');
      await expect(income).toHaveValue('-5');
      await expect(income).toBeInvalid();
      await expect(income).toHaveAccessibleDescription(
        expect.stringMatching(/Lo que llega a tu cuenta.*negativ/),
      );
    });
  },
};
