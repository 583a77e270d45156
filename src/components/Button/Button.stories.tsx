import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Box } from '../Box/Box';
import { optionalIconControl } from '../../internal/storybook/iconControl';
import {
  Button,
  buttonDefaults,
  buttonIconPositions,
  buttonSizes,
  buttonTones,
  buttonVariants,
} from './Button';
import { forcedColorsModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon, ExternalIcon, MenuIcon } from '../Icon/icons';

const t = storyText({
  'Get Started': 'Empieza ya',
  'Learn more': 'Más información',
  'Maybe later': 'Quizás más tarde',
  'see how it works': 'mira cómo funciona',
  'Cash when you need it —': 'Efectivo cuando lo necesitas —',
  Size: 'Tamaño',
  'Text me the app': 'Envíame la app',
  'See pricing': 'Mira los precios',
  'Close account': 'Cerrar la cuenta',
  Back: 'Volver',
  Continue: 'Continuar',
  'Open the help center': 'Abre el centro de ayuda',
  Close: 'Cerrar',
  Menu: 'Menú',
  'Remove card': 'Quitar la tarjeta',
});

const meta = {
  title: 'Components/Actions/Button',
  component: Button,
  tags: ['stable', 'server'],
  args: { children: 'Get Started', onClick: fn() },
  // The defaults are read inside the component (it splits link and button props), where the
  // docs' prop table cannot see them: they come from the one object the component uses.
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: buttonVariants,
      table: { defaultValue: { summary: buttonDefaults.variant } },
    },
    size: {
      control: 'inline-radio',
      options: buttonSizes,
      table: { defaultValue: { summary: buttonDefaults.size } },
    },
    tone: {
      control: 'inline-radio',
      options: buttonTones,
      table: { defaultValue: { summary: buttonDefaults.tone } },
    },
    icon: optionalIconControl,
    iconPosition: {
      control: 'inline-radio',
      options: buttonIconPositions,
      table: { defaultValue: { summary: buttonDefaults.iconPosition } },
    },
    fullWidth: { table: { defaultValue: { summary: String(buttonDefaults.fullWidth) } } },
    loading: { table: { defaultValue: { summary: String(buttonDefaults.loading) } } },
    disabled: { table: { defaultValue: { summary: String(buttonDefaults.disabled) } } },
    href: { control: 'text' },
    children: { control: 'text' },
  },
  parameters: { modes: forcedColorsModes, storyText: t },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Docs story: try every prop from the controls panel. */
export const Playground: Story = {
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Click Get Started: the press is reported once', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('Get Started') }));
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
    await step('The button stays ready to press again', async () => {
      await expect(await canvas.findByRole('button', { name: t('Get Started') })).toBeEnabled();
    });
  },
};

/** Filled green pill with a white label. */
export const Primary: Story = {
  args: { variant: 'primary' },
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    const button = canvas.getByRole('button', { name: t('Get Started') });
    const style = getComputedStyle(button);
    await step('The label is white on a filled pill', async () => {
      await expect(style.color).toBe('rgb(255, 255, 255)');
      await expect(style.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    });
    await step('Click it: the press is reported once', async () => {
      await userEvent.click(button);
      await expect(args.onClick).toHaveBeenCalledTimes(1);
      await expect(await canvas.findByRole('button', { name: t('Get Started') })).toBeVisible();
    });
  },
};

/** White pill with a green outline and label. */
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Learn more' },
  play: async ({ canvas, step }) => {
    const button = canvas.getByRole('button', { name: t('Learn more') });
    const style = getComputedStyle(button);
    await step('The pill is white with a solid outline', async () => {
      await expect(style.backgroundColor).toBe('rgb(255, 255, 255)');
      await expect(style.borderTopStyle).toBe('solid');
      await expect(style.borderTopColor).not.toBe('rgba(0, 0, 0, 0)');
      await expect(await canvas.findByRole('button', { name: t('Learn more') })).toBeVisible();
    });
  },
};

/** Dark label, no fill and no border at rest. */
export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Maybe later' },
  play: async ({ canvas, step }) => {
    const style = getComputedStyle(canvas.getByRole('button', { name: t('Maybe later') }));
    await step('A dark label with no fill and no border', async () => {
      await expect(style.backgroundColor).toBe('rgba(0, 0, 0, 0)');
      await expect(style.borderTopColor).toBe('rgba(0, 0, 0, 0)');
      await expect(style.color).toBe('rgb(18, 21, 28)');
      await expect(await canvas.findByRole('button', { name: t('Maybe later') })).toBeVisible();
    });
  },
};

