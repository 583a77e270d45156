import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Box } from '../Box/Box';
import { Switch } from './Switch';
import { forcedColorsModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Round up my purchases': 'Redondear mis compras',
  'The change goes to your savings.': 'El cambio va a tus ahorros.',
  'We could not save this. Try again.': 'No pudimos guardar esto. Inténtalo de nuevo.',
  'Payday reminders': 'Recordatorios del día de pago',
  Off: 'Apagado',
  On: 'Encendido',
  'Focus visible, off': 'Foco visible, apagado',
  'Focus visible, on': 'Foco visible, encendido',
  'With a hint': 'Con una pista',
  Invalid: 'No válido',
  'Disabled, off': 'Desactivado, apagado',
  'Disabled, on': 'Desactivado, encendido',
});
type Phrase = Parameters<typeof t>[0];

const meta = {
  title: 'Components/Forms/Switch',
  component: Switch,
  tags: ['beta', 'client'],
  args: {
    label: 'Round up my purchases',
    hint: 'The change goes to your savings.',
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  parameters: { modes: forcedColorsModes, storyText: t },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches the switch and Space flips it; it is announced as on. */
export const TurnedOn: Story = {
  name: 'Turned on',
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('switch', { name: t('Round up my purchases') });
    await step('Tab to the switch: it is off, and its hint is read with it', async () => {
      await expect(toggle).toHaveFocus();
      await expect(toggle).not.toBeChecked();
      await expect(toggle).toHaveAccessibleDescription(t('The change goes to your savings.'));
    });
    await step('Press Space to turn it on', async () => {
      await userEvent.keyboard(' ');
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(args.onChange).toHaveBeenLastCalledWith(
        true,
        expect.objectContaining({ type: 'change' }),
      );
    });
    await step('The switch is on and keeps focus', async () => {
      await expect(
        await canvas.findByRole('switch', { name: t('Round up my purchases'), checked: true }),
      ).toHaveFocus();
    });
  },
};

/** A switch that starts on, flipped back with Space. */
export const TurnedOff: Story = {
  name: 'Turned off',
  tags: ['test-only', '!autodocs'],
  args: { defaultChecked: true },
  play: async ({ canvas, userEvent, step }) => {
    const toggle = canvas.getByRole('switch', { name: t('Round up my purchases') });
    await step('The switch starts on', async () => {
      await expect(toggle).toBeChecked();
    });
    await step('Tab to it and press Space: it is off and keeps focus', async () => {
      await userEvent.tab();
      await userEvent.keyboard(' ');
      await expect(
        await canvas.findByRole('switch', { name: t('Round up my purchases'), checked: false }),
      ).toHaveFocus();
    });
  },
};

/** A setting that could not be saved says so; the message is announced. */
export const Invalid: Story = {
  args: { defaultChecked: true, error: 'We could not save this. Try again.' },
  play: async ({ canvas, step }) => {
    const toggle = canvas.getByRole('switch', { name: t('Round up my purchases') });
    await step('The switch is marked invalid and reads the error after its hint', async () => {
      await expect(toggle).toHaveAttribute('aria-invalid', 'true');
      await expect(toggle).toHaveAccessibleDescription(
        `${t('The change goes to your savings.')} ${t('We could not save this. Try again.')}`,
      );
    });
    await step('The error is announced', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        t('We could not save this. Try again.'),
      );
    });
  },
};

/** Greyed out, skipped by Tab, Space does nothing. */
export const Disabled: Story = {
  render: (args) => (
    <Box display="grid" gap="4">
      <Switch {...args} disabled defaultChecked />
      <Switch label={t('Payday reminders')} />
    </Box>
  ),
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    const toggle = canvas.getByRole('switch', { name: t('Round up my purchases') });
    await step('The switch is disabled', async () => {
      await expect(toggle).toBeDisabled();
    });
    await step('Tab skips it and nothing changes', async () => {
      await userEvent.tab();
      await expect(toggle).not.toHaveFocus();
      await expect(args.onChange).not.toHaveBeenCalled();
    });
    await step('Focus lands on the next switch', async () => {
      await expect(
        await canvas.findByRole('switch', { name: t('Payday reminders') }),
      ).toHaveFocus();
    });
  },
};

/**
 * Off, on, focus-visible off and on, hint, invalid, disabled off and on.
 *
 * Keyboard focus forced on with `parameters.pseudo` beside every other look, so one
 * screenshot holds them all.
 */
export const States: Story = {
  tags: ['matrix'],
  parameters: {
    pseudo: {
      focusVisible: ['#switch-focus input', '#switch-focus-on input'],
      rootSelector: 'body',
    },
  },
  render: () => (
    <Box display="grid" gap="4">
      <Switch label={t('Off')} />
      <Switch label={t('On')} defaultChecked />
      <div id="switch-focus">
        <Switch label={t('Focus visible, off')} />
      </div>
      <div id="switch-focus-on">
        <Switch label={t('Focus visible, on')} defaultChecked />
      </div>
      <Switch label={t('With a hint')} hint={t('The change goes to your savings.')} />
      <Switch label={t('Invalid')} defaultChecked error={t('We could not save this. Try again.')} />
      <Switch label={t('Disabled, off')} disabled />
      <Switch label={t('Disabled, on')} disabled defaultChecked />
    </Box>
  ),
  play: async ({ canvas, step }) => {
    const toggle = (name: Phrase) => canvas.getByRole('switch', { name: t(name) });
    const track = (name: Phrase) =>
      getComputedStyle(toggle(name).nextElementSibling as HTMLElement);
    await step('Only the focused switch shows a focus ring', async () => {
      // The addon applies its classes a task after the first render.
      await waitFor(async () => {
        await expect(toggle('Focus visible, off')).toHaveClass('pseudo-focus-visible');
      });
      await expect(track('Focus visible, off').boxShadow).not.toBe('none');
      await expect(track('Off').boxShadow).toBe('none');
    });
    await step('On looks different from off', async () => {
      await expect(track('On').backgroundColor).not.toBe(track('Off').backgroundColor);
    });
    await step('Invalid is marked, and disabled switches keep their state', async () => {
      await expect(toggle('Invalid')).toHaveAttribute('aria-invalid', 'true');
      await expect(toggle('Disabled, on')).toBeChecked();
      await expect(await canvas.findByRole('switch', { name: t('Disabled, off') })).toBeDisabled();
    });
  },
};
