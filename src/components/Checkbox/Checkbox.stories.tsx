import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Box } from '../Box/Box';
import { Checkbox } from './Checkbox';
import { forcedColorsModes } from '../../internal/storybook/modes';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Text me when my advance arrives': 'Mándame un mensaje de texto cuando llegue mi adelanto',
  'One message per advance. Message and data rates may apply.':
    'Un mensaje por adelanto. Pueden aplicarse cargos por mensajes y datos.',
  'I agree to the terms of the advance': 'Acepto los términos del adelanto',
  'Agree to the terms to get your advance.': 'Acepta los términos para recibir tu adelanto.',
  'Remind me of every bill': 'Recuérdame todas mis facturas',
  Rent: 'Alquiler',
  Phone: 'Teléfono',
  'Email me a receipt': 'Mándame un recibo por correo electrónico',
  Rest: 'En reposo',
  'Focus visible': 'Foco visible',
  Ticked: 'Marcada',
  Mixed: 'Mixta',
  'With a hint': 'Con una pista',
  'One message per advance.': 'Un mensaje por adelanto.',
  Invalid: 'No válida',
  Required: 'Obligatoria',
  Disabled: 'Desactivada',
  'Disabled and ticked': 'Desactivada y marcada',
  'A longer label sits beside its box, and its hint lines up under it':
    'Una etiqueta más larga va junto a su casilla, y su pista se alinea debajo',
  'The box stays level with the first line.': 'La casilla queda a la altura de la primera línea.',
});

const meta = {
  title: 'Components/Forms/Checkbox',
  component: Checkbox,
  tags: ['beta', 'client'],
  args: {
    label: 'Text me when my advance arrives',
    hint: 'One message per advance. Message and data rates may apply.',
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  parameters: { modes: forcedColorsModes, storyText: t },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches the box and Space ticks it; the hint is read with it. */
export const Ticked: Story = {
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Tab to the box: it is clear, and its hint is read with it', async () => {
      await userEvent.tab();
      const box = canvas.getByRole('checkbox', { name: t('Text me when my advance arrives') });
      await expect(box).toHaveFocus();
      await expect(box).not.toBeChecked();
      await expect(box).toHaveAccessibleDescription(
        t('One message per advance. Message and data rates may apply.'),
      );
    });
    await step('Press Space: the change is reported once, as ticked', async () => {
      await userEvent.keyboard(' ');
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(args.onChange).toHaveBeenLastCalledWith(
        true,
        expect.objectContaining({ type: 'change' }),
      );
    });
    await step('The box is ticked', async () => {
      await expect(
        await canvas.findByRole('checkbox', { name: t('Text me when my advance arrives') }),
      ).toBeChecked();
    });
  },
};

/** A required box left clear; the error is announced and read with it. */
export const Invalid: Story = {
  args: {
    label: 'I agree to the terms of the advance',
    hint: undefined,
    required: true,
    error: 'Agree to the terms to get your advance.',
  },
  tags: ['played'],
  play: async ({ canvas, userEvent, step }) => {
    await step('Tab to the box: it is required, invalid, and read with its error', async () => {
      await userEvent.tab();
      const box = canvas.getByRole('checkbox', { name: t('I agree to the terms of the advance') });
      await expect(box).toBeRequired();
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription(t('Agree to the terms to get your advance.'));
    });
    await step('The error is announced', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        t('Agree to the terms to get your advance.'),
      );
    });
  },
};

function AllOrSome() {
  const [chosen, setChosen] = useState({ rent: true, phone: false });
  const all = chosen.rent && chosen.phone;
  const some = chosen.rent || chosen.phone;
  return (
    <Box display="grid" gap="3">
      <Checkbox
        label={t('Remind me of every bill')}
        checked={all}
        indeterminate={some && !all}
        onChange={() => {
          setChosen({ rent: !all, phone: !all });
        }}
      />
      <Checkbox
        label={t('Rent')}
        checked={chosen.rent}
        onChange={(rent) => {
          setChosen({ ...chosen, rent });
        }}
      />
      <Checkbox
        label={t('Phone')}
        checked={chosen.phone}
        onChange={(phone) => {
          setChosen({ ...chosen, phone });
        }}
      />
    </Box>
  );
}