/** Underlined text in a sentence, no pill. */
export const LinkStyled: Story = {
  name: 'Link-styled',
  args: { variant: 'link', children: 'see how it works' },
  render: (args) => (
    <p>
      {t('Cash when you need it —')} <Button {...args} />.
    </p>
  ),
  play: async ({ canvas, step }) => {
    const button = canvas.getByRole('button', { name: t('see how it works') });
    const style = getComputedStyle(button);
    await step('The button reads as underlined words in the sentence, with no pill', async () => {
      await expect(style.textDecorationLine).toBe('underline');
      await expect(style.paddingLeft).toBe('0px');
      await expect(
        await canvas.findByRole('button', { name: t('see how it works') }),
      ).toBeVisible();
    });
  },
};

/** xs to xl follow the size presets. */
export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="4">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`${t('Size')} ${size}`}
        </Button>
      ))}
    </Box>
  ),
  play: async ({ canvas, step }) => {
    const fontSizes = buttonSizes.map((size) =>
      parseFloat(
        getComputedStyle(canvas.getByRole('button', { name: `${t('Size')} ${size}` })).fontSize,
      ),
    );
    await step('The labels grow from xs to xl by the size presets', async () => {
      // 16px root × the size presets xs 0.8, sm 0.85, md 1, lg 1.15, xl 1.25.
      await expect(fontSizes).toEqual([12.8, 13.6, 16, 18.4, 20]);
      await expect(await canvas.findByRole('button', { name: `${t('Size')} xl` })).toBeVisible();
    });
  },
};

/** Greyed out, skipped by Tab, clicks do nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    const button = canvas.getByRole('button', { name: t('Get Started') });
    await step('Clicking the disabled button does nothing', async () => {
      await expect(button).toBeDisabled();
      await userEvent.click(button);
      await expect(args.onClick).not.toHaveBeenCalled();
    });
    await step('Tab skips it, and it stays disabled', async () => {
      await userEvent.tab();
      await expect(button).not.toHaveFocus();
      await expect(await canvas.findByRole('button', { name: t('Get Started') })).toBeDisabled();
    });
  },
};

/** Spinner over the label, busy, same width; clicks are ignored. */
export const Loading: Story = {
  args: { children: 'Text me the app' },
  render: (args) => (
    <Box display="flex" flexDirection="column" alignItems="flex-start" gap="4">
      <Button {...args} loading />
      <Button {...args} variant="secondary" data-testid="reference" />
    </Box>
  ),
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    const [busy] = canvas.getAllByRole('button', { name: t('Text me the app') });
    if (!busy) throw new Error('no busy button');
    await step('The loading button is busy and as wide as the button at rest', async () => {
      await expect(busy).toHaveAttribute('aria-busy', 'true');
      await expect(busy).toHaveAttribute('aria-disabled', 'true');
      const reference = canvas.getByTestId('reference');
      await expect(busy.getBoundingClientRect().width).toBe(
        reference.getBoundingClientRect().width,
      );
    });
    await step('Clicking it does nothing, but it keeps focus', async () => {
      await userEvent.click(busy);
      await expect(args.onClick).not.toHaveBeenCalled();
      // Still focusable, so focus is not lost while a request is in flight.
      await expect(busy).toHaveFocus();
    });
    await step('Only the loading button is busy', async () => {
      await expect(await canvas.findAllByRole('button', { busy: true })).toHaveLength(1);
    });
    // Whether the browser draws the focus ring here depends on the last real key press in the
    // page, an earlier story's, not on this story: the screenshot is taken unfocused.
    busy.blur();
  },
};

/** An anchor to its href, styled as a button. */
export const AsLink: Story = {
  name: 'As a link',
  args: { href: '/pricing', children: 'See pricing', onClick: undefined },
  play: async ({ canvas, step }) => {
    const link = canvas.getByRole('link', { name: t('See pricing') });
    await step('It is a link to the pricing page, not a button', async () => {
      await expect(link.tagName).toBe('A');
      await expect(link).toHaveAttribute('href', '/pricing');
      await expect(canvas.queryByRole('button')).toBeNull();
      await expect(await canvas.findByRole('link', { name: t('See pricing') })).toBeVisible();
    });
  },
};

