import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { disclosureHeadingLevels, disclosureVariants } from '../Disclosure/Disclosure';
import { Accordion, type AccordionItem } from './Accordion';
import { pressKey } from '../../internal/storybook/keyboard';
import { forcedColorsModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Is a cash advance a loan?': '¿Un adelanto de efectivo es un préstamo?',
  'No. There is no interest and no credit check; you repay it from your next paycheck.':
    'No. No hay intereses ni revisión de crédito; lo pagas en tu próximo día de pago.',
  'How fast does the money arrive?': '¿Qué tan rápido llega el dinero?',
  'Instant delivery reaches your debit card in minutes; standard delivery takes one to three business days.':
    'La entrega instantánea llega a tu tarjeta de débito en minutos; la entrega estándar tarda de uno a tres días hábiles.',
  'What happens if I repay late?': '¿Qué pasa si pago tarde?',
  'There are no late fees. You cannot take another advance until the current one is repaid.':
    'No hay cargos por pago atrasado. No puedes pedir otro adelanto hasta que pagues el actual.',
  Essentials: 'Lo esencial',
  'Cash advance': 'Adelanto de efectivo',
  'Credit monitoring': 'Monitoreo de crédito',
  Insurance: 'Seguros',
  'Life insurance': 'Seguro de vida',
  'Renters insurance': 'Seguro para inquilinos',
});

const questions: AccordionItem[] = [
  {
    id: 'loan',
    summary: 'Is a cash advance a loan?',
    content: 'No. There is no interest and no credit check; you repay it from your next paycheck.',
  },
  {
    id: 'speed',
    summary: 'How fast does the money arrive?',
    content:
      'Instant delivery reaches your debit card in minutes; standard delivery takes one to three business days.',
  },
  {
    id: 'late',
    summary: 'What happens if I repay late?',
    content:
      'There are no late fees. You cannot take another advance until the current one is repaid.',
  },
];

const meta = {
  title: 'Components/Layout/Accordion',
  component: Accordion,
  tags: ['beta', 'client'],
  args: { items: questions, exclusive: true, onOpenChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: disclosureVariants },
    headingLevel: { control: 'select', options: disclosureHeadingLevels },
  },
  // Borders, focus rings and chevrons must survive Windows high contrast.
  parameters: { modes: forcedColorsModes, storyText: t },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const openSummaries = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('details[open] > summary'), (node) => node.textContent.trim());

/** Opening the second item by keyboard closes the first. */
export const Exclusive: Story = {
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    await step('Tab to the first question and open it with Enter', async () => {
      await userEvent.tab();
      await expect(canvas.getByText(t('Is a cash advance a loan?'))).toHaveFocus();
      await pressKey('{Enter}');
      await waitFor(() =>
        expect(openSummaries(canvasElement)).toEqual([t('Is a cash advance a loan?')]),
      );
    });
    await step('Tab to the second question and open it with Space', async () => {
      await userEvent.tab();
      await expect(canvas.getByText(t('How fast does the money arrive?'))).toHaveFocus();
      await pressKey(' ');
      await waitFor(() =>
        expect(openSummaries(canvasElement)).toEqual([t('How fast does the money arrive?')]),
      );
    });
    await step('The first answer closes and both changes are reported', async () => {
      await expect(
        canvas.getByText(
          t('No. There is no interest and no credit check; you repay it from your next paycheck.'),
        ),
      ).not.toBeVisible();
      // The item the browser closed is reported too.
      await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith('loan', false));
      await expect(args.onOpenChange).toHaveBeenCalledWith('speed', true);
    });
    await step('Only the second answer shows', async () => {
      await expect(
        await canvas.findByText(
          t(
            'Instant delivery reaches your debit card in minutes; standard delivery takes one to three business days.',
          ),
        ),
      ).toBeVisible();
    });
  },
};

/** Several items stay open at once. */
export const Independent: Story = {
  name: 'Not exclusive',
  args: { exclusive: false },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step('Open the first and second questions by keyboard', async () => {
      await userEvent.tab();
      await pressKey('{Enter}');
      await userEvent.tab();
      await pressKey('{Enter}');
      await waitFor(() =>
        expect(openSummaries(canvasElement)).toEqual([
          t('Is a cash advance a loan?'),
          t('How fast does the money arrive?'),
        ]),
      );
    });
    await step('Both answers show at once', async () => {
      await expect(
        canvas.getByText(
          t('No. There is no interest and no credit check; you repay it from your next paycheck.'),
        ),
      ).toBeVisible();
      await expect(
        await canvas.findByText(
          t(
            'Instant delivery reaches your debit card in minutes; standard delivery takes one to three business days.',
          ),
        ),
      ).toBeVisible();
    });
  },
};

/** In exclusive mode, the first item that asks. */
export const DefaultOpen: Story = {
  name: 'Open at first',
  args: {
    items: questions.map((item) => ({ ...item, defaultOpen: item.id !== 'loan' })),
  },
  play: async ({ canvas, canvasElement, args, step }) => {
    await step(
      'Only the first question set to open is open, without a reported change',
      async () => {
        await expect(openSummaries(canvasElement)).toEqual([t('How fast does the money arrive?')]);
        await expect(
          canvas.getByText(
            t(
              'There are no late fees. You cannot take another advance until the current one is repaid.',
            ),
          ),
        ).not.toBeVisible();
        await expect(args.onOpenChange).not.toHaveBeenCalled();
      },
    );
    await step('The delivery answer shows', async () => {
      await expect(
        await canvas.findByText(
          t(
            'Instant delivery reaches your debit card in minutes; standard delivery takes one to three business days.',
          ),
        ),
      ).toBeVisible();
    });
  },
};

/** A group's links, each to the anchor its English name gives it, in the story's language. */
function MenuLinks({ names }: { names: readonly Parameters<typeof t>[0][] }) {
  return (
    <ul>
      {names.map((name) => (
        <li key={name}>
          <a href={`#${name.toLowerCase().replaceAll(' ', '-')}`}>{t(name)}</a>
        </li>
      ))}
    </ul>
  );
}

/** Plain, level-2 headings, Essentials open at first. */
export const MenuGroups: Story = {
  name: 'Menu groups',
  args: {
    variant: 'plain',
    headingLevel: 2,
    items: [
      {
        id: 'essentials',
        summary: 'Essentials',
        content: <MenuLinks names={['Cash advance', 'Credit monitoring']} />,
        defaultOpen: true,
      },
      {
        id: 'insurance',
        summary: 'Insurance',
        content: <MenuLinks names={['Life insurance', 'Renters insurance']} />,
      },
    ],
  },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step('The groups are level-2 headings and Essentials starts open', async () => {
      await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        t('Essentials'),
        t('Insurance'),
      ]);
      await expect(canvas.getByRole('link', { name: t('Cash advance') })).toBeVisible();
    });
    await step('Tab past the Essentials links to Insurance', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await expect(
        canvas.getByRole('heading', { name: t('Insurance') }).parentElement,
      ).toHaveFocus();
    });
    await step('Enter opens Insurance and closes Essentials', async () => {
      await pressKey('{Enter}');
      await waitFor(() => expect(openSummaries(canvasElement)).toEqual([t('Insurance')]));
      await expect(canvas.getByRole('link', { name: t('Cash advance') })).not.toBeVisible();
      await expect(await canvas.findByRole('link', { name: t('Renters insurance') })).toBeVisible();
    });
  },
};
