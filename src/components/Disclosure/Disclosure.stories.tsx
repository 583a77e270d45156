import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Box } from '../Box/Box';
import {
  Disclosure,
  disclosureHeadingLevels,
  disclosureVariants,
  type DisclosureVariant,
} from './Disclosure';
import { pressKey } from '../../internal/storybook/keyboard';
import { forcedColorsModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const question = 'How fast does the money arrive?';
const answer =
  'Instant delivery reaches your debit card in minutes; standard delivery takes one to three business days.';

const t = storyText({
  [question]: '¿Qué tan rápido llega el dinero?',
  [answer]:
    'La entrega instantánea llega a tu tarjeta de débito en minutos; la entrega estándar tarda de uno a tres días hábiles.',
  Essentials: 'Lo esencial',
  'Cash advance': 'Adelanto de efectivo',
  'Credit monitoring': 'Monitoreo de crédito',
  'outlined, rest': 'con borde, en reposo',
  'outlined, hover': 'con borde, al pasar el cursor',
  'outlined, focus-visible': 'con borde, foco visible',
  'outlined, open': 'con borde, abierto',
  'plain, rest': 'simple, en reposo',
  'plain, hover': 'simple, al pasar el cursor',
  'plain, focus-visible': 'simple, foco visible',
  'plain, open': 'simple, abierto',
});

/** The Essentials group's links, in the story's language. */
function EssentialsLinks() {
  return (
    <ul>
      <li>
        <a href="#cash-advance">{t('Cash advance')}</a>
      </li>
      <li>
        <a href="#credit-monitoring">{t('Credit monitoring')}</a>
      </li>
    </ul>
  );
}

const meta = {
  title: 'Components/Layout/Disclosure',
  component: Disclosure,
  tags: ['beta', 'client'],
  args: { summary: question, children: answer, onOpenChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: disclosureVariants },
    headingLevel: { control: 'select', options: disclosureHeadingLevels },
    summary: { control: 'text' },
    children: { control: 'text' },
  },
  // The focus ring, the chevron and the outlined border must survive Windows high contrast.
  parameters: { modes: forcedColorsModes, storyText: t },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `<details>` around a summary found by its text. */
const detailsOf = (summary: HTMLElement) => {
  const details = summary.closest('details');
  if (!details) throw new Error('no details');
  return details;
};

/** Only the summary shows; Enter opens it, Space closes it. */
export const Playground: Story = {
  name: 'Closed',
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    const summary = canvas.getByText(t(question));
    await step('Only the question shows; Tab reaches it', async () => {
      await expect(canvas.getByText(t(answer))).not.toBeVisible();
      await userEvent.tab();
      await expect(summary).toHaveFocus();
    });
    await step('Enter opens it and shows the answer', async () => {
      await pressKey('{Enter}');
      await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(true));
      await expect(canvas.getByText(t(answer))).toBeVisible();
    });
    await step('Space closes it again', async () => {
      await pressKey(' ');
      await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false));
      await expect(detailsOf(summary)).not.toHaveAttribute('open');
    });
    await step('Only the question shows', async () => {
      await expect(await canvas.findByText(t(answer))).not.toBeVisible();
    });
  },
};

/** The answer shows and the chevron points up. */
export const DefaultOpen: Story = {
  name: 'Open at first',
  args: { defaultOpen: true },
  play: async ({ canvas, args, step }) => {
    const summary = canvas.getByText(t(question));
    await step('It starts open, with the chevron pointing up', async () => {
      await expect(detailsOf(summary)).toHaveAttribute('open');
      const chevron = summary.querySelector('svg');
      await expect(chevron && getComputedStyle(chevron).transform).toBe(
        'matrix(-1, 0, 0, -1, 0, 0)',
      );
    });
    await step('Opening at first is not reported as a change', async () => {
      await expect(args.onOpenChange).not.toHaveBeenCalled();
    });
    await step('The answer shows', async () => {
      await expect(await canvas.findByText(t(answer))).toBeVisible();
    });
  },
};