/** No href, announced as disabled, not in the tab order. */
export const LinkDisabled: Story = {
  name: 'Link disabled',
  args: { href: '/pricing', children: 'See pricing', disabled: true, onClick: undefined },
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    const link = canvas.getByRole('link', { name: t('See pricing') });
    await step('The link leads nowhere and is announced as disabled', async () => {
      await expect(link).not.toHaveAttribute('href');
      await expect(link).toHaveAttribute('aria-disabled', 'true');
    });
    await step('Tab skips it, and it still shows', async () => {
      await userEvent.tab();
      await expect(link).not.toHaveFocus();
      await expect(await canvas.findByRole('link', { name: t('See pricing') })).toBeVisible();
    });
  },
};

/** Tab shows the focus ring, a white gap then 3px of blue. */
export const KeyboardFocus: Story = {
  name: 'Keyboard focus',
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    const button = canvas.getByRole('button', { name: t('Get Started') });
    await step('Tab to the button', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
    });
    await step('The focus ring shows: a white gap, then 3px of blue', async () => {
      const style = getComputedStyle(button);
      // A 2px page-coloured gap, then 3px of the focus colour (info 700).
      await expect(style.boxShadow).toBe(
        'rgb(255, 255, 255) 0px 0px 0px 2px, rgb(31, 95, 184) 0px 0px 0px 5px',
      );
      await expect(style.outlineStyle).toBe('solid');
      await expect(await canvas.findByRole('button', { name: t('Get Started') })).toHaveFocus();
    });
  },
};

/** Enter and Space both press the button. */
export const KeyboardActivation: Story = {
  name: 'Keyboard activation',
  tags: ['test-only', '!autodocs'],
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Tab to the button and press Enter: it is pressed', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
    await step('Press Space: it is pressed again and keeps focus', async () => {
      await userEvent.keyboard(' ');
      await expect(args.onClick).toHaveBeenCalledTimes(2);
      await expect(await canvas.findByRole('button', { name: t('Get Started') })).toHaveFocus();
    });
  },
};

/** All variants side by side. */
export const Variants: Story = {
  render: (args) => (
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="4">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant} translate="no">
          {variant}
        </Button>
      ))}
    </Box>
  ),
  play: async ({ canvas, step }) => {
    await step('Every variant shows', async () => {
      for (const variant of buttonVariants) {
        await expect(await canvas.findByRole('button', { name: variant })).toBeVisible();
      }
    });
  },
};

const pseudoStates = ['rest', 'hover', 'focus-visible', 'active', 'disabled'] as const;
const stateId = (variant: string, state: string) => `button-${variant}-${state}`;
const ids = (state: string) => buttonVariants.map((variant) => `#${stateId(variant, state)}`);

/**
 * Rest, hover, focus-visible, active and disabled for every variant.
 *
 * Hover, keyboard focus and press forced on with `parameters.pseudo` (it rewrites the
 * stylesheets' `:hover`, `:focus-visible` and `:active` rules into classes), so the screenshot holds
 * every interactive state of every variant at once.
 */
