import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pressKey } from '../../src/internal/storybook/keyboard';
import { responsiveModes } from '../../src/internal/storybook/modes';
import { SignUpForm } from './SignUpForm';
import { msg } from '../../src/internal/storybook/messages';
import { storyText } from '../../src/internal/storybook/storyText';

/** The screen's words the plays look for, as the screen writes them in each language. */
const t = storyText({
  'Create your Beem account': 'Crea tu cuenta de Beem',
  'Full name': 'Nombre completo',
  'Email address': 'Correo electrónico',
  'Mobile number': 'Número de celular',
  'I agree to the terms of use and the privacy policy':
    'Acepto los términos de uso y la política de privacidad',
  'Create account': 'Crear la cuenta',
  'We send your statements here.': 'Aquí te enviamos tus estados de cuenta.',
  'Enter your full name': 'Escribe tu nombre completo',
  'Enter an email address like name@example.com':
    'Escribe un correo electrónico como nombre@ejemplo.com',
  'Agree to the terms of use to create an account':
    'Acepta los términos de uso para crear una cuenta',
  'We send your statements here. Enter an email address like name@example.com':
    'Aquí te enviamos tus estados de cuenta. Escribe un correo electrónico como nombre@ejemplo.com',
  'Check your phone': 'Revisa tu teléfono',
  'Your account is ready': 'Tu cuenta está lista',
});

const meta = {
  title: 'Patterns/Sign-up form',
  component: SignUpForm,
  args: { onSubmit: fn() },
  parameters: {
    frame: 'padded',
    modes: responsiveModes,
    storyText: t,
  },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four labelled fields, in the order Tab visits them. */
export const AtRest: Story = {
  name: 'At rest',
  tags: ['played'],
  play: async ({ canvas, globals, step }) => {
    await step('The Create your Beem account form is on screen', async () => {
      await expect(canvas.getByRole('form', { name: t('Create your Beem account') })).toBeVisible();
    });
    const order = [
      canvas.getByRole('textbox', { name: t('Full name') }),
      canvas.getByRole('textbox', { name: t('Email address') }),
      canvas.getByRole('textbox', { name: t('Mobile number') }),
      canvas.getByRole('checkbox', {
        name: t('I agree to the terms of use and the privacy policy'),
      }),
      canvas.getByRole('button', { name: t('Create account') }),
    ];
    await step('Tab visits the four fields, then Create account, in reading order', async () => {
      for (const control of order) {
        await userEvent.tab();
        await expect(control).toHaveFocus();
      }
    });
    await step('The form is empty and shows no errors yet', async () => {
      await expect(order[0]).toBeRequired();
      await expect(order[1]).toHaveAccessibleDescription(t('We send your statements here.'));
      await expect(order[3]).not.toBeChecked();
      await expect(
        canvas.queryByRole('heading', { name: msg({ globals }, 'errorSummary.title') }),
      ).toBeNull();
    });
  },
};

/** Sent with problems: the summary takes focus and its links lead to each field. */
export const ErrorSummary: Story = {
  name: 'Error summary',
  tags: ['played'],
  play: async ({ canvas, canvasElement, args, globals, step }) => {
    const page = canvasElement.ownerDocument;
    await step('Send the form with a half-typed email and phone number', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.keyboard('sam@example');
      await userEvent.tab();
      // Six digits of ten: the field asks for the rest.
      await userEvent.keyboard('415555');
      await pressKey('{Enter}');

      // The library's summary: a box titled by its heading that takes focus, its words an alert.
      const title = await canvas.findByRole('heading', {
        level: 2,
        name: msg({ globals }, 'errorSummary.title'),
      });
      await waitFor(() => expect(page.activeElement).toContainElement(title));
    });
    const summary = within(page.activeElement as HTMLElement);
    const links = summary.getAllByRole('link');
    await step('The summary names what to fix in each field, and nothing is sent', async () => {
      // Read as a screen reader says them: the Spanish catalogue keeps "EE. UU." together with a
      // no-break space, which msg() gives as a plain one.
      await expect(links.map((link) => link.textContent.replace(/\s+/g, ' '))).toEqual([
        t('Enter your full name'),
        t('Enter an email address like name@example.com'),
        msg({ globals }, 'phone.incomplete'),
        t('Agree to the terms of use to create an account'),
      ]);
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });

    await step('Tab through the summary; Enter on the email error goes to its field', async () => {
      await userEvent.tab();
      await expect(links[0]).toHaveFocus();
      await userEvent.tab();
      await expect(links[1]).toHaveFocus();
      await pressKey('{Enter}');
    });
    const email = canvas.getByRole('textbox', { name: t('Email address') });
    await step('The email field has focus, is marked wrong and says how to fix it', async () => {
      await expect(email).toHaveFocus();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(
        t('We send your statements here. Enter an email address like name@example.com'),
      );
    });
  },
};

/** Sent complete: the values go out once and the page says what happens next. */
export const Completed: Story = {
  tags: ['played'],
  play: async ({ canvas, args, globals, step }) => {
    await step('Fill in every field, agree to the terms and send', async () => {
      await userEvent.tab();
      await userEvent.keyboard('Sam Rivera');
      await userEvent.tab();
      await userEvent.keyboard('sam@example.com');
      await userEvent.tab();
      await userEvent.keyboard('3125557890');
      await userEvent.tab();
      await pressKey(' ');
      await userEvent.tab();
      await pressKey('{Enter}');
    });

    await step('The details go out once, with the phone number formatted', async () => {
      await expect(args.onSubmit).toHaveBeenCalledOnce();
      await expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Sam Rivera',
        email: 'sam@example.com',
        phone: '(312) 555-7890',
        terms: true,
      });
    });
    await step('The page asks them to check their phone: the account is ready', async () => {
      await expect(
        await canvas.findByRole('heading', { level: 1, name: t('Check your phone') }),
      ).toBeVisible();
      await expect(canvas.getByRole('status')).toHaveTextContent(
        `${msg({ globals }, 'alert.tone', { tone: 'success' })}: ${t('Your account is ready')}`,
      );
    });
  },
};
