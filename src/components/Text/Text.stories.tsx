import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import { Container } from '../Container/Container';
import { Link } from '../Link/Link';
import { Stack } from '../Stack/Stack';
import { Text, textDefaults, textElements, textSizes, textTones, textWeights } from './Text';
import { storyText } from '../../internal/storybook/storyText';

const sentence = 'Get up to $1,000 before payday, with no credit check and no interest.';
const longTitle =
  'How to build an emergency fund when every dollar of your paycheck already has a job to do';
const longParagraph =
  'Cash advances help when a bill lands before payday. Beem checks the money coming into your account, not your credit score, and sends up to $1,000 to your bank account, instantly if you choose. Repay it when your next paycheck arrives: there is no interest, no late fee and no credit check. Keep what you borrow small and your budget keeps working.';

const t = storyText({
  [sentence]:
    'Recibe hasta $1,000 antes de tu día de pago, sin revisión de crédito y sin intereses.',
  [longTitle]:
    'Cómo armar un fondo de emergencia cuando cada dólar de tu cheque de pago ya tiene un destino',
  [longParagraph]:
    'Los adelantos de efectivo te ayudan cuando una factura llega antes de tu día de pago. Beem revisa el dinero que entra a tu cuenta, no tu puntaje de crédito, y te envía hasta $1,000 a tu cuenta bancaria, al instante si así lo eliges. Devuélvelo cuando llegue tu próximo cheque de pago: no hay intereses, ni cargos por pago tardío, ni revisión de crédito. Pide poco prestado y tu presupuesto seguirá funcionando.',
  Size: 'Tamaño',
  '6 min read': '6 min de lectura',
});