export const States: Story = {
  parameters: {
    pseudo: {
      hover: ids('hover'),
      focusVisible: ids('focus-visible'),
      active: ids('active'),
      rootSelector: 'body',
    },
  },
  render: (args) => (
    <Box display="grid" gap="4">
      {buttonVariants.map((variant) => (
        <Box key={variant} display="flex" flexWrap="wrap" alignItems="center" gap="4">
          {pseudoStates.map((state) => (
            <Button
              key={state}
              {...args}
              id={stateId(variant, state)}
              variant={variant}
              disabled={state === 'disabled'}
              translate="no"
            >
              {`${variant}, ${state}`}
            </Button>
          ))}
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas, step }) => {
    await step('Hover, focus and press are drawn on', async () => {
      // The addon applies its classes a task after the first render.
      await waitFor(async () => {
        await expect(canvas.getByRole('button', { name: 'primary, hover' })).toHaveClass(
          'pseudo-hover',
        );
      });
    });
    const style = (variant: string, state: string) =>
      getComputedStyle(canvas.getByRole('button', { name: `${variant}, ${state}` }));
    await step('Hovered and pressed buttons change colour from rest', async () => {
      for (const variant of ['primary', 'secondary', 'ghost'] as const) {
        const rest = style(variant, 'rest').backgroundColor;
        await expect(style(variant, 'hover').backgroundColor).not.toBe(rest);
        await expect(style(variant, 'active').backgroundColor).not.toBe(rest);
      }
      await expect(style('link', 'hover').color).not.toBe(style('link', 'rest').color);
    });
    await step('Only keyboard focus draws a focus ring', async () => {
      for (const variant of buttonVariants) {
        await expect(style(variant, 'focus-visible').boxShadow).not.toBe('none');
        await expect(style(variant, 'rest').boxShadow).toBe('none');
      }
    });
    await step('The disabled buttons are disabled', async () => {
      await expect(await canvas.findByRole('button', { name: 'primary, disabled' })).toBeDisabled();
    });
  },
};

const red = 'rgb(180, 35, 24)';
const transparent = 'rgba(0, 0, 0, 0)';

/**
 * Critical, for an action that cannot be undone, in each variant: a red fill for primary, a red
 * label and outline for secondary, a red label for ghost and link.
 */
export const Critical: Story = {
  args: { tone: 'critical' },
  render: (args) => (
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="4">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {t('Close account')} (<span translate="no">{variant}</span>)
        </Button>
      ))}
    </Box>
  ),
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    const style = (variant: string) =>
      getComputedStyle(canvas.getByRole('button', { name: `${t('Close account')} (${variant})` }));
    await step('Primary is filled red with a white label', async () => {
      await expect(style('primary').backgroundColor).toBe(red);
      await expect(style('primary').color).toBe('rgb(255, 255, 255)');
    });
    await step('Secondary has a red label and outline; ghost and link a red label', async () => {
      await expect(style('secondary').color).toBe(red);
      await expect(style('secondary').borderTopColor).toBe(red);
      await expect(style('secondary').backgroundColor).toBe('rgb(255, 255, 255)');
      await expect(style('ghost').color).toBe(red);
      await expect(style('ghost').backgroundColor).toBe(transparent);
      await expect(style('link').color).toBe(red);
    });
    const primary = canvas.getByRole('button', { name: `${t('Close account')} (primary)` });
    await step('Click the primary button: the press is reported once', async () => {
      await userEvent.click(primary);
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
    // The screenshot is taken unfocused: whether a focus ring shows after a click depends on the
    // last real key press in the page, an earlier story's.
    primary.blur();
  },
};

const criticalIds = (state: string) =>
  buttonVariants.map((variant) => `#${stateId(`critical-${variant}`, state)}`);

