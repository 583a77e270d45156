import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Box } from '../Box/Box';
import { Container } from '../Container/Container';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Link, linkDefaults, linkTones } from './Link';
import { forcedColorsModes } from '../../internal/storybook/modes';
import { msg, type StoryGlobals } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'See our plans and fees': 'Conoce nuestros planes y cargos',
  'Beem costs less than a late fee.': 'Beem cuesta menos que un cargo por pago atrasado.',
  ', or start with the free plan.': ', o empieza con el plan gratis.',
  'Questions about fees?': '¿Preguntas sobre los cargos?',
  'Read the brand FAQ': 'Lee las preguntas frecuentes (brand)',
  'Read the neutral FAQ': 'Lee las preguntas frecuentes (neutral)',
  'Read the inverse FAQ': 'Lee las preguntas frecuentes (inverse)',
  The: 'La',
  'IRS guide to the earned income credit':
    'guía del IRS sobre el crédito tributario por ingreso del trabajo',
  'lists who qualifies.': 'explica quién califica.',
  'Still stuck?': '¿Sigues con dudas?',
  'Visit the help centre': 'Visita el centro de ayuda',
  or: 'o',
  'contact us': 'escríbenos',
  'Not sure you qualify?': '¿No sabes si calificas?',
  'Read the IRS guide': 'Lee la guía del IRS',
});

/** What a screen reader hears after the name of a link that opens a new tab, in US English. */
const newTabNote = (context: StoryGlobals) => msg(context, 'link.newTab');

const irsGuide = 'https://www.irs.gov/credits-deductions/individuals/earned-income-tax-credit-eitc';

const meta = {
  title: 'Components/Actions/Link',
  component: Link,
  tags: ['beta', 'server'],
  args: { href: '/pricing', children: 'See our plans and fees' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: linkTones,
      table: { defaultValue: { summary: linkDefaults.tone } },
    },
    external: {
      control: 'boolean',
      table: { defaultValue: { summary: 'worked out from href' } },
    },
    newTab: { table: { defaultValue: { summary: String(linkDefaults.newTab) } } },
    href: { control: 'text' },
    children: { control: 'text' },
  },
  parameters: { modes: forcedColorsModes, storyText: t },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An underlined link in the link colour.
 *
 * Docs story: try every prop from the controls panel.
 */
export const Playground: Story = {
  play: async ({ canvas, step }) => {
    const link = await canvas.findByRole('link', { name: t('See our plans and fees') });
    await step('The link goes to the pricing page, in the same tab', async () => {
      await expect(link).toHaveAttribute('href', '/pricing');
      await expect(link).not.toHaveAttribute('target');
    });
    await step('The link is underlined in the brand green', async () => {
      const style = getComputedStyle(link);
      await expect(style.textDecorationLine).toBe('underline');
      await expect(style.color).toBe('rgb(0, 110, 77)');
    });
  },
};

/** Told apart by its underline as well as its colour. */
export const InRunningText: Story = {
  name: 'In running text',
  render: (args) => (
    <Text>
      {t('Beem costs less than a late fee.')} <Link {...args} />
      {t(', or start with the free plan.')}
    </Text>
  ),
  play: async ({ canvas, step }) => {
    const link = canvas.getByRole('link', { name: t('See our plans and fees') });
    const paragraph = canvas.getByRole('paragraph');
    await step('The link stands out from the sentence by its underline and colour', async () => {
      await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
      await expect(getComputedStyle(link).color).not.toBe(getComputedStyle(paragraph).color);
    });
    await step('The link is the same size as the sentence it sits in', async () => {
      // Same size and weight as the sentence it sits in.
      await expect(getComputedStyle(link).fontSize).toBe(getComputedStyle(paragraph).fontSize);
      await expect(await canvas.findByRole('paragraph')).toContainElement(link);
    });
  },
};

/** The colour each tone draws, from the semantic tokens. */
const toneColours = {
  brand: 'rgb(0, 110, 77)',
  neutral: 'rgb(18, 21, 28)',
  inverse: 'rgb(255, 255, 255)',
} as const;

/** Each tone's link, named with its tone. */
const faqLinks = {
  brand: 'Read the brand FAQ',
  neutral: 'Read the neutral FAQ',
  inverse: 'Read the inverse FAQ',
} as const;

