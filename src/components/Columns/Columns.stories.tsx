import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import { Heading } from '../Heading/Heading';
import { Link } from '../Link/Link';
import { Stack } from '../Stack/Stack';
import { layoutSpaces } from '../Stack/space';
import { Text } from '../Text/Text';
import {
  Column,
  Columns,
  collapseBreakpoints,
  columnsAlignsY,
  columnsDefaults,
  type ColumnWidth,
} from './Columns';
import { inEachMode, responsiveModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'First column': 'Primera columna',
  'Second column': 'Segunda columna',
  Row: 'Fila',
  content: 'contenido',
  fill: 'relleno',
  space: 'espacio',
  first: 'primera',
  second: 'segunda',
  'start: tall column': 'inicio: columna alta',
  'start: short column': 'inicio: columna baja',
  'center: tall column': 'centro: columna alta',
  'center: short column': 'centro: columna baja',
  'end: tall column': 'final: columna alta',
  'end: short column': 'final: columna baja',
  'Know where your money goes': 'Mira a dónde va tu dinero',
  'Budgets that update themselves as you spend.':
    'Presupuestos que se actualizan solos mientras gastas.',
  'Try the budget planner': 'Prueba el planificador de presupuesto',
  Illustration: 'Ilustración',
  'Below sm: first': 'Por debajo de sm: primera',
  'Below sm: second': 'Por debajo de sm: segunda',
  'Below md: first': 'Por debajo de md: primera',
  'Below md: second': 'Por debajo de md: segunda',
  'Below lg: first': 'Por debajo de lg: primera',
  'Below lg: second': 'Por debajo de lg: segunda',
  'Tall column': 'Columna alta',
  'Short column': 'Columna baja',
});
type Phrase = Parameters<typeof t>[0];

const Panel = ({ children, tall = false }: { children: string; tall?: boolean }) => (
  <Box padding={tall ? '8' : '3'} borderRadius="md" background="brandSubtle">
    <Text size="sm">{children}</Text>
  </Box>
);

/** A panel written in args, in English, drawn in the story's language. */
const PhrasePanel = ({ phrase, tall }: { phrase: Phrase; tall?: boolean }) => (
  <Panel tall={tall}>{t(phrase)}</Panel>
);

/** The words beside the illustration in the reversed columns. */
function BudgetPlannerPitch() {
  return (
    <Stack space="3">
      <Heading level={2} size="xl">
        {t('Know where your money goes')}
      </Heading>
      <Text>{t('Budgets that update themselves as you spend.')}</Text>
      <Link href="/budget-planner">{t('Try the budget planner')}</Link>
    </Stack>
  );
}

const meta = {
  title: 'Components/Layout/Columns',
  component: Columns,
  subcomponents: { Column },
  tags: ['beta', 'server'],
  args: {
    children: [
      <Column key="one">
        <PhrasePanel phrase="First column" />
      </Column>,
      <Column key="two">
        <PhrasePanel phrase="Second column" />
      </Column>,
    ],
  },
  argTypes: {
    space: {
      control: 'select',
      options: layoutSpaces,
      table: { defaultValue: { summary: columnsDefaults.space } },
    },
    collapseBelow: {
      control: 'inline-radio',
      options: collapseBreakpoints,
      table: { defaultValue: { summary: columnsDefaults.collapseBelow } },
    },
    alignY: {
      control: 'inline-radio',
      options: columnsAlignsY,
      table: { defaultValue: { summary: columnsDefaults.alignY } },
    },
    reverse: { table: { defaultValue: { summary: String(columnsDefaults.reverse) } } },
    children: { control: false },
  },
  parameters: { modes: responsiveModes, storyText: t },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: Element) => element.getBoundingClientRect();

/**
 * Side by side on a desktop, stacked on a phone, 24px apart.
 *
 * Docs story: try every prop from the controls panel.
 */
