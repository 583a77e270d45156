import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { at } from '../../internal/testing/at';
import { Box } from '../Box/Box';
import { iconControl } from '../../internal/storybook/iconControl';
import { layoutSpaces } from '../Stack/space';
import { List, ListItem, listDefaults, listIconTones } from './List';
import { forcedColorsModes, inEachMode, responsiveModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';
import { CheckIcon, MinusIcon } from '../Icon/icons';

const t = storyText({
  'Cash advances up to $1,000': 'Adelantos de efectivo de hasta $1,000',
  'Instant transfers to your debit card': 'Transferencias instantáneas a tu tarjeta de débito',
  'Credit score tracking': 'Seguimiento de tu puntaje de crédito',
  'Download the Beem app': 'Descarga la app de Beem',
  'Link the bank account your pay goes into': 'Vincula la cuenta bancaria donde recibes tu pago',
  'Ask for an advance': 'Pide un adelanto',
  Included: 'Incluido',
  'Not included': 'No incluido',
  'Instant transfers': 'Transferencias instantáneas',
  'Credit alerts': 'Alertas de crédito',
  'Identity theft protection': 'Protección contra robo de identidad',
  'Space 1': 'Espacio 1',
  'Space 2': 'Espacio 2',
  'Space 3': 'Espacio 3',
  'Space 4': 'Espacio 4',
  'Cash in minutes when you need it, sent to the debit card of your choice, with no interest, no credit check and no late fees, whatever your credit score looks like today':
    'Efectivo en minutos cuando lo necesitas, enviado a la tarjeta de débito que elijas, sin intereses, sin revisión de crédito y sin cargos por pago atrasado, sin importar cómo se vea hoy tu puntaje de crédito',
});

/** An item's words, written in args in English, drawn in the story's language. */
const Said = ({ phrase }: { phrase: Parameters<typeof t>[0] }) => t(phrase);

const meta = {
  title: 'Components/Data display/List',
  component: List,
  subcomponents: { ListItem },
  tags: ['beta', 'server'],
  args: {
    children: [
      <ListItem key="1">
        <Said phrase="Cash advances up to $1,000" />
      </ListItem>,
      <ListItem key="2">
        <Said phrase="Instant transfers to your debit card" />
      </ListItem>,
      <ListItem key="3">
        <Said phrase="Credit score tracking" />
      </ListItem>,
    ],
  },
  argTypes: {
    icon: iconControl,
    tone: {
      control: 'inline-radio',
      options: listIconTones,
      table: { defaultValue: { summary: listDefaults.tone } },
    },
    space: {
      control: 'select',
      options: layoutSpaces,
      table: { defaultValue: { summary: listDefaults.space } },
    },
    ordered: { table: { defaultValue: { summary: String(listDefaults.ordered) } } },
    children: { control: false },
  },
  parameters: { modes: forcedColorsModes, storyText: t },
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Docs story: try every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvas, step }) => {
    const list = canvas.getByRole('list');
    await step('Three items, each with a bullet', async () => {
      await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
      await expect(getComputedStyle(list).listStyleType).toBe('disc');
      await expect(await canvas.findByText(t('Credit score tracking'))).toBeVisible();
    });
  },
};

/** Numbered steps in an ol. */
export const Ordered: Story = {
  args: {
    ordered: true,
    children: [
      <ListItem key="1">
        <Said phrase="Download the Beem app" />
      </ListItem>,
      <ListItem key="2">
        <Said phrase="Link the bank account your pay goes into" />
      </ListItem>,
      <ListItem key="3">
        <Said phrase="Ask for an advance" />
      </ListItem>,
    ],
  },
  play: async ({ canvas, step }) => {
    const list = canvas.getByRole('list');
    await step('The list is numbered', async () => {
      await expect(list.tagName).toBe('OL');
      await expect(getComputedStyle(list).listStyleType).toBe('decimal');
    });
    await step('All three steps show, ending with asking for an advance', async () => {
      await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
      await expect(await canvas.findByText(t('Ask for an advance'))).toBeVisible();
    });
  },
};

/** Check-mark features: a green tick per item in place of the bullet, still a list of 3. */
export const CheckList: Story = {
  name: 'Check list',
  args: { icon: CheckIcon, tone: 'positive' },
  play: async ({ canvas, step }) => {
    // Named explicitly: Safari would otherwise stop calling a list without bullets a list.
    const list = canvas.getByRole('list');
    await step('Screen readers still hear a list of three', async () => {
      await expect(list).toHaveAttribute('role', 'list');
    });
    const items = within(list).getAllByRole('listitem');
    await step('Each item has a silent green tick', async () => {
      await expect(items).toHaveLength(3);
      for (const item of items) {
        const icon = item.querySelector('svg');
        await expect(icon).toHaveAttribute('aria-hidden', 'true');
        // The success text colour, the ticks the plan cards draw.
        await expect(icon ? getComputedStyle(icon).color : '').toBe('rgb(27, 110, 58)');
      }
    });
    await step('The ticks line up with the text edge, with no bullet indent', async () => {
      await expect(getComputedStyle(list).paddingLeft).toBe('0px');
      await expect(await canvas.findByText(t('Credit score tracking'))).toBeVisible();
    });
  },
};