/**
 * A box for several (every bill) over its two (rent, phone): mixed while some are ticked; Space
 * ticks them all.
 */
export const Indeterminate: Story = {
  tags: ['played', 'matrix'],
  render: () => <AllOrSome />,
  play: async ({ canvas, userEvent, step }) => {
    const every = canvas.getByRole('checkbox', { name: t('Remind me of every bill') });
    await step('With only rent ticked, Every bill is mixed', async () => {
      await expect(every).toBePartiallyChecked();
    });
    await step('Tab to Every bill and press Space: every bill is ticked', async () => {
      await userEvent.tab();
      await expect(every).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(every).toBeChecked();
      await expect(canvas.getByRole('checkbox', { name: t('Phone') })).toBeChecked();
    });
    await step('Clear Phone: Every bill is mixed again', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.keyboard(' ');
      await expect(canvas.getByRole('checkbox', { name: t('Phone') })).not.toBeChecked();
      await expect(
        await canvas.findByRole('checkbox', { name: t('Remind me of every bill') }),
      ).toBePartiallyChecked();
    });
  },
};

/** Greyed out, skipped by Tab, Space does nothing. */
export const Disabled: Story = {
  render: (args) => (
    <Box display="grid" gap="4">
      <Checkbox {...args} disabled />
      <Checkbox label={t('Email me a receipt')} />
    </Box>
  ),
  tags: ['played'],
  play: async ({ canvas, userEvent, args, step }) => {
    const box = canvas.getByRole('checkbox', { name: t('Text me when my advance arrives') });
    await step('Tab skips the disabled box', async () => {
      await expect(box).toBeDisabled();
      await userEvent.tab();
      await expect(box).not.toHaveFocus();
    });
    await step('Space ticks the next box, not the disabled one', async () => {
      await userEvent.keyboard(' ');
      await expect(args.onChange).not.toHaveBeenCalled();
      await expect(
        await canvas.findByRole('checkbox', { name: t('Email me a receipt') }),
      ).toBeChecked();
    });
  },
};

/**
 * Rest, focus-visible, ticked, mixed, hint, invalid, required and disabled.
 *
 * Keyboard focus forced on with `parameters.pseudo` beside every other look, so one
 * screenshot holds them all.
 */
export const States: Story = {
  tags: ['matrix'],
  parameters: { pseudo: { focusVisible: ['#checkbox-focus input'], rootSelector: 'body' } },
  render: () => (
    <Box display="grid" gap="4">
      <Checkbox label={t('Rest')} />
      <div id="checkbox-focus">
        <Checkbox label={t('Focus visible')} />
      </div>
      <Checkbox label={t('Ticked')} defaultChecked />
      <Checkbox label={t('Mixed')} indeterminate />
      <Checkbox label={t('With a hint')} hint={t('One message per advance.')} />
      <Checkbox
        label={t('Invalid')}
        required
        error={t('Agree to the terms to get your advance.')}
      />
      <Checkbox label={t('Required')} required />
      <Checkbox label={t('Disabled')} disabled />
      <Checkbox label={t('Disabled and ticked')} disabled defaultChecked />
      <Checkbox
        label={t('A longer label sits beside its box, and its hint lines up under it')}
        hint={t('The box stays level with the first line.')}
      />
    </Box>
  ),
  play: async ({ canvas, step }) => {
    const box = (name: Parameters<typeof t>[0]) => canvas.getByRole('checkbox', { name: t(name) });
    await step('Only the focused box shows a focus ring', async () => {
      // The addon applies its classes a task after the first render.
      await waitFor(async () => {
        await expect(box('Focus visible')).toHaveClass('pseudo-focus-visible');
      });
      await expect(getComputedStyle(box('Focus visible')).boxShadow).not.toBe('none');
      await expect(getComputedStyle(box('Rest')).boxShadow).toBe('none');
    });
    await step('Each box is in its named state', async () => {
      await expect(box('Ticked')).toBeChecked();
      await expect(box('Mixed')).toBePartiallyChecked();
      await expect(box('Invalid')).toHaveAttribute('aria-invalid', 'true');
      await expect(box('Required')).toBeRequired();
      await expect(box('Disabled and ticked')).toBeDisabled();
      await expect(await canvas.findByRole('checkbox', { name: t('Disabled') })).toBeDisabled();
    });
  },
};
