import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { collapseBreakpoints } from '../Columns/Columns.css';
import { Container } from '../Container/Container';
import { Stack } from '../Stack/Stack';
import { layoutSpaces } from '../Stack/space';
import { Text } from '../Text/Text';
import { Inline, inlineAligns, inlineAlignsY, inlineDefaults, inlineElements } from './Inline';
import { inEachMode, responsiveModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'No credit check': 'Sin revisión de crédito',
  'No interest': 'Sin intereses',
  'No late fees': 'Sin cargos por pago atrasado',
  'Instant transfers': 'Transferencias instantáneas',
  'Cancel anytime': 'Cancela cuando quieras',
  space: 'espacio',
  one: 'uno',
  two: 'dos',
  'align start': 'alineación al inicio',
  'align center': 'alineación al centro',
  'align end': 'alineación al final',
  'start one': 'inicio uno',
  'start two': 'inicio dos',
  'center one': 'centro uno',
  'center two': 'centro dos',
  'end one': 'final uno',
  'end two': 'final dos',
  'Get Started': 'Empieza ya',
  'start: free to join': 'inicio: unirte es gratis',
  'center: free to join': 'centro: unirte es gratis',
  'end: free to join': 'final: unirte es gratis',
  'See pricing': 'Ver precios',
});

const tags = [
  'No credit check',
  'No interest',
  'No late fees',
  'Instant transfers',
  'Cancel anytime',
] as const;

const Tag = ({ children }: { children: string }) => (
  <Box paddingX="3" paddingY="1" borderRadius="full" background="brandSubtle" color="brand">
    {children}
  </Box>
);

/** One of `tags`, written in args in English, drawn in the story's language. */
const PlanTag = ({ tag }: { tag: (typeof tags)[number] }) => <Tag>{t(tag)}</Tag>;

const meta = {
  title: 'Components/Layout/Inline',
  component: Inline,
  tags: ['beta', 'server'],
  args: { children: tags.map((tag) => <PlanTag key={tag} tag={tag} />) },
  argTypes: {
    as: {
      control: 'inline-radio',
      options: inlineElements,
      table: { defaultValue: { summary: inlineDefaults.as } },
    },
    space: {
      control: 'select',
      options: layoutSpaces,
      table: { defaultValue: { summary: inlineDefaults.space } },
    },
    align: {
      control: 'inline-radio',
      options: inlineAligns,
      table: { defaultValue: { summary: inlineDefaults.align } },
    },
    alignY: {
      control: 'inline-radio',
      options: inlineAlignsY,
      table: { defaultValue: { summary: inlineDefaults.alignY } },
    },
    collapseBelow: { control: 'inline-radio', options: collapseBreakpoints },
    children: { control: false },
  },
  parameters: { modes: responsiveModes, storyText: t },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: Element) => element.getBoundingClientRect();

/**
 * Side by side, 8px apart, wrapping when the row is full.
 *
 * Docs story: try every prop from the controls panel.
 */
export const Playground: Story = {
  play: async ({ canvas, step }) => {
    const [first, second] = tags.map((tag) => box(canvas.getByText(t(tag))));
    if (!first || !second) throw new Error('missing a tag');
    await step('The first two tags sit side by side, 8px apart', async () => {
      await expect(second.top).toBe(first.top);
      await expect(Math.round(second.left - first.right)).toBe(8);
    });
    await step('Every tag shows, down to the last', async () => {
      await expect(await canvas.findByText(t('Cancel anytime'))).toBeVisible();
    });
  },
};

