import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { iconControl } from '../../internal/storybook/iconControl';
import { Button } from '../Button/Button';
import { StatusScreen, statusScreenTones } from './StatusScreen';
import { storyText } from '../../internal/storybook/storyText';
import { CheckIcon } from '../Icon/icons';

const t = storyText({
  'Something needs your attention': 'Algo necesita tu atención',
  'The shared layout of the error and blocked-account screens.':
    'El diseño que comparten las pantallas de error y de cuenta bloqueada.',
  Continue: 'Continuar',
  'Your session is about to end': 'Tu sesión está por terminar',
});

/** The screen's action: a component, so its word is asked for in the story's language. */
function ContinueButton({ onClick }: { onClick: () => void }) {
  return <Button onClick={onClick}>{t('Continue')}</Button>;
}

const meta = {
  title: 'Components/Feedback/StatusScreen',
  component: StatusScreen,
  tags: ['stable', 'server'],
  args: {
    tone: 'critical',
    title: 'Something needs your attention',
    children: 'The shared layout of the error and blocked-account screens.',
    action: <ContinueButton onClick={fn()} />,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: statusScreenTones },
    icon: iconControl,
    // An element: the props table names its type rather than printing the element's code.
    action: { control: false, table: { type: { summary: 'ReactNode' } } },
  },
  parameters: { storyText: t },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The badge's colours, from the status tokens, and the glyph each tone draws by default. */
const badges = {
  critical: {
    background: 'rgb(253, 232, 232)',
    color: 'rgb(180, 35, 24)',
    glyph: 'circle-exclamation-point',
  },
  caution: {
    background: 'rgb(255, 244, 204)',
    color: 'rgb(138, 100, 0)',
    glyph: 'circle-exclamation-point',
  },
  neutral: { background: 'rgb(238, 240, 244)', color: 'rgb(18, 21, 28)', glyph: 'ban' },
} as const;

const badgeOf = (region: HTMLElement) => {
  const badge = region.querySelector('[aria-hidden="true"]');
  if (!(badge instanceof HTMLElement)) throw new Error('The screen has no badge.');
  return badge;
};

/** Critical, something went wrong (the error screen's): red badge, heading, message, action. */
export const Critical: Story = {
  play: async ({ canvas, step }) => {
    const region = await canvas.findByRole('region', { name: t('Something needs your attention') });
    await step('The screen is a region named by its title, holding its button', async () => {
      await expect(region).toContainElement(canvas.getByRole('button', { name: t('Continue') }));
    });
    await step('A red badge with the critical glyph tops the screen', async () => {
      const badge = getComputedStyle(badgeOf(region));
      await expect(badge.backgroundColor).toBe(badges.critical.background);
      await expect(badge.color).toBe(badges.critical.color);
      await expect(badgeOf(region).querySelector('svg')).toHaveClass(
        `lucide-${badges.critical.glyph}`,
      );
    });
    await step('The title is the page heading', async () => {
      await expect(
        await canvas.findByRole('heading', { level: 1, name: t('Something needs your attention') }),
      ).toBeVisible();
    });
  },
};

/** Caution, something may go wrong: an amber badge. */
export const Caution: Story = {
  args: { tone: 'caution', title: 'Your session is about to end' },
  play: async ({ canvas, step }) => {
    const region = await canvas.findByRole('region', { name: t('Your session is about to end') });
    await step('The badge is amber', async () => {
      const badge = getComputedStyle(badgeOf(region));
      await expect(badge.backgroundColor).toBe(badges.caution.background);
      await expect(badge.color).toBe(badges.caution.color);
    });
    await step('The Continue button shows', async () => {
      await expect(await canvas.findByRole('button', { name: t('Continue') })).toBeVisible();
    });
  },
};

/** Neutral, nobody's error (the blocked-account screen's): a grey badge, as a second-level heading. */
export const Neutral: Story = {
  args: { tone: 'neutral', headingLevel: 2 },
  play: async ({ canvas, step }) => {
    const region = await canvas.findByRole('region', { name: t('Something needs your attention') });
    await step('The badge is grey with the neutral glyph', async () => {
      const badge = getComputedStyle(badgeOf(region));
      await expect(badge.backgroundColor).toBe(badges.neutral.background);
      await expect(badge.color).toBe(badges.neutral.color);
      await expect(badgeOf(region).querySelector('svg')).toHaveClass(
        `lucide-${badges.neutral.glyph}`,
      );
    });
    await step('The title is a second-level heading', async () => {
      await expect(
        await canvas.findByRole('heading', { level: 2, name: t('Something needs your attention') }),
      ).toBeVisible();
    });
  },
};

/** Another glyph with `icon`, and the root's own attributes: a class, data and a label of its own. */
export const IconAndAttributes: Story = {
  name: 'Icon and attributes',
  tags: ['test-only', '!autodocs'],
  args: {
    tone: 'neutral',
    icon: CheckIcon,
    className: 'from-the-app',
    title: 'You are all set',
  },
  render: (args) => <StatusScreen {...args} data-testid="done-screen" />,
  play: async ({ canvas, step }) => {
    const region = canvas.getByTestId('done-screen');
    await step("The screen is a section carrying the app's own class", async () => {
      await expect(region.tagName).toBe('SECTION');
      await expect(region).toHaveClass('from-the-app');
    });
    await step('The badge shows the check glyph', async () => {
      await expect(badgeOf(region).querySelector('svg')).toHaveClass('lucide-check');
    });
    await step('The screen is a region named by its title', async () => {
      await expect(await canvas.findByRole('region', { name: 'You are all set' })).toBe(region);
    });
  },
};