const meta = {
  title: 'Components/Typography/Text',
  component: Text,
  tags: ['beta', 'server'],
  args: { children: sentence },
  argTypes: {
    as: {
      control: 'select',
      options: textElements,
      table: { defaultValue: { summary: textDefaults.as } },
    },
    size: {
      control: 'inline-radio',
      options: textSizes,
      table: { defaultValue: { summary: textDefaults.size } },
    },
    weight: {
      control: 'inline-radio',
      options: textWeights,
      table: { defaultValue: { summary: textDefaults.weight } },
    },
    tone: {
      control: 'select',
      options: textTones,
      table: { defaultValue: { summary: textDefaults.tone } },
    },
    maxLines: { control: { type: 'number', min: 1, step: 1 } },
    children: { control: 'text' },
  },
  parameters: { storyText: t },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A paragraph at the body size, no margins of its own.
 *
 * Docs story: try every prop from the controls panel.
 */
export const Playground: Story = {
  play: async ({ canvas, step }) => {
    const paragraph = canvas.getByText(t(sentence));
    await step(
      'Text is a paragraph in 16px regular body type, 24px lines, no margins',
      async () => {
        await expect(paragraph.tagName).toBe('P');
        const style = getComputedStyle(paragraph);
        await expect(style.fontSize).toBe('16px');
        await expect(style.fontWeight).toBe('400');
        await expect(style.lineHeight).toBe('24px');
        await expect(style.marginTop).toBe('0px');
        await expect(style.marginBottom).toBe('0px');
      },
    );
    await step('The paragraph holds the whole sentence', async () => {
      await expect(await canvas.findByRole('paragraph')).toHaveTextContent(t(sentence));
    });
  },
};

/** xs to xl, the body type scale. */
export const Sizes: Story = {
  render: (args) => (
    <Stack space="3">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {t('Size')} {size}:{' '}
          {t('Get up to $1,000 before payday, with no credit check and no interest.')}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    const sizes = textSizes.map((size) =>
      parseFloat(
        getComputedStyle(canvas.getByText(`${t('Size')} ${size}: ${t(sentence)}`)).fontSize,
      ),
    );
    await step('Each size follows the body type scale, from xs to xl', async () => {
      // The 16px root × the size presets xs 0.8, sm 0.85, md 1, lg 1.15, xl 1.25.
      await expect(sizes).toEqual([12.8, 13.6, 16, 18.4, 20]);
      await expect(await canvas.findAllByRole('paragraph')).toHaveLength(textSizes.length);
    });
  },
};

/** Regular, semibold and bold, the three the font ships. */
export const Weights: Story = {
  render: (args) => (
    <Stack space="3">
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          {weight}: {t('Get up to $1,000 before payday, with no credit check and no interest.')}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    const weights = textWeights.map(
      (weight) => getComputedStyle(canvas.getByText(`${weight}: ${t(sentence)}`)).fontWeight,
    );
    await step("Regular, semibold and bold draw in the font's three weights", async () => {
      await expect(weights).toEqual(['400', '600', '700']);
      await expect(await canvas.findByText(`bold: ${t(sentence)}`)).toBeVisible();
    });
  },
};

/** The colour each tone must draw, from the semantic tokens. */
const toneColours = {
  neutral: 'rgb(18, 21, 28)',
  info: 'rgb(31, 95, 184)',
  positive: 'rgb(27, 110, 58)',
  caution: 'rgb(138, 100, 0)',
  critical: 'rgb(180, 35, 24)',
  brand: 'rgb(0, 110, 77)',
  muted: 'rgb(78, 87, 103)',
  inverse: 'rgb(255, 255, 255)',
} as const;

/**
 * The shared tones (neutral, info, positive, caution, critical, brand), then Text's own muted and
 * inverse, each on the surface it is meant for: inverse on the dark one.
 */
export const Tones: Story = {
  render: (args) => (
    <Stack space="2">
      {textTones.map((tone) => (
        <Box
          key={tone}
          padding="3"
          borderRadius="md"
          background={tone === 'inverse' ? 'inverse' : 'page'}
        >
          <Text {...args} tone={tone}>
            {tone}: {t('Get up to $1,000 before payday, with no credit check and no interest.')}
          </Text>
        </Box>
      ))}
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    await step('Each tone draws in its own colour, inverse on the dark surface', async () => {
      for (const tone of textTones) {
        await expect(getComputedStyle(canvas.getByText(`${tone}: ${t(sentence)}`)).color).toBe(
          toneColours[tone],
        );
      }
      await expect(await canvas.findByText(`inverse: ${t(sentence)}`)).toBeVisible();
    });
  },
};

/** A paragraph by default, a phrase inside one with as="strong" or "span". */
export const Elements: Story = {
  tags: ['test-only', '!autodocs'],
  render: (args) => (
    <Stack space="3">
      <Text {...args}>
        Repay on payday.{' '}
        <Text as="strong" weight="bold">
          No interest
        </Text>
        , no late fees,{' '}
        <Text as="span" tone="muted" size="sm">
          and no credit check.
        </Text>
      </Text>
      <Text as="div" size="sm" tone="muted">
        A block that is not a paragraph: a caption under a chart.
      </Text>
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    const paragraph = canvas.getByRole('paragraph');
    await step('The sentence reads as one paragraph', async () => {
      await expect(paragraph).toHaveTextContent(
        'Repay on payday. No interest, no late fees, and no credit check.',
      );
    });
    await step('Strong and span phrases sit inline inside it', async () => {
      const strong = canvas.getByText('No interest');
      await expect(strong.tagName).toBe('STRONG');
      await expect(getComputedStyle(strong).display).toBe('inline');
      const span = canvas.getByText('and no credit check.');
      await expect(span.tagName).toBe('SPAN');
      await expect(getComputedStyle(span).display).toBe('inline');
      await expect(paragraph).toContainElement(span);
    });
    await step('The caption is a block that is not a paragraph', async () => {
      await expect(
        (await canvas.findByText('A block that is not a paragraph: a caption under a chart.'))
          .tagName,
      ).toBe('DIV');
    });
  },
};

/** Truncated to one line: an ellipsis on screen, the whole title in the link’s name. */
export const SingleLine: Story = {
  name: 'One line',
  args: { as: 'span', weight: 'semibold', maxLines: 1, children: longTitle },
  render: (args) => (
    <Container width="prose" gutters={false}>
      <Stack space="2">
        <Link href="/blog/emergency-fund" tone="neutral">
          <Text {...args} />
        </Link>
        <Text size="sm" tone="muted">
          {t('6 min read')}
        </Text>
      </Stack>
    </Container>
  ),
  play: async ({ canvas, step }) => {
    const title = canvas.getByText(t(longTitle));
    await step('The title is cut to one line with an ellipsis', async () => {
      // Clipped where it is drawn: one line high, the rest hidden behind the ellipsis.
      await expect(title.getBoundingClientRect().height).toBe(24);
      await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
      await expect(getComputedStyle(title).textOverflow).toBe('ellipsis');
    });
    await step('The link is still named by the whole title', async () => {
      // …but whole for assistive technology: the link is named by the full title.
      await expect(await canvas.findByRole('link', { name: t(longTitle) })).toBeVisible();
    });
  },
};

/** Clamped to three lines: the paragraph ends in an ellipsis, its text stays whole. */
export const Clamped: Story = {
  name: 'Three lines',
  args: { children: longParagraph, maxLines: 3 },
  render: (args) => (
    <Container width="prose" gutters={false}>
      <Text {...args} />
    </Container>
  ),
  play: async ({ canvas, step }) => {
    const paragraph = canvas.getByRole('paragraph');
    await step('The paragraph stops at three lines', async () => {
      // Three 24px lines drawn, more laid out behind them.
      await expect(paragraph.getBoundingClientRect().height).toBe(72);
      await expect(paragraph.scrollHeight).toBeGreaterThan(paragraph.clientHeight);
      await expect(getComputedStyle(paragraph).webkitLineClamp).toBe('3');
    });
    await step('Its text stays whole for screen readers', async () => {
      await expect(await canvas.findByRole('paragraph')).toHaveTextContent(t(longParagraph));
    });
  },
};
