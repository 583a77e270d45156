import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Stack, layoutSpaces, stackAligns, stackDefaults, stackElements } from './Stack';
import { forcedColorsModes, inEachMode, responsiveModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Instant cash': 'Efectivo al instante',
  'Credit monitoring': 'Monitoreo de crédito',
  'Savings goals': 'Metas de ahorro',
  space: 'espacio',
  One: 'Uno',
  Two: 'Dos',
  'align stretch': 'alineación estirada',
  'align start': 'alineación al inicio',
  'align center': 'alineación al centro',
  'align end': 'alineación al final',
  'stretch: Get Started': 'estirado: Empieza ya',
  'start: Get Started': 'inicio: Empieza ya',
  'center: Get Started': 'centro: Empieza ya',
  'end: Get Started': 'final: Empieza ya',
  'stretch: no credit check': 'estirado: sin revisión de crédito',
  'start: no credit check': 'inicio: sin revisión de crédito',
  'center: no credit check': 'centro: sin revisión de crédito',
  'end: no credit check': 'final: sin revisión de crédito',
  'What you get': 'Lo que recibes',
});

const features = ['Instant cash', 'Credit monitoring', 'Savings goals'] as const;

const Tile = ({ children }: { children: string }) => (
  <Box padding="3" borderRadius="md" background="brandSubtle">
    {children}
  </Box>
);

/** One of `features`, written in args in English, drawn in the story's language. */
const FeatureTile = ({ feature }: { feature: (typeof features)[number] }) => (
  <Tile>{t(feature)}</Tile>
);

const meta = {
  title: 'Components/Layout/Stack',
  component: Stack,
  tags: ['beta', 'server'],
  args: {
    children: features.map((feature) => <FeatureTile key={feature} feature={feature} />),
  },
  argTypes: {
    as: {
      control: 'inline-radio',
      options: stackElements,
      table: { defaultValue: { summary: stackDefaults.as } },
    },
    space: {
      control: 'select',
      options: layoutSpaces,
      table: { defaultValue: { summary: stackDefaults.space } },
    },
    align: {
      control: 'inline-radio',
      options: stackAligns,
      table: { defaultValue: { summary: stackDefaults.align } },
    },
    dividers: { table: { defaultValue: { summary: String(stackDefaults.dividers) } } },
    children: { control: false },
  },
  parameters: { modes: responsiveModes, storyText: t },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: HTMLElement) => element.getBoundingClientRect();

/** The vertical gaps between consecutive elements, rounded to whole pixels. */
const gaps = (elements: HTMLElement[]) =>
  elements.slice(1).map((element, index) => {
    const previous = elements[index];
    return previous ? Math.round(box(element).top - box(previous).bottom) : Number.NaN;
  });

/**
 * One under another, 16px apart, each as wide as the stack.
 *
 * Docs story: try every prop from the controls panel.
 */
export const Playground: Story = {
  play: async ({ canvas, step }) => {
    const tiles = features.map((feature) => canvas.getByText(t(feature)));
    const stack = tiles[0]?.parentElement;
    if (!stack) throw new Error('no stack');
    await step('On a phone and a desktop, the tiles fill the width 16px apart', async () => {
      const layout = async () => {
        await expect(gaps(tiles)).toEqual([16, 16]);
        for (const tile of tiles) await expect(box(tile).width).toBe(box(stack).width);
      };
      await inEachMode({ mobile: layout, desktop: layout });
    });
    await step('Every tile shows, down to the last', async () => {
      await expect(await canvas.findByText(t('Savings goals'))).toBeVisible();
    });
  },
};

