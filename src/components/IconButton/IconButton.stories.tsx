import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { BeemProvider } from '../BeemProvider/BeemProvider';
import { Box } from '../Box/Box';
import { buttonSizes, buttonTones } from '../Button/Button';
import { DeleteIcon, EditIcon, MoreIcon, SettingsIcon } from '../Icon/icons';
import { IconButton, iconButtonDefaults, iconButtonVariants } from './IconButton';
import { forcedColorsModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'More actions': 'Más acciones',
  'Edit card': 'Editar la tarjeta',
  'Card settings': 'Configuración de la tarjeta',
  'Delete card': 'Eliminar la tarjeta',
  Settings: 'Configuración',
});

const meta = {
  title: 'Components/Actions/IconButton',
  component: IconButton,
  tags: ['beta', 'client'],
  args: { icon: MoreIcon, label: 'More actions', onClick: fn() },
  argTypes: {
    icon: { control: false },
    variant: {
      control: 'inline-radio',
      options: iconButtonVariants,
      table: { defaultValue: { summary: iconButtonDefaults.variant } },
    },
    size: {
      control: 'inline-radio',
      options: buttonSizes,
      table: { defaultValue: { summary: iconButtonDefaults.size } },
    },
    tone: {
      control: 'inline-radio',
      options: buttonTones,
      table: { defaultValue: { summary: iconButtonDefaults.tone } },
    },
    disabled: { table: { defaultValue: { summary: String(iconButtonDefaults.disabled) } } },
    href: { control: 'text' },
  },
  // Room above the button for its tooltip.
  render: (args) => (
    <Box paddingY="12" display="flex" justifyContent="center">
      <IconButton {...args} />
    </Box>
  ),
  // The circle, the glyph and the focus ring must survive Windows high contrast.
  parameters: { modes: forcedColorsModes, storyText: t },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app's router, as `BeemProvider` takes it. */
const navigate = fn();

/** The tooltip, which renders at the end of the page rather than beside its button. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Ghost, the default: a press runs the action; the tooltip hides on Escape. */
export const Default: Story = {
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    let button!: HTMLElement;
    await step('Tab to the button and press Enter: the action runs', async () => {
      await userEvent.tab();
      button = canvas.getByRole('button', { name: t('More actions') });
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
    await step('Escape hides the tooltip, and the button keeps focus', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull());
      await expect(button).toHaveFocus();
    });
  },
};

/**
 * Keyboard focus shows the label at once as a tooltip; it is the button's name, and is not read
 * a second time as its description.
 */
export const KeyboardFocus: Story = {
  name: 'Keyboard focus shows the label',
  args: { icon: EditIcon, label: 'Edit card' },
  parameters: { screenshot: { target: 'page' } },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    let button!: HTMLElement;
    await step('Tab to the button: its label shows above it at once', async () => {
      await userEvent.tab();
      button = canvas.getByRole('button', { name: t('Edit card') });
      await expect(button).toHaveFocus();
      const tooltip = await page(canvasElement).findByRole('tooltip');
      await expect(tooltip).toHaveTextContent(t('Edit card'));
      await expect(tooltip.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        button.getBoundingClientRect().top,
      );
    });
    await step('The label is not read a second time as a description', async () => {
      await expect(button).not.toHaveAttribute('aria-describedby');
    });
  },
};

/** Shows while the pointer rests on it. */
export const Hover: Story = {
  tags: ['test-only', '!autodocs'],
  args: { icon: EditIcon, label: 'Edit card' },
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const button = canvas.getByRole('button', { name: t('Edit card') });
    await step('Rest the pointer on the button: its label shows', async () => {
      // A pointer arrives from somewhere: it moves over the page before it reaches the button.
      await userEvent.hover(canvasElement);
      await userEvent.hover(button);
      // The tooltip's hover delay (1.5 s) is longer than a query waits by default.
      const tooltip = await page(canvasElement).findByRole('tooltip', {}, { timeout: 3000 });
      await expect(tooltip).toHaveTextContent(t('Edit card'));
    });
    await step('Move the pointer away: the label hides', async () => {
      await userEvent.unhover(button);
      await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull());
    });
  },
};