export const Playground: Story = {
  play: async ({ canvas, step }) => {
    const panel = (text: Phrase) => canvas.getByText(t(text)).parentElement ?? document.body;
    const first = panel('First column');
    const second = panel('Second column');
    await inEachMode({
      mobile: async () => {
        await step('On a phone the columns stack, full width, 24px apart', async () => {
          await expect(box(second).left).toBe(box(first).left);
          await expect(box(second).width).toBe(box(first).width);
          await expect(Math.round(box(second).top - box(first).bottom)).toBe(24);
        });
      },
      desktop: async () => {
        await step('On a desktop they sit side by side, equal and 24px apart', async () => {
          await expect(box(second).top).toBe(box(first).top);
          await expect(box(second).width).toBeCloseTo(box(first).width, 0);
          await expect(Math.round(box(second).left - box(first).right)).toBe(24);
        });
      },
    });
    await step('Both columns show', async () => {
      await expect(await canvas.findByText(t('Second column'))).toBeVisible();
    });
  },
};

/** Rows of column widths whose edges line up with the rows around them. */
const rows: readonly (readonly ColumnWidth[])[] = [
  ['1/2', '1/2'],
  ['1/4', '1/4', '1/4', '1/4'],
  ['1/4', '3/4'],
  ['3/4', '1/4'],
  ['1/3', '2/3'],
  ['1/3', '1/3', '1/3'],
  ['2/3', '1/3'],
  ['content', 'fill'],
  ['fill', 'fill', 'content'],
];

const label = (row: number, column: number, width: ColumnWidth) =>
  `${t('Row')} ${row + 1}, ${width === 'content' || width === 'fill' ? t(width) : width}${column > 0 ? ` (${column + 1})` : ''}`;

/** Halves, thirds and quarters line up from row to row; content and fill share the rest. */
export const Widths: Story = {
  tags: ['matrix'],
  render: () => (
    <Stack space="3">
      {rows.map((widths, row) => (
        <Columns key={widths.join()} space="4">
          {widths.map((width, column) => (
            <Column key={column} width={width}>
              <Panel>{label(row, column, width)}</Panel>
            </Column>
          ))}
        </Columns>
      ))}
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    const edge = (row: number, column: number) => {
      const width = rows[row]?.[column];
      if (!width) throw new Error(`no column ${column} in row ${row}`);
      return box(canvas.getByText(label(row, column, width)).parentElement ?? document.body);
    };
    await inEachMode({
      mobile: async () => {
        await step('On a phone every column is stacked, as wide as the row', async () => {
          // Stacked: every column is as wide as the row.
          await expect(edge(4, 1).width).toBe(edge(4, 0).width);
          await expect(edge(4, 1).top).toBeGreaterThan(edge(4, 0).bottom);
        });
      },
      desktop: async () => {
        await step(
          'On a desktop halves, thirds and quarters line up, and content and fill share the rest',
          async () => {
            const same = async (a: number, b: number) => {
              await expect(Math.abs(a - b)).toBeLessThan(1);
            };
            const rowWidth = edge(0, 0).width * 2 + 16;
            // A half starts where the third quarter does, a three-quarter column where the second.
            await same(edge(0, 1).left, edge(1, 2).left);
            await same(edge(2, 1).left, edge(1, 1).left);
            await same(edge(3, 1).left, edge(1, 3).left);
            // Thirds: two-thirds span two of three columns and the gap between them.
            await same(edge(4, 1).left, edge(5, 1).left);
            await same(edge(6, 1).left, edge(5, 2).left);
            // The last column of each row ends at the row's edge.
            for (const [row, widths] of rows.entries()) {
              await same(edge(row, widths.length - 1).right, edge(0, 0).left + rowWidth);
            }
            // A content column is as wide as its text; fill columns share what is left equally.
            await expect(edge(7, 0).width).toBeLessThan(rowWidth / 4);
            await same(edge(8, 0).width, edge(8, 1).width);
          },
        );
      },
    });
    await step('Every row shows', async () => {
      await expect(await canvas.findByText(label(8, 2, 'content'))).toBeVisible();
    });
  },
};

/** "space 4, first": one of the two panels at a step of the space scale. */
const spacePanel = (space: string, which: 'first' | 'second') =>
  `${t('space')} ${space}, ${t(which)}`;

