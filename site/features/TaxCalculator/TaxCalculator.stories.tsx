import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createTranslate, enUS, esUS, formatMoney, useLocale } from '@beem/design-system';
import { taxCalculatorCopy } from './copy';
import { taxCalculatorCopy as spanishCopy } from './copy.es-US';
import type { FilingStatus } from './federalTax';
import { TaxCalculator, type TaxCalculatorProps } from './TaxCalculator';

/**
 * The calculator's words in the toolbar's language, as the story shows them: a play function
 * finds what a reader of either language finds.
 */
const taxWords = ({ globals }: { globals: Record<string, unknown> }) =>
  (globals.locale === 'es-US' ? spanishCopy : taxCalculatorCopy).words;

/**
 * The library's words (a field's amount errors) from the catalogue of the toolbar's language,
 * as the fields write them.
 */
const libraryWords = ({ globals }: { globals: Record<string, unknown> }) =>
  globals.locale === 'es-US' ? createTranslate('es-US', esUS) : createTranslate('en-US', enUS);

/**
 * A sentence a description ends with: the description joins the hint and the error, and reads
 * every run of whitespace (a catalogue's no-break space too) as one space.
 */
const endingWith = (text: string) =>
  new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}$`);

/** The calculator in the locale toolbar's language, as a page in that language has it. */
function InPageLanguage(props: TaxCalculatorProps) {
  return <TaxCalculator {...props} copy={useLocale() === 'es-US' ? spanishCopy : props.copy} />;
}

const meta = {
  title: 'Site/Tax calculator',
  component: TaxCalculator,
  tags: ['beta'],
  render: (args) => <InPageLanguage {...args} />,
  args: { copy: taxCalculatorCopy },
  parameters: {
    frame: 'padded',
    // The library's responsive modes, spelled out: the site reaches the library through its
    // public entry only.
    modes: { mobile: { viewport: 'mobile' }, desktop: { viewport: 'desktop' } },
  },
} satisfies Meta<typeof TaxCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, name: string) => {
  const term = [...canvasElement.querySelectorAll('dt')].find((dt) => dt.textContent === name);
  return term?.nextElementSibling?.textContent ?? '';
};

/** Every field blank, a prompt instead of figures, the "not tax advice" note. */
export const Empty: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, globals, step }) => {
    await step('The page says it is not tax advice and names what it leaves out', async () => {
      await expect(canvas.getByText(taxWords({ globals }).note(2025))).toBeVisible();
      await expect(
        canvas.getByRole('heading', { name: taxWords({ globals }).leftOut.title }),
      ).toBeVisible();
    });
    await step('The choices start on 2025, single and the standard deduction', async () => {
      // No child yet, so the age question for the earned income credit is asked, unticked.
      await expect(
        canvas.getByRole('checkbox', { name: taxWords({ globals }).aged25To64.alone(2025) }),
      ).not.toBeChecked();
      await expect(canvas.getByRole('radio', { name: '2025' })).toBeChecked();
      await expect(
        canvas.getByRole('radio', { name: taxWords({ globals }).statuses.single }),
      ).toBeChecked();
      await expect(
        canvas.getByRole('radio', { name: taxWords({ globals }).standardDeduction('$15,750') }),
      ).toBeChecked();
    });
    await step('With no wages yet, a prompt asks for them instead of figures', async () => {
      await expect(canvasElement.querySelector('dl')).toBeNull();
      await expect(await canvas.findByText(taxWords({ globals }).prompts.wages)).toBeVisible();
    });
  },
};

/** Story names are literal below: Storybook reads them from the source, not at run time. */
const statusStory = (status: FilingStatus, deduction: string, taxable: string): Story => ({
  args: { initialValues: { wages: '60,000' } },
  play: async ({ canvas, canvasElement, globals, step }) => {
    await step('Choose the filing status: its standard deduction comes with it', async () => {
      await userEvent.click(canvas.getByText(taxWords({ globals }).statuses[status]));
      await expect(
        canvas.getByRole('radio', { name: taxWords({ globals }).statuses[status] }),
      ).toBeChecked();
      await expect(
        canvas.getByRole('radio', { name: taxWords({ globals }).standardDeduction(deduction) }),
      ).toBeChecked();
    });
    await step(`Taxable income is ${taxable}, and the status’s brackets are shown`, async () => {
      await expect(figure(canvasElement, taxWords({ globals }).figures.taxableIncome)).toBe(
        taxable,
      );
      await expect(
        await canvas.findByRole('table', { name: taxWords({ globals }).brackets.caption }),
      ).toBeVisible();
    });
  },
});

/** Filing single: its own standard deduction ($15,750) and brackets. */
export const Single: Story = {
  ...statusStory('single', '$15,750', '$44,250'),
};
/** Married filing jointly: its own standard deduction ($31,500) and brackets. */
export const MarriedJointly: Story = {
  ...statusStory('marriedJointly', '$31,500', '$28,500'),
  name: 'Married jointly',
};
/** Married filing separately: its own standard deduction ($15,750) and brackets. */
export const MarriedSeparately: Story = {
  ...statusStory('marriedSeparately', '$15,750', '$44,250'),
  name: 'Married separately',
  tags: ['test-only', '!autodocs'],
};
/** Head of household: its own standard deduction ($23,625) and brackets. */
export const HeadOfHousehold: Story = {
  ...statusStory('headOfHousehold', '$23,625', '$36,375'),
  name: 'Head of household',
  tags: ['test-only', '!autodocs'],
};

/** Income at a bracket edge: 12% bracket full, nothing yet at 22%, marginal rate 22%. */
export const AtBracketEdge: Story = {
  name: 'Bracket edge',
  tags: ['test-only', '!autodocs'],
  // $64,225 of wages less the $15,750 deduction is $48,475, the top of 2025's 12% bracket.
  args: { initialValues: { wages: '64225' } },
  play: async ({ canvas, canvasElement, globals, step }) => {
    await step('Taxable income is $48,475, the top of the 12% bracket', async () => {
      await expect(figure(canvasElement, taxWords({ globals }).figures.taxableIncome)).toBe(
        '$48,475',
      );
    });
    const table = canvas.getByRole('table', { name: taxWords({ globals }).brackets.caption });
    await step('The 12% bracket is full and nothing yet falls in the 22% one', async () => {
      const twelve = within(table).getByRole('row', { name: /^12%/ });
      await expect(twelve).toHaveTextContent('$36,550');
      await expect(twelve).toHaveTextContent('$4,386.00');
      await expect(within(table).getByRole('row', { name: /^22%/ })).toHaveTextContent('$0$0.00');
    });
    await step('The tax is $5,578.50, and the next dollar would be taxed at 22%', async () => {
      await expect(figure(canvasElement, taxWords({ globals }).figures.incomeTax)).toBe(
        '$5,578.50',
      );
      await expect(figure(canvasElement, taxWords({ globals }).figures.marginalRate)).toBe('22%');
      await expect(
        await canvas.findByText(taxWords({ globals }).figures.marginalRate),
      ).toBeVisible();
    });
  },
};

/** Withholding above the tax, "You may get back $1,329". */
export const Refund: Story = {
  args: { initialValues: { wages: '40,000', withheld: '4,000' } },
  play: async ({ canvas, canvasElement, globals, step }) => {
    await step('The figures show the income tax, its rate and the payroll taxes', async () => {
      await expect(figure(canvasElement, taxWords({ globals }).figures.incomeTax)).toBe(
        '$2,671.50',
      );
      await expect(figure(canvasElement, taxWords({ globals }).figures.effectiveRate)).toBe('6.7%');
      await expect(figure(canvasElement, taxWords({ globals }).figures.fica)).toBe('$3,060.00');
    });
    await step('More was withheld than owed: the verdict says $1,329 may come back', async () => {
      await expect(
        await canvas.findByRole('heading', {
          name: taxWords({ globals }).verdict.refund('$1,329'),
        }),
      ).toBeVisible();
    });
  },
};

/** Withholding below the tax, typed live, "You may owe $6,249". */
export const Owe: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['played'],
  play: async ({ canvas, globals, step }) => {
    await step('Type wages of $90,000 and $5,000 withheld', async () => {
      await userEvent.type(
        canvas.getByRole('textbox', { name: taxWords({ globals }).wages.alone }),
        '90000',
      );
      await userEvent.type(
        canvas.getByRole('textbox', { name: taxWords({ globals }).withheldLabel }),
        '5000',
      );
    });
    await step('Less was withheld than owed: the verdict says $6,249 may be owed', async () => {
      await expect(
        await canvas.findByRole('heading', { name: taxWords({ globals }).verdict.owe('$6,249') }),
      ).toBeVisible();
    });
  },
};

/** Each field says what is wrong, no figures and never NaN. */
export const InvalidInputs: Story = {
  name: 'Invalid inputs',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { initialValues: { wages: '50000' } },
  tags: ['played'],
  play: async ({ canvas, canvasElement, globals, step }) => {
    const wages = canvas.getByRole('textbox', { name: taxWords({ globals }).wages.alone });
    await step('Type a negative wage: the field says it cannot be below zero', async () => {
      await userEvent.clear(wages);
      await userEvent.type(wages, '-500');
      await expect(wages).toHaveAccessibleDescription(
        endingWith(libraryWords({ globals })('amount.negative')),
      );
    });
    await step(
      'Type words, half a child and too large an amount into the other fields',
      async () => {
        await userEvent.type(
          canvas.getByRole('textbox', { name: taxWords({ globals }).withheldLabel }),
          'lots',
        );
        await userEvent.type(
          canvas.getByRole('textbox', { name: taxWords({ globals }).childrenLabel }),
          '1.5',
        );
        await userEvent.type(
          canvas.getByRole('textbox', { name: taxWords({ globals }).retirement.alone }),
          '999999999999',
        );
      },
    );
    const t = libraryWords({ globals });
    await step('Each field says what is wrong with it', async () => {
      await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        t('amount.negative'),
        t('amount.max', { max: formatMoney(100_000_000, { locale: t.locale, fractionDigits: 0 }) }),
        t('amount.format'),
        t('amount.countFormat'),
      ]);
    });
    await step('No broken figures: a prompt asks to check the marked fields', async () => {
      await expect(canvasElement.textContent).not.toMatch(/NaN|Infinity/);
      await expect(await canvas.findByText(taxWords({ globals }).prompts.check)).toBeVisible();
    });
  },
};

/** Switching the year to 2026 brings its own standard deduction and brackets. */
export const YearSwitch: Story = {
  name: 'Year 2026',
  tags: ['test-only', '!autodocs'],
  args: { initialValues: { wages: '60,000' } },
  play: async ({ canvas, canvasElement, globals, step }) => {
    await step('In 2025, taxable income is $44,250', async () => {
      await expect(figure(canvasElement, taxWords({ globals }).figures.taxableIncome)).toBe(
        '$44,250',
      );
    });
    const year2026 = canvas.getByRole('radio', { name: '2026' });
    await step('Choose 2026: its $16,100 standard deduction comes with it', async () => {
      await userEvent.click(canvas.getByText('2026'));
      await expect(year2026).toBeChecked();
      await expect(
        canvas.getByRole('radio', { name: taxWords({ globals }).standardDeduction('$16,100') }),
      ).toBeChecked();
    });
    await step('The figures follow 2026’s brackets, and the note names the year', async () => {
      await expect(figure(canvasElement, taxWords({ globals }).figures.taxableIncome)).toBe(
        '$43,900',
      );
      // 10 % of 12,400 + 12 % of 31,500
      await expect(figure(canvasElement, taxWords({ globals }).figures.incomeTax)).toBe(
        '$5,020.00',
      );
      await expect(await canvas.findByText(taxWords({ globals }).note(2026))).toBeVisible();
    });
  },
};

/**
 * Single parent, two children, $22,000: the refund comes from the earned income and additional
 * child tax credits.
 */
export const LowIncomeSingleParent: Story = {
  name: 'Single parent, credits',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['played'],
  play: async ({ canvas, canvasElement, globals, step }) => {
    await step('Fill in a head of household with $22,000 of wages and two children', async () => {
      await userEvent.click(canvas.getByText(taxWords({ globals }).statuses.headOfHousehold));
      await userEvent.type(
        canvas.getByRole('textbox', { name: taxWords({ globals }).wages.alone }),
        '22000',
      );
      await userEvent.type(
        canvas.getByRole('textbox', { name: taxWords({ globals }).withheldLabel }),
        '500',
      );
      await userEvent.type(
        canvas.getByRole('textbox', { name: taxWords({ globals }).childrenLabel }),
        '2',
      );
      // With a child, the age question for workers without one goes away.
      await expect(canvas.queryByRole('checkbox')).toBeNull();
    });
    await step('No income tax is due, and both refundable credits apply', async () => {
      // 22,000 is below the $23,625 standard deduction: no income tax. Rev. Proc. 2024-40:
      // EITC 40 % × 17,880 = 7,152; refundable child credit 15 % × (22,000 − 2,500) = 2,925.
      await expect(figure(canvasElement, taxWords({ globals }).figures.incomeTax)).toBe('$0.00');
      await expect(figure(canvasElement, taxWords({ globals }).figures.earnedIncomeCredit)).toBe(
        '$7,152',
      );
      await expect(
        figure(canvasElement, taxWords({ globals }).figures.additionalChildTaxCredit),
      ).toBe('$2,925.00');
    });
    await step('The credits add up to a $10,577 refund', async () => {
      const sum = canvas.getByRole('table', { name: taxWords({ globals }).sum.caption });
      await expect(
        within(sum).getByRole('row', {
          name: new RegExp(`^${taxWords({ globals }).sum.refund}`),
        }),
      ).toHaveTextContent('$10,577.00');
      await expect(
        await canvas.findByRole('heading', {
          name: taxWords({ globals }).verdict.refund('$10,577'),
        }),
      ).toBeVisible();
    });
  },
};

/**
 * Two earners filing jointly, $120,000 each: Social Security capped for each spouse, $7,440 apiece.
 */
export const TwoEarnersJointly: Story = {
  name: 'Two earners',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, canvasElement, globals, step }) => {
    await step('Fill in a married couple filing jointly, each earning $120,000', async () => {
      await userEvent.click(canvas.getByText(taxWords({ globals }).statuses.marriedJointly));
      await userEvent.type(
        canvas.getByRole('textbox', { name: taxWords({ globals }).wages.joint }),
        '120000',
      );
      await userEvent.type(
        canvas.getByRole('textbox', { name: taxWords({ globals }).spouseWages }),
        '120000',
      );
      await userEvent.type(
        canvas.getByRole('textbox', { name: taxWords({ globals }).withheldLabel }),
        '30000',
      );
    });
    await step('Social Security is capped for each spouse: $7,440 apiece', async () => {
      // 6.2 % of each $120,000, not of one $176,100 wage base for the couple.
      await expect(figure(canvasElement, taxWords({ globals }).figures.yourSocialSecurity)).toBe(
        '$7,440.00',
      );
      await expect(figure(canvasElement, taxWords({ globals }).figures.spouseSocialSecurity)).toBe(
        '$7,440.00',
      );
      // 14,880 of Social Security and 1.45 % × 240,000 = 3,480 of Medicare.
      await expect(figure(canvasElement, taxWords({ globals }).figures.fica)).toBe('$18,360.00');
    });
    await step('The couple may owe $5,734 after what was withheld', async () => {
      await expect(figure(canvasElement, taxWords({ globals }).figures.incomeTax)).toBe(
        '$35,734.00',
      );
      await expect(
        await canvas.findByRole('heading', { name: taxWords({ globals }).verdict.owe('$5,734') }),
      ).toBeVisible();
    });
  },
};

/** No children, $9,000: the earned income credit only once the worker says they are 25 to 64. */
export const NoChildrenAgeRule: Story = {
  name: 'Earned income age rule',
  tags: ['test-only', '!autodocs'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { initialValues: { wages: '9,000' } },
  play: async ({ canvas, canvasElement, globals, step }) => {
    await step('With no children and no age given, there is no earned income credit', async () => {
      await expect(figure(canvasElement, taxWords({ globals }).figures.earnedIncomeCredit)).toBe(
        '$0',
      );
    });
    const age = canvas.getByRole('checkbox', {
      name: taxWords({ globals }).aged25To64.alone(2025),
    });
    await step('Tick “aged 25 to 64”, whose hint says why it is asked', async () => {
      await expect(age).toHaveAccessibleDescription(
        endingWith(taxWords({ globals }).aged25To64Hint),
      );
      await userEvent.click(age);
      await expect(age).toBeChecked();
    });
    await step('The $649 earned income credit applies, and comes back as a refund', async () => {
      // 7.65 % × 8,490 = 649 (Rev. Proc. 2024-40 sec. 2.06).
      await expect(figure(canvasElement, taxWords({ globals }).figures.earnedIncomeCredit)).toBe(
        '$649',
      );
      await expect(
        await canvas.findByRole('heading', { name: taxWords({ globals }).verdict.refund('$649') }),
      ).toBeVisible();
    });
  },
};

/**
 * Married filing separately with a child: the earned income credit once the separated-spouse rule
 * is met.
 */
export const SeparatedParent: Story = {
  name: 'Separated parent',
  tags: ['test-only', '!autodocs'],
  args: { initialValues: { wages: '20,000', withheld: '500', children: '1' } },
  play: async ({ canvas, canvasElement, globals, step }) => {
    await step('Choose married filing separately: only the child tax credit applies', async () => {
      await userEvent.click(canvas.getByText(taxWords({ globals }).statuses.marriedSeparately));
      await expect(figure(canvasElement, taxWords({ globals }).figures.earnedIncomeCredit)).toBe(
        '$0',
      );
      await expect(
        figure(canvasElement, taxWords({ globals }).figures.additionalChildTaxCredit),
      ).toBe('$1,700.00');
    });
    await step(
      'Tick the separated-spouse rule: the full earned income credit applies',
      async () => {
        await userEvent.click(
          canvas.getByRole('checkbox', { name: taxWords({ globals }).separated(2025) }),
        );
        // Treated as unmarried (IRC 32(d)(2)): one child, $20,000, the full $4,328.
        await expect(figure(canvasElement, taxWords({ globals }).figures.earnedIncomeCredit)).toBe(
          '$4,328',
        );
      },
    );
    await step('The verdict says $6,528 may come back', async () => {
      await expect(
        await canvas.findByRole('heading', {
          name: taxWords({ globals }).verdict.refund('$6,528'),
        }),
      ).toBeVisible();
    });
  },
};

/**
 * The calculator on a Spanish page: a parent with two children whose income tax is small, so
 * both refundable credits reach the refund, explained in plain Spanish, every figure written for
 * es-US in dollars.
 */
export const Spanish: Story = {
  name: 'In Spanish',
  globals: { locale: 'es-US', viewport: { value: 'mobile', isRotated: false } },
  args: { initialValues: { wages: '25,000', children: '2' } },
  // The Spanish page's calculator, in Spanish whatever the toolbar's language.
  tags: ['played', 'one-language'],
  play: async ({ canvas, canvasElement, step }) => {
    const withheld = canvas.getByRole('textbox', { name: 'Impuesto federal retenido' });
    await step(
      'Mistype the amount withheld: the error is in Spanish and the typing stays',
      async () => {
        await expect(canvas.getByRole('form')).toHaveAccessibleName('Tus ingresos y retenciones');
        // A mistyped figure is explained in Spanish, and what was typed stays until it is fixed.
        await userEvent.type(withheld, '8oo');
        await expect(withheld).toHaveValue('8oo');
        await expect(withheld).toBeInvalid();
        await expect(withheld).toHaveAccessibleDescription(
          expect.stringMatching(/Usa solo números/),
        );
        await expect(
          canvas.getByText('Revisa el campo marcado para ver tu cálculo.'),
        ).toBeVisible();
      },
    );
    await step(
      'Fix the amount and choose head of household, with its standard deduction',
      async () => {
        await userEvent.clear(withheld);
        await userEvent.type(withheld, '800');
        await expect(withheld).toBeValid();
        await userEvent.click(canvas.getByText('Cabeza de familia'));
        await expect(canvas.getByRole('radio', { name: 'Cabeza de familia' })).toBeChecked();
        // Head of household, 2025: $23,625 (Rev. Proc. 2024-40 as amended by P.L. 119-21).
        await expect(canvas.getByRole('radio', { name: 'Estándar ($23,625)' })).toBeChecked();
      },
    );
    await step(
      'The child credit cancels the small tax, and each credit is explained in Spanish',
      async () => {
        // $25,000 − $23,625 = $1,375 taxable; 10 % of it, $137.50, is cancelled by the child credit.
        await expect(figure(canvasElement, 'Ingreso tributable')).toBe('$1,375');
        await expect(figure(canvasElement, 'Impuesto federal sobre el ingreso')).toBe('$0.00');
        // Two children, table band $25,000–25,050: $7,152 − 21.06 % × ($25,025 − $23,350) = $6,799
        // (Rev. Proc. 2024-40 sec. 2.06).
        const eitc = [...canvasElement.querySelectorAll('dt')].find(
          (term) => term.textContent === 'Crédito tributario por ingreso del trabajo (EITC)',
        );
        await expect(eitc?.parentElement).toHaveTextContent(
          '$6,799Reembolsable: lo recibes en tu reembolso aunque no debas impuestos. Sale de la tabla del IRS para 2 hijos calificados y $25,000 de ingreso del trabajo.',
        );
        // 15 % × ($25,000 − $2,500) = $3,375, under 2 × $1,700 (sec. 2.05).
        await expect(figure(canvasElement, 'Crédito tributario adicional por hijos')).toBe(
          '$3,375.00',
        );
      },
    );
    await step('Both credits reach the refund: $10,974, in Spanish and in dollars', async () => {
      await expect(
        canvas.getByRole('table', { name: 'Cómo se llega al cálculo' }),
      ).toHaveTextContent(/Reembolso\$10,974\.00$/);
      // $800 withheld + $6,799 + $3,375.
      await expect(
        await canvas.findByRole('heading', { name: 'Podrías recibir un reembolso de $10,974' }),
      ).toBeVisible();
    });
  },
};