/** Tick and dash, each read out as "Included" or "Not included". */
export const IncludedOrNot: Story = {
  name: 'Included or not',
  args: { icon: CheckIcon, tone: 'positive' },
  // The items are drawn here, not written in args: an item's icon label is a string prop, and
  // args are only put in Spanish where they are plain strings.
  render: (args) => (
    <List {...args}>
      <ListItem iconLabel={t('Included')}>{t('Instant transfers')}</ListItem>
      <ListItem icon={MinusIcon} tone="muted" iconLabel={t('Not included')}>
        {t('Credit alerts')}
      </ListItem>
      <ListItem icon={MinusIcon} tone="muted" iconLabel={t('Not included')}>
        {t('Identity theft protection')}
      </ListItem>
    </List>
  ),
  play: async ({ canvas, step }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await step('Each item is read out as included or not included', async () => {
      await expect(items.map((item) => item.textContent)).toEqual([
        `${t('Included')}: ${t('Instant transfers')}`,
        `${t('Not included')}: ${t('Credit alerts')}`,
        `${t('Not included')}: ${t('Identity theft protection')}`,
      ]);
    });
    await step('Included items show a tick and the rest a dash', async () => {
      const [included, excluded] = [at(items, 0), at(items, 1)].map((item) =>
        item.querySelector('svg'),
      );
      await expect(included).toHaveClass('lucide-check');
      await expect(excluded).toHaveClass('lucide-minus');
      await expect(await canvas.findByText(t('Identity theft protection'))).toBeVisible();
    });
  },
};

/** The space between two items of a list, in px. */
const itemGap = (list: HTMLElement) => {
  const items = within(list).getAllByRole('listitem');
  return at(items, 1).getBoundingClientRect().top - at(items, 0).getBoundingClientRect().bottom;
};

const listSpaces = ['1', '2', '3', '4'] as const;

/** Space 1, 2, 3 and 4 put 4, 8, 12 and 16px between items. */
export const Spacing: Story = {
  name: 'Space',
  render: (args) => (
    <Box display="flex" gap="10">
      {listSpaces.map((space) => (
        <List key={space} {...args} space={space} aria-label={t(`Space ${space}`)} />
      ))}
    </Box>
  ),
  play: async ({ canvas, step }) => {
    const gaps = listSpaces.map((space) =>
      itemGap(canvas.getByRole('list', { name: t(`Space ${space}`) })),
    );
    await step('Space 1 to 4 put 4, 8, 12 and 16px between items', async () => {
      await expect(gaps).toEqual([4, 8, 12, 16]);
    });
  },
};

/**
 * One space per screen size: `{ mobile: '1', desktop: '4' }` is 4px between items on a phone and
 * 16px on a desktop.
 */
export const ResponsiveSpace: Story = {
  name: 'Responsive space',
  args: { space: { mobile: '1', desktop: '4' }, icon: CheckIcon, tone: 'positive' },
  parameters: { modes: responsiveModes },
  play: async ({ canvas, step }) => {
    const list = canvas.getByRole('list');
    await step('Items are 4px apart on a phone and 16px on a desktop', async () => {
      const spaced = (gap: number) => async () => {
        await expect(getComputedStyle(list).rowGap).toBe(`${String(gap)}px`);
        await expect(itemGap(list)).toBe(gap);
      };
      await inEachMode({ mobile: spaced(4), desktop: spaced(16) });
      await expect(await canvas.findByText(t('Credit score tracking'))).toBeVisible();
    });
  },
};

/** A long item wraps under its own text, never under the icon. */
export const Wrapping: Story = {
  name: 'Long item',
  args: {
    icon: CheckIcon,
    tone: 'brand',
    children: [
      <ListItem key="1">
        <Said phrase="Cash in minutes when you need it, sent to the debit card of your choice, with no interest, no credit check and no late fees, whatever your credit score looks like today" />
      </ListItem>,
    ],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, step }) => {
    const item = canvas.getByRole('listitem');
    const icon = item.querySelector('svg');
    const text = item.lastElementChild;
    if (!icon || !text) throw new Error('no icon or text');
    await step('The long item wraps in a column of its own, clear of the tick', async () => {
      await expect(text.getBoundingClientRect().height).toBeGreaterThan(48);
      await expect(text.getBoundingClientRect().left).toBeGreaterThan(
        icon.getBoundingClientRect().right,
      );
    });
    await step('The tick stays beside the first line', async () => {
      // The tick stands on the first line's baseline.
      await expect(icon.getBoundingClientRect().top).toBeLessThan(
        text.getBoundingClientRect().top + 24,
      );
    });
  },
};