/** Primary: the one main action of a view, such as adding money. */
export const Primary: Story = {
  args: { variant: 'primary', icon: EditIcon, label: 'Edit card' },
  play: async ({ canvas, step }) => {
    await step('Edit card is ready to press', async () => {
      await expect(canvas.getByRole('button', { name: t('Edit card') })).toBeEnabled();
    });
  },
};

/** Secondary: outlined, beside a primary action. */
export const Secondary: Story = {
  args: { variant: 'secondary', icon: SettingsIcon, label: 'Card settings' },
  play: async ({ canvas, step }) => {
    await step('Card settings is ready to press', async () => {
      await expect(canvas.getByRole('button', { name: t('Card settings') })).toBeEnabled();
    });
  },
};

/** Every variant at every size, in a row per size. */
export const Sizes: Story = {
  tags: ['matrix'],
  render: () => (
    <Box display="grid" gap="4">
      {buttonSizes.map((size) => (
        <Box key={size} display="flex" gap="4" alignItems="center">
          {iconButtonVariants.map((variant) => (
            <IconButton
              key={variant}
              icon={MoreIcon}
              label={`${t('More actions')}, ${variant} ${size}`}
              variant={variant}
              size={size}
            />
          ))}
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas, step }) => {
    const small = canvas.getByRole('button', { name: `${t('More actions')}, ghost xs` });
    const large = canvas.getByRole('button', { name: `${t('More actions')}, ghost xl` });
    await step('Every size is a circle', async () => {
      // A circle: as wide as it is high, at every size.
      for (const button of [small, large]) {
        const { width, height } = button.getBoundingClientRect();
        await expect(width).toBe(height);
      }
    });
    await step('The largest is bigger than the smallest', async () => {
      await expect(large.getBoundingClientRect().width).toBeGreaterThan(
        small.getBoundingClientRect().width,
      );
    });
  },
};

/** Critical: an action that cannot be undone, drawn in the error red. */
export const Critical: Story = {
  args: { variant: 'secondary', tone: 'critical', icon: DeleteIcon, label: 'Delete card' },
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Tab to Delete card', async () => {
      await userEvent.tab();
      const button = canvas.getByRole('button', { name: t('Delete card') });
      await expect(button).toHaveFocus();
    });
    await step('Space runs the action', async () => {
      await userEvent.keyboard(' ');
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
  },
};

/**
 * Disabled: it stays in the tab order so its tooltip still says what it would do, and a press
 * does nothing.
 */
export const Disabled: Story = {
  args: { disabled: true, icon: DeleteIcon, label: 'Delete card' },
  parameters: { screenshot: { target: 'page' } },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    let button!: HTMLElement;
    await step('Tab reaches the disabled button, and its label still shows', async () => {
      await userEvent.tab();
      button = canvas.getByRole('button', { name: t('Delete card') });
      await expect(button).toHaveFocus();
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(await page(canvasElement).findByRole('tooltip')).toHaveTextContent(
        t('Delete card'),
      );
    });
    await step('Enter does nothing, and the button keeps focus', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onClick).not.toHaveBeenCalled();
      await expect(button).toHaveFocus();
    });
  },
};

/** With `href`: a link that goes through the app's router, named by its label. */
export const AsLink: Story = {
  name: 'As a link',
  args: { icon: SettingsIcon, label: 'Settings', href: '/settings', onClick: undefined },
  render: function Render(args) {
    return (
      <BeemProvider navigate={navigate}>
        <Box paddingY="12" display="flex" justifyContent="center">
          <IconButton {...args} />
        </Box>
      </BeemProvider>
    );
  },
  tags: ['played'],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    navigate.mockClear();
    await step('Tab to the Settings link', async () => {
      await userEvent.tab();
      const link = canvas.getByRole('link', { name: t('Settings') });
      await expect(link).toHaveFocus();
      await expect(link).toHaveAttribute('href', '/settings');
    });
    await step('Enter opens Settings through the app’s router', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(navigate).toHaveBeenCalledWith('/settings');
    });
    await step('Escape hides the tooltip', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull());
    });
  },
};