/** The summary is a level-3 heading in the page outline. */
export const WithHeading: Story = {
  name: 'With heading',
  args: { headingLevel: 3 },
  play: async ({ canvas, step }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: t(question) });
    await step('The question is a level-3 heading that looks like any question', async () => {
      await expect(heading.parentElement?.localName).toBe('summary');
      // The heading takes the summary's look, not a heading's.
      await expect(getComputedStyle(heading).fontSize).toBe(
        getComputedStyle(heading.parentElement ?? heading).fontSize,
      );
    });
    await step('The answer stays hidden', async () => {
      await expect(await canvas.findByText(t(answer))).not.toBeVisible();
    });
  },
};

/** No border, a larger summary tinted while open, for groups of links. */
export const Plain: Story = {
  args: {
    variant: 'plain',
    headingLevel: 2,
    summary: 'Essentials',
    defaultOpen: true,
    children: <EssentialsLinks />,
  },
  play: async ({ canvas, step }) => {
    const summary = canvas.getByRole('heading', { level: 2, name: t('Essentials') }).parentElement;
    if (!summary) throw new Error('no summary');
    const style = getComputedStyle(detailsOf(summary));
    await step('No border, and the open summary is tinted', async () => {
      await expect(style.borderTopStyle).toBe('none');
      await expect(getComputedStyle(summary).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    });
    await step('The links inside show', async () => {
      await expect(await canvas.findByRole('link', { name: t('Credit monitoring') })).toBeVisible();
    });
  },
};

const states = ['rest', 'hover', 'focus-visible', 'open'] as const;
const stateId = (variant: string, state: string) => `disclosure-${variant}-${state}`;

/**
 * Rest, hover, focus-visible and open, outlined and plain.
 *
 * Hover and keyboard focus forced on with `parameters.pseudo`, beside one at rest and
 * one open, for both variants.
 */
export const States: Story = {
  parameters: {
    pseudo: {
      hover: disclosureVariants.map((variant) => `#${stateId(variant, 'hover')} > summary`),
      focusVisible: disclosureVariants.map(
        (variant) => `#${stateId(variant, 'focus-visible')} > summary`,
      ),
      rootSelector: 'body',
    },
  },
  render: (args) => (
    <Box display="grid" gap="6">
      {disclosureVariants.map((variant) => (
        <Box key={variant} display="grid" gap="3">
          {states.map((state) => (
            <Disclosure
              key={state}
              {...args}
              id={stateId(variant, state)}
              variant={variant}
              summary={t(`${variant}, ${state}`)}
              defaultOpen={state === 'open'}
            >
              {t(answer)}
            </Disclosure>
          ))}
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas, step }) => {
    const summary = (variant: DisclosureVariant, state: (typeof states)[number]) =>
      canvas.getByText(t(`${variant}, ${state}`));
    await step('The hovered and keyboard-focused summaries are in place', async () => {
      // The addon applies its classes a task after the first render.
      await waitFor(async () => {
        await expect(summary('outlined', 'hover')).toHaveClass('pseudo-hover');
      });
    });
    await step(
      'In both looks, hover tints the summary and only keyboard focus rings it',
      async () => {
        for (const variant of disclosureVariants) {
          const rest = getComputedStyle(summary(variant, 'rest'));
          await expect(getComputedStyle(summary(variant, 'hover')).backgroundColor).not.toBe(
            rest.backgroundColor,
          );
          await expect(getComputedStyle(summary(variant, 'focus-visible')).boxShadow).not.toBe(
            'none',
          );
          await expect(rest.boxShadow).toBe('none');
        }
      },
    );
    await step('Only the two open ones show their answer', async () => {
      await expect(
        canvas.getAllByText(t(answer)).filter((node) => node.checkVisibility()),
      ).toHaveLength(2);
    });
  },
};