/** Critical at rest, hovered, pressed and disabled: darker on hover and press, grey when disabled. */
export const CriticalStates: Story = {
  name: 'Critical states',
  args: { tone: 'critical' },
  parameters: {
    pseudo: { hover: criticalIds('hover'), active: criticalIds('active'), rootSelector: 'body' },
  },
  render: (args) => (
    <Box display="grid" gap="4">
      {buttonVariants.map((variant) => (
        <Box key={variant} display="flex" flexWrap="wrap" alignItems="center" gap="4">
          {(['rest', 'hover', 'active', 'disabled'] as const).map((state) => (
            <Button
              key={state}
              {...args}
              id={stateId(`critical-${variant}`, state)}
              variant={variant}
              disabled={state === 'disabled'}
              translate="no"
            >
              {`${variant}, ${state}`}
            </Button>
          ))}
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas, step }) => {
    await step('Hover and press are drawn on', async () => {
      await waitFor(async () => {
        await expect(canvas.getByRole('button', { name: 'primary, hover' })).toHaveClass(
          'pseudo-hover',
        );
      });
    });
    const style = (variant: string, state: string) =>
      getComputedStyle(canvas.getByRole('button', { name: `${variant}, ${state}` }));
    await step('Hovered and pressed buttons darken; disabled ones turn grey', async () => {
      for (const variant of ['primary', 'secondary', 'ghost'] as const) {
        const rest = style(variant, 'rest').backgroundColor;
        await expect(style(variant, 'hover').backgroundColor).not.toBe(rest);
        await expect(style(variant, 'active').backgroundColor).not.toBe(rest);
        // Disabled wins over the tone: the same grey as any disabled button.
        await expect(style(variant, 'disabled').color).toBe('rgb(78, 87, 103)');
      }
      await expect(style('link', 'hover').color).not.toBe(red);
    });
    await step('The disabled buttons are disabled', async () => {
      await expect(await canvas.findByRole('button', { name: 'primary, disabled' })).toBeDisabled();
    });
  },
};

/** An icon before the words or after them, at the label's size. */
export const WithIcon: Story = {
  name: 'With an icon',
  render: (args) => (
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="4">
      <Button {...args} variant="secondary" icon={ArrowLeftIcon}>
        {t('Back')}
      </Button>
      <Button {...args} icon={ArrowRightIcon} iconPosition="end">
        {t('Continue')}
      </Button>
      <Button {...args} variant="ghost" size="lg" icon={ExternalIcon} iconPosition="end">
        {t('Open the help center')}
      </Button>
    </Box>
  ),
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    const back = canvas.getByRole('button', { name: t('Back') });
    const next = canvas.getByRole('button', { name: t('Continue') });
    const backIcon = back.querySelector('svg');
    const nextIcon = next.querySelector('svg');
    if (!backIcon || !nextIcon) throw new Error('An icon is missing.');
    const words = (button: HTMLElement, text: string) => {
      const range = document.createRange();
      const node = [...(button.querySelector('span')?.childNodes ?? [])].find(
        (child) => child.textContent === text,
      );
      if (!node) throw new Error(`No "${text}" in the button.`);
      range.selectNode(node);
      return range.getBoundingClientRect();
    };
    await step('Back has its icon before the words, Continue after them', async () => {
      // Start: the icon before the words; end: after them.
      await expect(backIcon.getBoundingClientRect().right).toBeLessThanOrEqual(
        words(back, t('Back')).left,
      );
      await expect(nextIcon.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        words(next, t('Continue')).right,
      );
    });
    await step('The icons are the size of their labels and are not read aloud', async () => {
      // The label's size: one em of a 16px md label, and of the 18.4px lg one.
      await expect(backIcon.getBoundingClientRect().width).toBe(16);
      const large = canvas
        .getByRole('button', { name: t('Open the help center') })
        .querySelector('svg');
      await expect(large?.getBoundingClientRect().width).toBeCloseTo(18.4, 1);
      // Decorative: the words alone name the button.
      await expect(backIcon).toHaveAttribute('aria-hidden', 'true');
    });
    await step('Click Continue: the press is reported once', async () => {
      await userEvent.click(next);
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
    // The screenshot is taken unfocused: whether a focus ring shows after a click depends on the
    // last real key press in the page, an earlier story's.
    next.blur();
  },
};

/** An icon alone: a circle as wide as the button is high, named by its aria-label. */
export const IconOnly: Story = {
  name: 'Icon only',
  render: (args) => (
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="4">
      {buttonSizes.map((size) => (
        <Button
          key={size}
          onClick={args.onClick}
          variant="secondary"
          size={size}
          icon={CloseIcon}
          aria-label={`${t('Close')} (${size})`}
        />
      ))}
      <Button onClick={args.onClick} variant="ghost" icon={MenuIcon} aria-label={t('Menu')} />
      <Button
        onClick={args.onClick}
        tone="critical"
        icon={CloseIcon}
        aria-label={t('Remove card')}
      />
    </Box>
  ),
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    await step('At every size the button is a circle', async () => {
      for (const size of buttonSizes) {
        const box = canvas
          .getByRole('button', { name: `${t('Close')} (${size})` })
          .getBoundingClientRect();
        await expect(box.width).toBe(box.height);
      }
    });
    const menu = canvas.getByRole('button', { name: t('Menu') });
    await step('Click the Menu button, which has no words: the press is reported', async () => {
      await expect(menu).toHaveTextContent('');
      await userEvent.click(menu);
      await expect(args.onClick).toHaveBeenCalledTimes(1);
      // The screenshot is taken unfocused: whether a focus ring shows after a click depends on the
      // last real key press in the page, an earlier story's.
      menu.blur();
    });
    await step('Remove card is filled red', async () => {
      await expect(
        getComputedStyle(canvas.getByRole('button', { name: t('Remove card') })).backgroundColor,
      ).toBe(red);
    });
  },
};

/** The whole width of its container: a form's submit on a phone. */
export const FullWidth: Story = {
  name: 'Full width',
  args: { fullWidth: true, children: 'Text me the app' },
  render: (args) => (
    <Box display="grid" gap="3" data-testid="container">
      <Button {...args} />
      <Button {...args} variant="secondary" icon={ArrowRightIcon} iconPosition="end">
        {t('See pricing')}
      </Button>
    </Box>
  ),
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    const width = canvas.getByTestId('container').getBoundingClientRect().width;
    const button = canvas.getByRole('button', { name: t('Text me the app') });
    await step('Both buttons fill the width of their container', async () => {
      await expect(button.getBoundingClientRect().width).toBe(width);
      await expect(
        canvas.getByRole('button', { name: t('See pricing') }).getBoundingClientRect().width,
      ).toBe(width);
    });
    await step('Click Text me the app: the press is reported once', async () => {
      await userEvent.click(button);
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
    // The screenshot is taken unfocused: whether a focus ring shows after a click depends on the
    // last real key press in the page, an earlier story's.
    button.blur();
  },
};
