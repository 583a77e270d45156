import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { at } from '../../internal/testing/at';
import { Badge } from '../Badge/Badge';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { ProductIcon } from '../Icon/ProductIcon';
import type { ProductIconName } from '../Icon/productIcons';
import { List, ListItem } from '../List/List';
import {
  Card,
  CardGrid,
  cardDefaults,
  cardElements,
  cardHeadingLevels,
  cardHeadingSizes,
  cardSurfaces,
  cardTones,
  type CardTone,
} from './Card';
import { layoutSpaces } from '../Stack/space';
import { forcedColorsModes, inEachMode, responsiveModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';
import { CheckIcon } from '../Icon/icons';

const t = storyText({
  'Instant cash': 'Efectivo al instante',
  'Advances up to $1,000, with no interest and no credit check.':
    'Adelantos de hasta $1,000, sin intereses ni revisión de crédito.',
  'The neutral tone': 'El tono neutro',
  'The info tone': 'El tono informativo',
  'The positive tone': 'El tono positivo',
  'The caution tone': 'El tono de precaución',
  'The critical tone': 'El tono crítico',
  'The brand tone': 'El tono de marca',
  'raised, neutral': 'elevada, neutra',
  'raised, positive': 'elevada, positiva',
  'subtle, neutral': 'sutil, neutra',
  'subtle, positive': 'sutil, positiva',
  'Your advance is on its way.': 'Tu adelanto va en camino.',
  'Advances up to $1,000.': 'Adelantos de hasta $1,000.',
  'Advances up to $1,000*': 'Adelantos de hasta $1,000*',
  'Credit monitoring': 'Monitoreo de crédito',
  'Track your score for free': 'Sigue tu puntaje gratis',
  'Health insurance': 'Seguro médico',
  'Plans from $2.80/month*': 'Planes desde $2.80 al mes*',
  New: 'Nuevo',
  '$0.99/mo': '$0.99/mes',
  'The basics for less than a dollar.': 'Lo básico por menos de un dólar.',
  'Cash advances': 'Adelantos de efectivo',
  'Credit score tracking': 'Seguimiento de tu puntaje de crédito',
  'See Lite in detail': 'Conoce Lite en detalle',
});
type Phrase = Parameters<typeof t>[0];

const meta = {
  title: 'Components/Data display/Card',
  component: Card,
  subcomponents: { CardGrid },
  tags: ['beta', 'server'],
  args: {
    heading: 'Instant cash',
    children: 'Advances up to $1,000, with no interest and no credit check.',
  },
  argTypes: {
    as: {
      control: 'inline-radio',
      options: cardElements,
      table: { defaultValue: { summary: cardDefaults.as } },
    },
    tone: {
      control: 'inline-radio',
      options: cardTones,
      table: { defaultValue: { summary: cardDefaults.tone } },
    },
    surface: {
      control: 'inline-radio',
      options: cardSurfaces,
      table: { defaultValue: { summary: cardDefaults.surface } },
    },
    space: {
      control: 'select',
      options: layoutSpaces,
      table: { defaultValue: { summary: cardDefaults.space } },
    },
    headingLevel: {
      control: 'inline-radio',
      options: cardHeadingLevels,
      table: { defaultValue: { summary: String(cardDefaults.headingLevel) } },
    },
    headingSize: {
      control: 'inline-radio',
      options: cardHeadingSizes,
      table: { defaultValue: { summary: cardDefaults.headingSize } },
    },
    heading: { control: 'text' },
    href: { control: 'text' },
    children: { control: 'text' },
    badge: { control: false },
    media: { control: false },
  },
  parameters: { modes: { ...responsiveModes, ...forcedColorsModes }, storyText: t },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card a heading names. */
const cardOf = (heading: HTMLElement) => {
  const card = heading.parentElement;
  if (!card) throw new Error('no card');
  return card;
};

/** Docs story: try every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvas, step }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: t('Instant cash') });
    const card = heading.parentElement;
    if (!card) throw new Error('no card');
    const style = getComputedStyle(card);
    await step('The card is white and outlined, lifted, with rounded corners', async () => {
      // The plan cards' surface: white, a hairline border, the small shadow, 24px in, 16px corners.
      await expect(style.backgroundColor).toBe('rgb(255, 255, 255)');
      await expect(style.borderTopStyle).toBe('solid');
      await expect(style.boxShadow).not.toBe('none');
      await expect([style.paddingTop, style.borderTopLeftRadius]).toEqual(['24px', '16px']);
    });
    await step('Without a link the card is plain content', async () => {
      await expect(canvas.queryByRole('link')).toBeNull();
      await expect(
        await canvas.findByText(t('Advances up to $1,000, with no interest and no credit check.')),
      ).toBeVisible();
    });
  },
};

/**
 * The shared tones: neutral (white, outlined, lifted), brand (pale green, flat), and the status
 * tones, each with a keyline in its status colour down the start edge.
 */
export const Tones: Story = {
  render: (args) => (
    <CardGrid>
      {cardTones.map((tone) => (
        <Card key={tone} {...args} as="li" tone={tone} heading={t(`The ${tone} tone`)} />
      ))}
    </CardGrid>
  ),
  play: async ({ canvas, step }) => {
    const card = (tone: string) =>
      getComputedStyle(
        cardOf(canvas.getByRole('heading', { name: t(`The ${tone as CardTone} tone`) })),
      );
    const neutral = card('neutral');
    await step('Neutral is white and outlined; brand is tinted and flat', async () => {
      await expect(neutral.backgroundColor).toBe('rgb(255, 255, 255)');
      await expect(neutral.borderLeftWidth).toBe('1px');
      await expect(card('brand').borderTopWidth).toBe('0px');
      await expect(card('brand').backgroundColor).not.toBe(neutral.backgroundColor);
    });
    await step('Each status tone has a keyline in its colour down the start edge', async () => {
      // Each status keyline is its status's border token, 6px wide, and the content stays 24px in.
      const keylines = {
        info: 'rgb(59, 130, 224)',
        positive: 'rgb(46, 158, 88)',
        caution: 'rgb(255, 194, 26)',
        critical: 'rgb(224, 72, 60)',
      };
      for (const [tone, colour] of Object.entries(keylines)) {
        const style = card(tone);
        await expect([style.borderLeftWidth, style.borderLeftColor]).toEqual(['6px', colour]);
        await expect(style.borderTopWidth).toBe('1px');
        await expect(style.paddingLeft).toBe('18px');
      }
    });
    await step('The cards sit 16px apart across and down', async () => {
      // The grid's default space: 16px between cards, across and down.
      const grid = getComputedStyle(canvas.getByRole('list'));
      await expect([grid.rowGap, grid.columnGap]).toEqual(['16px', '16px']);
      await expect(
        await canvas.findByRole('heading', { name: t('The critical tone') }),
      ).toBeVisible();
    });
  },
};

/**
 * The two surfaces under the neutral and a status tone: raised (white, outlined, lifted) and
 * subtle (grey, flat).
 */
export const Surfaces: Story = {
  tags: ['matrix'],
  render: () => (
    <CardGrid>
      {cardSurfaces.flatMap((surface) =>
        (['neutral', 'positive'] as const).map((tone) => (
          <Card
            key={`${surface}-${tone}`}
            as="li"
            surface={surface}
            tone={tone}
            heading={t(`${surface}, ${tone}`)}
          >
            {tone === 'positive' ? t('Your advance is on its way.') : t('Advances up to $1,000.')}
          </Card>
        )),
      )}
    </CardGrid>
  ),
  play: async ({ canvas, step }) => {
    const card = (name: Phrase) =>
      getComputedStyle(cardOf(canvas.getByRole('heading', { name: t(name) })));
    await step('Raised cards are outlined and lifted', async () => {
      await expect(card('raised, neutral').boxShadow).not.toBe('none');
      await expect(card('raised, neutral').borderTopWidth).toBe('1px');
    });
    await step('Subtle cards are grey and flat, keeping a status keyline', async () => {
      const subtle = card('subtle, neutral');
      await expect([subtle.borderTopWidth, subtle.boxShadow]).toEqual(['0px', 'none']);
      await expect(subtle.backgroundColor).not.toBe('rgb(255, 255, 255)');
      await expect(card('subtle, positive').borderLeftWidth).toBe('6px');
      await expect(
        await canvas.findByRole('heading', { name: t('subtle, positive') }),
      ).toBeVisible();
    });
  },
};

/**
 * The space between the card's parts per screen size: `{ mobile: '2', desktop: '5' }` is 8px on a
 * phone and 20px on a desktop.
 */
export const ResponsiveSpace: Story = {
  name: 'Responsive space',
  args: {
    space: { mobile: '2', desktop: '5' },
    media: (
      <Box as="span" color="brand" fontSize="lg">
        <ProductIcon name="instantCash" size={1.25} />
      </Box>
    ),
  },
  play: async ({ canvas, step }) => {
    const heading = canvas.getByRole('heading', { name: t('Instant cash') });
    const card = cardOf(heading);
    const media = card.firstElementChild;
    if (!media) throw new Error('no media');
    await step('The parts sit 8px apart on a phone and 20px on a desktop', async () => {
      const spaced = (gap: string) => async () => {
        await expect(getComputedStyle(card).rowGap).toBe(gap);
        const between = heading.getBoundingClientRect().top - media.getBoundingClientRect().bottom;
        await expect(`${String(Math.round(between))}px`).toBe(gap);
      };
      await inEachMode({ mobile: spaced('8px'), desktop: spaced('20px') });
    });
    await step('The card’s text shows', async () => {
      await expect(
        await canvas.findByText(t('Advances up to $1,000, with no interest and no credit check.')),
      ).toBeVisible();
    });
  },
};

const products: readonly {
  title: Phrase;
  description: Phrase;
  href: string;
  icon: ProductIconName;
  tag?: Phrase;
}[] = [
  {
    title: 'Instant cash',
    description: 'Advances up to $1,000*',
    href: '#instant-cash',
    icon: 'instantCash',
  },
  {
    title: 'Credit monitoring',
    description: 'Track your score for free',
    href: '#credit-monitoring',
    icon: 'creditMonitoring',
  },
  {
    title: 'Health insurance',
    description: 'Plans from $2.80/month*',
    href: '#health-insurance',
    icon: 'healthInsurance',
    tag: 'New',
  },
];

/**
 * Three product cards in a grid, each one link, its heading, stretched over it; one per row on a
 * phone.
 */
export const LinkedCards: Story = {
  name: 'Linked cards',
  tags: ['played', 'matrix'],
  render: () => (
    <CardGrid>
      {products.map((product) => (
        <Card
          key={product.href}
          as="li"
          surface="subtle"
          heading={t(product.title)}
          href={product.href}
          badge={product.tag && <Badge tone="brand">{t(product.tag)}</Badge>}
          media={
            <Box as="span" color="brand" fontSize="lg">
              <ProductIcon name={product.icon} size={1.25} />
            </Box>
          }
        >
          <Box as="p" margin="0" color="muted">
            {t(product.description)}
          </Box>
        </Card>
      ))}
    </CardGrid>
  ),
  play: async ({ canvas, step }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    const insurance = canvas.getByRole('link', { name: t('Health insurance') });
    await step('Each of the three cards is one link, named by its heading', async () => {
      await expect(items).toHaveLength(3);
      for (const item of items) await expect(within(item).getAllByRole('link')).toHaveLength(1);
      // The link's name is the heading alone: the badge sits beside it, not in it.
      await expect(insurance).toHaveAttribute('href', '#health-insurance');
      await expect(within(at(items, 2)).getByText(t('New'))).toBeVisible();
    });
    await step('Pressing anywhere on a card follows its link', async () => {
      // The stretched link covers the card: a press on the description lands on the link.
      const description = canvas.getByText(t('Plans from $2.80/month*')).getBoundingClientRect();
      await expect(
        document.elementFromPoint(description.left + 4, description.top + description.height / 2),
      ).toBe(insurance);
    });
    await step('One card per row on a phone, side by side on a desktop', async () => {
      await inEachMode({
        mobile: async () => {
          await expect(at(items, 1).getBoundingClientRect().top).toBeGreaterThan(
            at(items, 0).getBoundingClientRect().bottom,
          );
        },
        desktop: async () => {
          await expect(at(items, 1).getBoundingClientRect().top).toBe(
            at(items, 0).getBoundingClientRect().top,
          );
        },
      });
    });
    await step('Tab to the second card: the focus ring goes round the whole card', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: t('Credit monitoring') })).toHaveFocus();
      // The ring is drawn around the whole card, not the heading's text.
      await expect(getComputedStyle(at(items, 1)).boxShadow).toContain('rgb(31, 95, 184)');
      await expect(getComputedStyle(at(items, 0)).boxShadow).toBe('none');
    });
  },
};