/** Items that do not fit move to the next line, the same gap between lines. */
export const Wrapping: Story = {
  args: { space: '3' },
  render: (args) => (
    <Container width="prose" gutters={false}>
      <Inline {...args} />
    </Container>
  ),
  play: async ({ canvas, step }) => {
    const boxes = tags.map((tag) => box(canvas.getByText(t(tag))));
    const lines = [...new Set(boxes.map((tag) => tag.top))].sort((a, b) => a - b);
    await step('The tags wrap onto more than one line', async () => {
      await expect(lines.length).toBeGreaterThan(1);
    });
    const [firstLine, secondLine] = lines;
    const lineHeight = boxes[0]?.height ?? 0;
    if (firstLine === undefined || secondLine === undefined) throw new Error('no second line');
    await step('The lines are 12px apart, the same gap as between tags', async () => {
      await expect(Math.round(secondLine - firstLine - lineHeight)).toBe(12);
    });
    await step('Every tag shows, down to the last', async () => {
      await expect(await canvas.findByText(t('Cancel anytime'))).toBeVisible();
    });
  },
};

/** Two tags at every step of the space scale: the gap in multiples of 4px. */
export const SpaceScale: Story = {
  name: 'Space scale',
  tags: ['matrix'],
  render: () => (
    <Stack space="3">
      {layoutSpaces.map((space) => (
        <Inline key={space} space={space} alignY="center">
          <Text as="span" size="sm" tone="muted">{`${t('space')} ${space}`}</Text>
          <Tag>{`${space} ${t('one')}`}</Tag>
          <Tag>{`${space} ${t('two')}`}</Tag>
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    await step('Each step of the scale sets the gap in multiples of 4px', async () => {
      for (const space of layoutSpaces) {
        const one = box(canvas.getByText(`${space} ${t('one')}`));
        const two = box(canvas.getByText(`${space} ${t('two')}`));
        await expect(Math.round(two.left - one.right)).toBe(Number(space) * 4);
      }
    });
    await step('The widest gap still fits', async () => {
      await expect(await canvas.findByText(`20 ${t('two')}`)).toBeVisible();
    });
  },
};

/** Two tags at each alignment: start, centre and end along the row (left to right in English). */
export const Alignment: Story = {
  tags: ['matrix'],
  render: () => (
    <Stack space="3">
      {inlineAligns.map((align) => (
        <Box key={align} padding="2" borderRadius="md" background="subtle">
          <Inline align={align} role="group" aria-label={t(`align ${align}`)}>
            <Tag>{t(`${align} one`)}</Tag>
            <Tag>{t(`${align} two`)}</Tag>
          </Inline>
        </Box>
      ))}
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    const offsets = (align: (typeof inlineAligns)[number]) => {
      const row = box(canvas.getByRole('group', { name: t(`align ${align}`) }));
      return {
        left: Math.round(box(canvas.getByText(t(`${align} one`))).left - row.left),
        right: Math.round(row.right - box(canvas.getByText(t(`${align} two`))).right),
      };
    };
    await step('Start starts at the left edge, end ends at the right edge', async () => {
      await expect(offsets('start').left).toBe(0);
      await expect(offsets('end').right).toBe(0);
    });
    const centre = offsets('center');
    await step('Centre sits in the middle', async () => {
      await expect(Math.abs(centre.left - centre.right)).toBeLessThanOrEqual(1);
    });
    await step('Every row shows', async () => {
      await expect(await canvas.findByText(t('end two'))).toBeVisible();
    });
  },
};

/** A line of text at the start (top), centre and end (bottom) beside a taller button, one row each. */
export const VerticalAlignment: Story = {
  name: 'Vertical alignment',
  tags: ['matrix'],
  render: () => (
    <Stack space="3">
      {inlineAlignsY.map((alignY) => (
        <Inline key={alignY} alignY={alignY} space="4">
          <Button size="lg">{t('Get Started')}</Button>
          <Text as="span" size="sm">
            {t(`${alignY}: free to join`)}
          </Text>
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    const buttons = canvas.getAllByRole('button', { name: t('Get Started') });
    const offsets = inlineAlignsY.map((alignY, index) => {
      const button = box(buttons[index] ?? document.body);
      const text = box(canvas.getByText(t(`${alignY}: free to join`)));
      return { top: text.top - button.top, bottom: button.bottom - text.bottom };
    });
    const [top, centre, bottom] = offsets;
    if (!top || !centre || !bottom) throw new Error('missing a row');
    await step('The text lines up with the button’s top, middle or bottom', async () => {
      await expect(top.top).toBe(0);
      await expect(bottom.bottom).toBe(0);
      await expect(Math.abs(centre.top - centre.bottom)).toBeLessThanOrEqual(1);
    });
    await step('Every row shows', async () => {
      await expect(await canvas.findByText(t('end: free to join'))).toBeVisible();
    });
  },
};

/** The collapsing row's two buttons, in the story's language. */
const GetStarted = () => <Button>{t('Get Started')}</Button>;
const SeePricing = () => <Button variant="secondary">{t('See pricing')}</Button>;

/** Collapse below md: stacked one per line on phones, side by side on desktops. */
export const CollapseBelow: Story = {
  name: 'Collapse below',
  args: {
    space: '3',
    collapseBelow: 'md',
    children: [<GetStarted key="start" />, <SeePricing key="pricing" />],
  },
  play: async ({ canvas, step }) => {
    const primary = canvas.getByRole('button', { name: t('Get Started') });
    const secondary = canvas.getByRole('button', { name: t('See pricing') });
    await step(
      'On a phone the buttons stack, 12px apart; on a desktop they sit side by side',
      async () => {
        await inEachMode({
          mobile: async () => {
            await expect(box(secondary).left).toBe(box(primary).left);
            await expect(Math.round(box(secondary).top - box(primary).bottom)).toBe(12);
          },
          desktop: async () => {
            await expect(box(secondary).top).toBe(box(primary).top);
            await expect(Math.round(box(secondary).left - box(primary).right)).toBe(12);
          },
        });
      },
    );
    await step('Both buttons show', async () => {
      await expect(await canvas.findByRole('button', { name: t('See pricing') })).toBeVisible();
    });
  },
};

/** As a list, ul makes each item a list item. */
export const AsList: Story = {
  name: 'As a list',
  tags: ['test-only', '!autodocs'],
  args: { as: 'ul', 'aria-label': 'Plan features' },
  play: async ({ canvas, step }) => {
    const list = canvas.getByRole('list', { name: 'Plan features' });
    await step('The row is a list of plan features', async () => {
      await expect(list.tagName).toBe('UL');
    });
    const items = await canvas.findAllByRole('listitem');
    await step('Each tag is an item of the list, in order', async () => {
      await expect(items.map((item) => item.textContent)).toEqual(tags.map((tag) => t(tag)));
    });
  },
};

/**
 * One space and alignment per screen size: `space={{ mobile: '2', desktop: '6' }}` is 8px between
 * tags on a phone and 24px on a desktop, and `align={{ mobile: 'start', desktop: 'center' }}` centres
 * the row on a desktop.
 */
export const ResponsiveSpace: Story = {
  name: 'Responsive space',
  args: {
    space: { mobile: '2', desktop: '6' },
    align: { mobile: 'start', desktop: 'center' },
    children: tags.slice(0, 3).map((tag) => <PlanTag key={tag} tag={tag} />),
  },
  play: async ({ canvas, step }) => {
    const [first, second] = tags.slice(0, 2).map((tag) => canvas.getByText(t(tag)));
    const row = first?.parentElement;
    if (!first || !second || !row) throw new Error('missing a tag');
    await step(
      'On a phone the tags are 8px apart at the left; on a desktop, 24px apart and centred',
      async () => {
        const laidOut = (gap: number, justifyContent: string) => async () => {
          const style = getComputedStyle(row);
          await expect([style.columnGap, style.rowGap]).toEqual([
            `${String(gap)}px`,
            `${String(gap)}px`,
          ]);
          await expect(style.justifyContent).toBe(justifyContent);
          await expect(Math.round(box(second).left - box(first).right)).toBe(gap);
        };
        await inEachMode({ mobile: laidOut(8, 'flex-start'), desktop: laidOut(24, 'center') });
      },
    );
    await step('Every tag shows', async () => {
      await expect(await canvas.findByText(t('No late fees'))).toBeVisible();
    });
  },
};