/** Brand and neutral on the page, inverse on the brand surface, all underlined. */
export const Tones: Story = {
  render: (args) => (
    <Stack space="2">
      {linkTones.map((tone) => (
        <Box
          key={tone}
          padding="3"
          borderRadius="md"
          background={tone === 'inverse' ? 'brand' : 'page'}
        >
          <Text tone={tone === 'inverse' ? 'inverse' : 'neutral'}>
            {t('Questions about fees?')}{' '}
            <Link {...args} tone={tone}>
              {t(faqLinks[tone])}
            </Link>
          </Text>
        </Box>
      ))}
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    await step('Each tone draws its own colour, always underlined', async () => {
      for (const tone of linkTones) {
        const style = getComputedStyle(canvas.getByRole('link', { name: t(faqLinks[tone]) }));
        await expect(style.color).toBe(toneColours[tone]);
        await expect(style.textDecorationLine).toBe('underline');
      }
    });
    await step('There is one link per tone', async () => {
      await expect(await canvas.findAllByRole('link')).toHaveLength(linkTones.length);
    });
  },
};

/**
 * Three links: the one off Beem’s sites gets the external-link icon and opens in place; Beem’s
 * help centre and a path get none.
 */
export const External: Story = {
  tags: ['matrix'],
  render: () => (
    <Stack space="3">
      <Text>
        {t('The')} <Link href={irsGuide}>{t('IRS guide to the earned income credit')}</Link>{' '}
        {t('lists who qualifies.')}
      </Text>
      <Text>
        {t('Still stuck?')}{' '}
        <Link href="https://help.trybeem.com/">{t('Visit the help centre')}</Link> {t('or')}{' '}
        <Link href="/contact">{t('contact us')}</Link>.
      </Text>
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    const irs = canvas.getByRole('link', { name: t('IRS guide to the earned income credit') });
    const icon = irs.querySelector('svg');
    await step('The IRS link shows a silent external-link icon and opens in place', async () => {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      // The icon only marks the way out; the link still opens where the visitor is.
      await expect(irs).not.toHaveAttribute('target');
      await expect(irs).not.toHaveAttribute('rel');
    });
    await step('The help centre and contact links have no icon', async () => {
      // Beem's own subdomains and paths are not external.
      for (const name of [t('Visit the help centre'), t('contact us')]) {
        await expect(canvas.getByRole('link', { name }).querySelector('svg')).toBeNull();
      }
    });
    await step('The icon sits inside the IRS link', async () => {
      await expect(
        await canvas.findByRole('link', { name: t('IRS guide to the earned income credit') }),
      ).toContainElement(icon);
    });
  },
};

/**
 * A link that opens a new tab says so after its name, has noopener noreferrer, and is reached and
 * ringed by Tab.
 */