/** The plan card's New badge, in the story's language. */
const NewBadge = () => <Badge tone="brand">{t('New')}</Badge>;

/** The Lite plan card's price, summary, features and link, in the story's language. */
function LitePlanDetails() {
  return (
    <>
      <Box as="p" margin="0" fontSize="xxl" fontWeight="bold">
        {t('$0.99/mo')}
      </Box>
      <Box as="p" margin="0" color="muted">
        {t('The basics for less than a dollar.')}
      </Box>
      <List icon={CheckIcon} tone="positive">
        <ListItem>{t('Cash advances')}</ListItem>
        <ListItem>{t('Credit score tracking')}</ListItem>
      </List>
      <Button href="#lite" variant="secondary">
        {t('See Lite in detail')}
      </Button>
    </>
  );
}

/** Heading level 2 with a New badge, price, summary, a check list and its link. */
export const PlanCard: Story = {
  name: 'Plan card',
  args: {
    as: 'li',
    space: '3',
    heading: 'Lite',
    headingLevel: 2,
    headingSize: 'xl',
    badge: <NewBadge />,
    children: <LitePlanDetails />,
  },
  argTypes: { children: { control: false } },
  render: (args) => (
    <CardGrid>
      <Card {...args} />
    </CardGrid>
  ),
  play: async ({ canvas, step }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Lite' });
    const card = heading.closest('li');
    if (!card) throw new Error('no card');
    await step('The plan name is a large level-2 heading over its two features', async () => {
      await expect(getComputedStyle(heading).fontSize).toBe('20px');
      const features = within(card).getByRole('list');
      await expect(within(features).getAllByRole('listitem')).toHaveLength(2);
    });
    await step('The See Lite in detail button is the only way on', async () => {
      // Not a linked card: the button is the one way on, and the card itself is no link.
      await expect(canvas.getAllByRole('link')).toHaveLength(1);
      await expect(
        await canvas.findByRole('link', { name: t('See Lite in detail') }),
      ).toHaveAttribute('href', '#lite');
    });
  },
};