/** A two-tile stack at every step of the space scale: the gap in multiples of 4px. */
export const SpaceScale: Story = {
  name: 'Space scale',
  tags: ['matrix'],
  render: () => (
    <Box display="grid" gap="6">
      {layoutSpaces.map((space) => (
        <Box key={space} display="flex" gap="4" alignItems="flex-start">
          <Text as="span" size="sm" tone="muted">{`${t('space')} ${space}`}</Text>
          <Stack space={space} data-testid={`space-${space}`}>
            <Tile>{t('One')}</Tile>
            <Tile>{t('Two')}</Tile>
          </Stack>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas, step }) => {
    await step('Each step of the scale puts the tiles 4px further apart', async () => {
      for (const space of layoutSpaces) {
        const stack = canvas.getByTestId(`space-${space}`);
        const [one, two] = Array.from(stack.children) as HTMLElement[];
        if (!one || !two) throw new Error(`stack ${space} lost a child`);
        await expect(gaps([one, two])).toEqual([Number(space) * 4]);
      }
    });
    await step('The scale runs up to space 20', async () => {
      await expect(await canvas.findByText(`${t('space')} 20`)).toBeVisible();
    });
  },
};

/**
 * A button and a line of text at each alignment: stretch fills the width; start, centre and end
 * keep each child at its own width, start at the left and end at the right in a left-to-right page.
 */
export const Alignment: Story = {
  tags: ['matrix'],
  render: () => (
    <Stack space="6">
      {stackAligns.map((align) => (
        <Box key={align} padding="3" borderRadius="md" background="subtle">
          <Stack space="2" align={align} aria-label={t(`align ${align}`)} role="group">
            <Button size="sm" variant="secondary">
              {t(`${align}: Get Started`)}
            </Button>
            <Text size="sm">{t(`${align}: no credit check`)}</Text>
          </Stack>
        </Box>
      ))}
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    const edges = (align: (typeof stackAligns)[number]) => {
      const group = box(canvas.getByRole('group', { name: t(`align ${align}`) }));
      const button = box(canvas.getByRole('button', { name: t(`${align}: Get Started`) }));
      return {
        left: Math.round(button.left - group.left),
        right: Math.round(group.right - button.right),
        full: Math.round(button.width) === Math.round(group.width),
      };
    };
    await step('Stretch fills the width; start and end keep the button to one side', async () => {
      await expect(edges('stretch')).toMatchObject({ left: 0, right: 0, full: true });
      await expect(edges('start')).toMatchObject({ left: 0, full: false });
      await expect(edges('end')).toMatchObject({ right: 0, full: false });
    });
    await step('Centre keeps the button in the middle', async () => {
      const centre = edges('center');
      await expect(Math.abs(centre.left - centre.right)).toBeLessThanOrEqual(1);
    });
    await step('Every alignment shows, down to end', async () => {
      await expect(await canvas.findByText(t('end: no credit check'))).toBeVisible();
    });
  },
};

/** A line in the middle of each gap, hidden from screen readers. */
export const Dividers: Story = {
  args: { space: '4', dividers: true },
  parameters: { modes: { ...responsiveModes, ...forcedColorsModes } },
  play: async ({ canvas, canvasElement, step }) => {
    const lines = Array.from(canvasElement.querySelectorAll('hr'));
    await step('A line sits between each pair of tiles', async () => {
      await expect(lines).toHaveLength(features.length - 1);
    });
    const [first, second] = features.map((feature) => box(canvas.getByText(t(feature))));
    const [line] = lines;
    if (!first || !second || !line) throw new Error('missing a tile or a line');
    await step('Each line sits in the middle of the gap', async () => {
      await expect(Math.round(box(line).top - first.bottom)).toBe(16);
      await expect(Math.round(second.top - box(line).bottom)).toBe(16);
    });
    await step('Screen readers skip the lines, and every tile shows', async () => {
      await expect(line).toHaveAttribute('aria-hidden', 'true');
      await expect(canvas.queryByRole('separator')).toBeNull();
      await expect(await canvas.findByText(t('Savings goals'))).toBeVisible();
    });
  },
};

/** As a list, ul makes each child a list item, announced as a list of three. */
export const AsList: Story = {
  name: 'As a list',
  args: { as: 'ul', space: '3', dividers: true },
  parameters: { modes: { ...responsiveModes, ...forcedColorsModes } },
  render: (args) => (
    <Stack space="4">
      <Heading level={2} size="lg" id="features">
        {t('What you get')}
      </Heading>
      <Stack {...args} aria-labelledby="features">
        {features.map((feature) => (
          <Text key={feature}>{t(feature)}</Text>
        ))}
      </Stack>
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    const list = canvas.getByRole('list', { name: t('What you get') });
    const items = canvas.getAllByRole('listitem');
    await step('The stack is a list named by its heading, one item a tile', async () => {
      await expect(list.tagName).toBe('UL');
      await expect(items.map((item) => item.textContent)).toEqual(
        features.map((feature) => t(feature)),
      );
    });
    await step('A divider tops every item after the first, 12px below the one above', async () => {
      // Each item after the first carries the divider: a 1px top border, 12px from the text above.
      const [first, second] = items;
      if (!first || !second) throw new Error('missing a list item');
      await expect(getComputedStyle(first).borderTopStyle).toBe('none');
      await expect(getComputedStyle(second).borderTopWidth).toBe('1px');
      await expect(Math.round(box(second).top - box(first).bottom)).toBe(12);
      await expect(gaps(features.map((feature) => canvas.getByText(t(feature))))).toEqual([25, 25]);
    });
    await step('The list holds all three items', async () => {
      await expect(await canvas.findAllByRole('listitem')).toHaveLength(features.length);
    });
  },
};

/**
 * One space and alignment per screen size: `space={{ mobile: '2', desktop: '8' }}` is 8px between
 * tiles on a phone and 32px on a desktop; `align={{ mobile: 'stretch', desktop: 'start' }}` fills the
 * width on a phone and keeps each tile at its own width on a desktop.
 */
export const ResponsiveSpace: Story = {
  name: 'Responsive space',
  args: {
    space: { mobile: '2', desktop: '8' },
    align: { mobile: 'stretch', desktop: 'start' },
  },
  play: async ({ canvas, step }) => {
    const tiles = features.map((feature) => canvas.getByText(t(feature)));
    const stack = tiles[0]?.parentElement;
    if (!stack) throw new Error('no stack');
    await step(
      'Tight and full width on a phone; wider apart and at the start on a desktop',
      async () => {
        const laidOut = (gap: number, alignItems: string, full: boolean) => async () => {
          const style = getComputedStyle(stack);
          await expect([style.rowGap, style.alignItems]).toEqual([`${String(gap)}px`, alignItems]);
          await expect(gaps(tiles)).toEqual([gap, gap]);
          for (const tile of tiles) await expect(box(tile).width === box(stack).width).toBe(full);
        };
        await inEachMode({
          mobile: laidOut(8, 'stretch', true),
          desktop: laidOut(32, 'flex-start', false),
        });
      },
    );
    await step('Every tile shows, down to the last', async () => {
      await expect(await canvas.findByText(t('Savings goals'))).toBeVisible();
    });
  },
};