export const NewTab: Story = {
  name: 'New tab',
  args: { href: irsGuide, newTab: true, children: 'Read the IRS guide' },
  render: (args) => (
    <Text>
      {t('Not sure you qualify?')} <Link {...args} />.
    </Text>
  ),
  tags: ['played'],
  play: async ({ canvas, userEvent, globals, step }) => {
    const link = canvas.getByRole('link', {
      name: `${t('Read the IRS guide')} ${newTabNote({ globals })}`,
    });
    await step('The link opens a new tab that cannot reach back to Beem', async () => {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
    await step('The new-tab note is read out but not shown', async () => {
      // The note is read, not drawn: sighted visitors have the icon.
      await expect(
        canvas.getByText(newTabNote({ globals })).getBoundingClientRect().width,
      ).toBeLessThanOrEqual(1);
    });
    await step('Tab reaches the link and rings it in the focus colour', async () => {
      await userEvent.tab();
      await expect(link).toHaveFocus();
      await expect(getComputedStyle(link).boxShadow).toBe(
        'rgb(255, 255, 255) 0px 0px 0px 2px, rgb(31, 95, 184) 0px 0px 0px 5px',
      );
      await expect(
        await canvas.findByRole('link', {
          name: `${t('Read the IRS guide')} ${newTabNote({ globals })}`,
        }),
      ).toHaveFocus();
    });
  },
};

/** The icon stays on the line of the link’s last word. */
export const Wrapping: Story = {
  tags: ['test-only', '!autodocs'],
  render: () => (
    <Container width="prose" gutters={false}>
      <Text size="lg">
        Before you file, compare your options in the{' '}
        <Link href={irsGuide} newTab>
          Internal Revenue Service guide to the earned income tax credit
        </Link>
        .
      </Text>
    </Container>
  ),
  play: async ({ canvas, globals, step }) => {
    const link = canvas.getByRole('link', {
      name: `Internal Revenue Service guide to the earned income tax credit ${newTabNote({ globals })}`,
    });
    await step('The long link breaks over more than one line', async () => {
      // Broken over lines…
      await expect(link.getClientRects().length).toBeGreaterThan(1);
    });
    await step('The icon stays on the line of the last word, "credit"', async () => {
      // …but "credit" and the icon after it share one: the icon never starts a line alone.
      const ending = canvas.getByText('credit');
      const icon = ending.querySelector('svg');
      await expect(ending.getClientRects()).toHaveLength(1);
      const line = ending.getBoundingClientRect();
      const drawn = icon?.getBoundingClientRect();
      const middle = drawn ? drawn.top + drawn.height / 2 : Number.NaN;
      await expect(middle).toBeGreaterThan(line.top);
      await expect(middle).toBeLessThan(line.bottom);
      await expect(await canvas.findByText('credit')).toContainElement(icon);
    });
  },
};

const states = ['rest', 'hover', 'focus-visible', 'visited'] as const;
const stateId = (tone: string, state: string) => `link-${tone}-${state}`;
const ids = (state: string) => linkTones.map((tone) => `#${stateId(tone, state)}`);

/**
 * Rest, hover, focus-visible and visited for every tone.
 *
 * Hover, keyboard focus and visited forced on with `parameters.pseudo` (it rewrites the
 * stylesheets' `:hover`, `:focus-visible` and `:visited` rules into classes), so the screenshot
 * holds every state of every tone at once.
 */
export const States: Story = {
  tags: ['matrix'],
  parameters: {
    pseudo: {
      hover: ids('hover'),
      focusVisible: ids('focus-visible'),
      visited: ids('visited'),
      rootSelector: 'body',
    },
  },
  render: () => (
    <Stack space="2">
      {linkTones.map((tone) => (
        <Box
          key={tone}
          padding="3"
          borderRadius="md"
          background={tone === 'inverse' ? 'brand' : 'page'}
        >
          <Text tone={tone === 'inverse' ? 'inverse' : 'neutral'}>
            {states.map((state) => (
              <span key={state}>
                <Link
                  id={stateId(tone, state)}
                  href={`#${tone}-${state}`}
                  tone={tone}
                  translate="no"
                >
                  {`${tone}, ${state}`}
                </Link>{' '}
              </span>
            ))}
          </Text>
        </Box>
      ))}
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    await step('The hover, focus and visited states are drawn', async () => {
      // The addon applies its classes a task after the first render.
      await waitFor(async () => {
        await expect(canvas.getByRole('link', { name: 'brand, hover' })).toHaveClass(
          'pseudo-hover',
        );
      });
    });
    const style = (tone: string, state: string) =>
      getComputedStyle(canvas.getByRole('link', { name: `${tone}, ${state}` }));
    await step(
      'In every tone, hover thickens the underline and only focus draws a ring',
      async () => {
        for (const tone of linkTones) {
          // Hover thickens the underline on every tone, so it shows without a colour change.
          await expect(parseFloat(style(tone, 'hover').textDecorationThickness)).toBeGreaterThan(
            parseFloat(style(tone, 'rest').textDecorationThickness),
          );
          await expect(style(tone, 'focus-visible').boxShadow).not.toBe('none');
          await expect(style(tone, 'rest').boxShadow).toBe('none');
        }
      },
    );
    await step('A brand link changes colour once visited and on hover', async () => {
      await expect(style('brand', 'visited').color).not.toBe(style('brand', 'rest').color);
      await expect(style('brand', 'hover').color).not.toBe(style('brand', 'rest').color);
    });
    await step('Every state of every tone is on show', async () => {
      await expect(await canvas.findByRole('link', { name: 'inverse, visited' })).toBeVisible();
    });
  },
};
