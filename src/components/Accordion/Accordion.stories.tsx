import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { disclosureHeadingLevels, disclosureVariants } from '../Disclosure/Disclosure';
import { Accordion, type AccordionItem } from './Accordion';
import { pressKey } from '../../internal/storybook/keyboard';
import { forcedColorsModes } from '../../internal/storybook/modes';

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
  parameters: { modes: forcedColorsModes },
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
      await expect(canvas.getByText('Is a cash advance a loan?')).toHaveFocus();
      await pressKey('{Enter}');
      await waitFor(() =>
        expect(openSummaries(canvasElement)).toEqual(['Is a cash advance a loan?']),
      );
    });
    await step('Tab to the second question and open it with Space', async () => {
      await userEvent.tab();
      await expect(canvas.getByText('How fast does the money arrive?')).toHaveFocus();
      await pressKey(' ');
      await waitFor(() =>
        expect(openSummaries(canvasElement)).toEqual(['How fast does the money arrive?']),
      );
    });
    await step('The first answer closes and both changes are reported', async () => {
      await expect(canvas.getByText(/no credit check/)).not.toBeVisible();
      // The item the browser closed is reported too.
      await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith('loan', false));
      await expect(args.onOpenChange).toHaveBeenCalledWith('speed', true);
    });
    await step('Only the second answer shows', async () => {
      await expect(await canvas.findByText(/business days/)).toBeVisible();
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
          'Is a cash advance a loan?',
          'How fast does the money arrive?',
        ]),
      );
    });
    await step('Both answers show at once', async () => {
      await expect(canvas.getByText(/no credit check/)).toBeVisible();
      await expect(await canvas.findByText(/business days/)).toBeVisible();
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
        await expect(openSummaries(canvasElement)).toEqual(['How fast does the money arrive?']);
        await expect(canvas.getByText(/no late fees/i)).not.toBeVisible();
        await expect(args.onOpenChange).not.toHaveBeenCalled();
      },
    );
    await step('The delivery answer shows', async () => {
      await expect(await canvas.findByText(/business days/)).toBeVisible();
    });
  },
};

const menuLink = (name: string) => (
  <li key={name}>
    <a href={`#${name.toLowerCase().replaceAll(' ', '-')}`}>{name}</a>
  </li>
);

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
        content: <ul>{['Cash advance', 'Credit monitoring'].map(menuLink)}</ul>,
        defaultOpen: true,
      },
      {
        id: 'insurance',
        summary: 'Insurance',
        content: <ul>{['Life insurance', 'Renters insurance'].map(menuLink)}</ul>,
      },
    ],
  },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step('The groups are level-2 headings and Essentials starts open', async () => {
      await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Essentials',
        'Insurance',
      ]);
      await expect(canvas.getByRole('link', { name: 'Cash advance' })).toBeVisible();
    });
    await step('Tab past the Essentials links to Insurance', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole('heading', { name: 'Insurance' }).parentElement).toHaveFocus();
    });
    await step('Enter opens Insurance and closes Essentials', async () => {
      await pressKey('{Enter}');
      await waitFor(() => expect(openSummaries(canvasElement)).toEqual(['Insurance']));
      await expect(canvas.getByRole('link', { name: 'Cash advance' })).not.toBeVisible();
      await expect(await canvas.findByRole('link', { name: 'Renters insurance' })).toBeVisible();
    });
  },
};