/** Two columns at every step of the space scale: the gap between them in multiples of 4px. */
export const SpaceScale: Story = {
  name: 'Space scale',
  tags: ['matrix'],
  render: () => (
    <Stack space="3">
      {layoutSpaces.map((space) => (
        <Columns key={space} space={space}>
          <Column>
            <Panel>{spacePanel(space, 'first')}</Panel>
          </Column>
          <Column>
            <Panel>{spacePanel(space, 'second')}</Panel>
          </Column>
        </Columns>
      ))}
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    const gap = (space: string) => {
      const first = box(
        canvas.getByText(spacePanel(space, 'first')).parentElement ?? document.body,
      );
      const second = box(
        canvas.getByText(spacePanel(space, 'second')).parentElement ?? document.body,
      );
      return { across: second.left - first.right, down: second.top - first.bottom };
    };
    await inEachMode({
      mobile: async () => {
        await step('On a phone each step of the scale puts 4px a step between rows', async () => {
          for (const space of layoutSpaces) {
            await expect(Math.round(gap(space).down)).toBe(Number(space) * 4);
          }
        });
      },
      desktop: async () => {
        await step('On a desktop each step puts 4px a step between columns', async () => {
          for (const space of layoutSpaces) {
            await expect(Math.round(gap(space).across)).toBe(Number(space) * 4);
          }
        });
      },
    });
    await step('Every step of the scale shows', async () => {
      await expect(await canvas.findByText(spacePanel('20', 'second'))).toBeVisible();
    });
  },
};

/** A row per alignment: a short column at the start (top), centre or end (bottom) of a tall one. */
export const VerticalAlignment: Story = {
  name: 'Vertical alignment',
  tags: ['matrix'],
  render: () => (
    <Stack space="3">
      {columnsAlignsY.map((alignY) => (
        <Columns key={alignY} alignY={alignY} space="4">
          <Column>
            <Panel tall>{t(`${alignY}: tall column`)}</Panel>
          </Column>
          <Column>
            <Panel>{t(`${alignY}: short column`)}</Panel>
          </Column>
        </Columns>
      ))}
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    const offsets = (alignY: (typeof columnsAlignsY)[number]) => {
      const tall = box(
        canvas.getByText(t(`${alignY}: tall column`)).parentElement ?? document.body,
      );
      const short = box(
        canvas.getByText(t(`${alignY}: short column`)).parentElement ?? document.body,
      );
      return {
        top: short.top - tall.top,
        bottom: tall.bottom - short.bottom,
        below: short.top - tall.bottom,
      };
    };
    await inEachMode({
      mobile: async () => {
        await step('On a phone the short column comes under the tall one', async () => {
          // Stacked, there is no row to align in: the short column comes after the tall one.
          for (const alignY of columnsAlignsY) {
            await expect(offsets(alignY).below).toBeGreaterThan(0);
          }
        });
      },
      desktop: async () => {
        await step(
          'On a desktop the short column sits at the top, centre or bottom of the tall one',
          async () => {
            await expect(offsets('start').top).toBe(0);
            await expect(offsets('end').bottom).toBe(0);
            const centre = offsets('center');
            await expect(Math.abs(centre.top - centre.bottom)).toBeLessThanOrEqual(1);
          },
        );
      },
    });
    await step('Every alignment shows', async () => {
      await expect(await canvas.findByText(t('end: short column'))).toBeVisible();
    });
  },
};

/** The second column drawn first on a desktop; reading and Tab order unchanged. */
export const Reverse: Story = {
  args: {
    reverse: true,
    space: '6',
    alignY: 'center',
    children: [
      <Column key="words">
        <BudgetPlannerPitch />
      </Column>,
      <Column key="illustration" width="1/3">
        <PhrasePanel phrase="Illustration" tall />
      </Column>,
    ],
  },
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    const heading = canvas.getByRole('heading', { name: t('Know where your money goes') });
    const illustration = canvas.getByText(t('Illustration'));
    await inEachMode({
      mobile: async () => {
        await step('On a phone the illustration comes after the words', async () => {
          await expect(box(illustration).top).toBeGreaterThan(box(heading).bottom);
        });
      },
      desktop: async () => {
        await step('On a desktop the illustration is drawn first, before the words', async () => {
          await expect(box(illustration).right).toBeLessThan(box(heading).left);
        });
      },
    });
    await step('Tab still reaches the link in the words first', async () => {
      await userEvent.tab();
      await expect(
        await canvas.findByRole('link', { name: t('Try the budget planner') }),
      ).toHaveFocus();
    });
  },
};

