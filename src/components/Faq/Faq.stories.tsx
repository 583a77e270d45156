import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Faq } from './Faq';
import { spanishModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const items = [
  {
    question: 'Is a cash advance a loan?',
    answer: 'No. There is no interest and no credit check; you repay it from your next paycheck.',
  },
  {
    question: 'How fast does the money arrive?',
    answer:
      'Instant delivery reaches your debit card in minutes; standard delivery takes one to three business days.',
  },
  {
    question: 'What happens if I repay late?',
    answer:
      'There are no late fees. You cannot take another advance until the current one is repaid.',
  },
] as const;

const t = storyText({
  'Is a cash advance a loan?': '¿Un adelanto de efectivo es un préstamo?',
  'No. There is no interest and no credit check; you repay it from your next paycheck.':
    'No. No hay intereses ni revisión de crédito; lo pagas con tu próximo cheque.',
  'How fast does the money arrive?': '¿Qué tan rápido llega el dinero?',
  'Instant delivery reaches your debit card in minutes; standard delivery takes one to three business days.':
    'La entrega instantánea llega a tu tarjeta de débito en minutos; la estándar tarda de uno a tres días hábiles.',
  'What happens if I repay late?': '¿Qué pasa si pago tarde?',
  'There are no late fees. You cannot take another advance until the current one is repaid.':
    'No hay cargos por atraso. No puedes pedir otro adelanto hasta que pagues el que tienes.',
});

const meta = {
  title: 'Beem components/Faq',
  component: Faq,
  tags: ['stable', 'client'],
  args: { items },
  parameters: {
    modes: spanishModes,
    frame: 'bleed',
    storyText: t,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the questions show. */
export const AllClosed: Story = {
  name: 'All closed',
  play: async ({ canvas, globals, step }) => {
    await step('The section is headed in the reader’s language', async () => {
      await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
        msg({ globals }, 'faq.title'),
      );
    });
    await step('Every answer is hidden', async () => {
      for (const { answer } of items) await expect(canvas.getByText(t(answer))).not.toBeVisible();
    });
    await step('Only the questions show', async () => {
      await expect(await canvas.findByText(t('How fast does the money arrive?'))).toBeVisible();
    });
  },
};

/** Opening the next question closes the first. */
export const OneOpenAtATime: Story = {
  name: 'One open at a time',
  tags: ['played'],
  play: async ({ canvas, step }) => {
    const first = canvas.getByText(t('Is a cash advance a loan?'));
    const second = canvas.getByText(t('How fast does the money arrive?'));
    // Questions are in the tab order. Enter and Space toggle a <summary> natively; synthetic key
    // events cannot trigger that, so the site tests press the real keys and this story clicks.
    await step('Tab moves from one question to the next', async () => {
      await userEvent.tab();
      await expect(first).toHaveFocus();
      await userEvent.tab();
      await expect(second).toHaveFocus();
    });
    await step('Open the first question: its answer shows', async () => {
      await userEvent.click(first);
      await expect(canvas.getByText(t(items[0].answer))).toBeVisible();
    });
    await step('Open the second: the first closes and only the second answer shows', async () => {
      await userEvent.click(second);
      await expect(canvas.getByText(t(items[0].answer))).not.toBeVisible();
      await expect(await canvas.findByText(t(items[1].answer))).toBeVisible();
    });
  },
};