/** Collapse below sm, md or lg: all stacked on a phone, all side by side on a desktop. */
export const CollapseBelow: Story = {
  name: 'Collapse below',
  tags: ['matrix'],
  render: () => (
    <Stack space="6">
      {collapseBreakpoints.map((breakpoint) => (
        <Columns key={breakpoint} collapseBelow={breakpoint} space="4">
          <Column>
            <Panel>{t(`Below ${breakpoint}: first`)}</Panel>
          </Column>
          <Column>
            <Panel>{t(`Below ${breakpoint}: second`)}</Panel>
          </Column>
        </Columns>
      ))}
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    const pair = (breakpoint: (typeof collapseBreakpoints)[number]) => ({
      first: box(canvas.getByText(t(`Below ${breakpoint}: first`))),
      second: box(canvas.getByText(t(`Below ${breakpoint}: second`))),
    });
    await inEachMode({
      mobile: async () => {
        await step('On a phone every pair is stacked', async () => {
          for (const breakpoint of collapseBreakpoints) {
            const { first, second } = pair(breakpoint);
            await expect(second.top).toBeGreaterThan(first.bottom);
          }
        });
      },
      desktop: async () => {
        await step('On a desktop every pair sits side by side', async () => {
          for (const breakpoint of collapseBreakpoints) {
            const { first, second } = pair(breakpoint);
            await expect(second.top).toBe(first.top);
          }
        });
      },
    });
    await step('Every breakpoint shows', async () => {
      await expect(await canvas.findByText(t('Below lg: second'))).toBeVisible();
    });
  },
};

/**
 * One space and alignment per screen size: `space={{ mobile: '3', desktop: '10' }}` is 12px between
 * the stacked columns on a phone and 40px between them on a desktop, where
 * `alignY={{ mobile: 'start', desktop: 'center' }}` centres the short column beside the tall one.
 */
export const ResponsiveSpace: Story = {
  name: 'Responsive space',
  args: {
    space: { mobile: '3', desktop: '10' },
    alignY: { mobile: 'start', desktop: 'center' },
    children: [
      <Column key="tall">
        <PhrasePanel phrase="Tall column" tall />
      </Column>,
      <Column key="short">
        <PhrasePanel phrase="Short column" />
      </Column>,
    ],
  },
  play: async ({ canvas, step }) => {
    const panel = (text: Phrase) => canvas.getByText(t(text)).parentElement ?? document.body;
    const tall = panel('Tall column');
    const short = panel('Short column');
    const row = tall.parentElement?.parentElement ?? document.body;
    await step(
      'Stacked 12px apart on a phone; 40px apart and centred side by side on a desktop',
      async () => {
        const gapIs = async (gap: number) => {
          const style = getComputedStyle(row);
          await expect([style.rowGap, style.columnGap]).toEqual([
            `${String(gap)}px`,
            `${String(gap)}px`,
          ]);
        };
        await inEachMode({
          mobile: async () => {
            await gapIs(12);
            await expect(Math.round(box(short).top - box(tall).bottom)).toBe(12);
          },
          desktop: async () => {
            await gapIs(40);
            await expect(Math.round(box(short).left - box(tall).right)).toBe(40);
            const above = box(short).top - box(tall).top;
            const below = box(tall).bottom - box(short).bottom;
            await expect(Math.abs(above - below)).toBeLessThanOrEqual(1);
          },
        });
      },
    );
    await step('Both columns show', async () => {
      await expect(await canvas.findByText(t('Short column'))).toBeVisible();
    });
  },
};
