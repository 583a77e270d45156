import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type SyntheticEvent } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { OtpInput } from '../OtpInput/OtpInput';
import { PhoneInput } from '../PhoneInput/PhoneInput';
import { TextField } from '../TextField/TextField';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import { errorSummaryStrings } from '../../helpers/locale/messages/es-US/errorSummary';
import { ErrorSummary, type ErrorSummaryError } from './ErrorSummary';
import { forcedColorsModes, responsiveModes, spanishModes } from '../../internal/storybook/modes';
import { msg } from '../../internal/storybook/messages';
import { storyText } from '../../internal/storybook/storyText';

const t = storyText({
  'Enter your full name, as it is on your ID':
    'Escribe tu nombre completo, tal como aparece en tu identificación',
  'Enter all 10 digits of your US mobile number':
    'Escribe los 10 dígitos de tu número de celular de EE. UU.',
  'Enter the 4-digit code we texted you':
    'Escribe el código de 4 dígitos que te enviamos por mensaje de texto',
  'Create your Beem account': 'Crea tu cuenta de Beem',
  'Full name': 'Nombre completo',
  Continue: 'Continuar',
  'Check your details': 'Revisa tus datos',
  'Enter the name of the employer that pays you, as it appears on your paycheck from Campus Dining or your other job':
    'Escribe el nombre del empleador que te paga, tal como aparece en tu cheque de pago de Campus Dining o de tu otro trabajo',
});

const messages = {
  name: 'Enter your full name, as it is on your ID',
  phone: 'Enter all 10 digits of your US mobile number',
  code: 'Enter the 4-digit code we texted you',
} as const;

const sample: ErrorSummaryError[] = [
  { fieldId: 'phone', message: messages.phone },
  { fieldId: 'code', message: messages.code },
];

/** A sign-up step as an app builds it: the summary above the fields, shown after a failed submit. */
function SignUpForm() {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  // The fields in error, by id; their messages are written as the form is drawn, in its locale.
  const [wrong, setWrong] = useState<(keyof typeof messages)[]>([]);
  const errors: ErrorSummaryError[] = wrong.map((fieldId) => ({
    fieldId,
    message: t(messages[fieldId]),
  }));
  const errorFor = (fieldId: string) => errors.find((error) => error.fieldId === fieldId)?.message;

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: (keyof typeof messages)[] = [];
    if (!name.trim()) found.push('name');
    if (phone.replace(/\D/g, '').length !== 10) found.push('phone');
    if (code.length !== 4) found.push('code');
    setWrong(found);
  };

  return (
    <Box display="grid" gap="6" style={{ maxWidth: '32rem' }}>
      <Heading level={1} size="xl">
        {t('Create your Beem account')}
      </Heading>
      <ErrorSummary errors={errors} data-testid="summary" />
      <form noValidate onSubmit={submit}>
        <Box display="grid" gap="5">
          <TextField
            id="name"
            label={t('Full name')}
            autoComplete="name"
            value={name}
            onChange={setName}
            error={errorFor('name')}
          />
          <PhoneInput id="phone" value={phone} onChange={setPhone} error={errorFor('phone')} />
          <OtpInput id="code" onChange={setCode} error={errorFor('code')} />
          <Button type="submit">{t('Continue')}</Button>
        </Box>
      </form>
    </Box>
  );
}

const meta = {
  title: 'Components/Forms/ErrorSummary',
  component: ErrorSummary,
  tags: ['beta', 'client'],
  args: { errors: sample, focusOnMount: false },
  parameters: {
    modes: { ...responsiveModes, ...forcedColorsModes, ...spanishModes },
    storyText: t,
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Fills the name, half the number and two digits of the code, then sends the form by keyboard. */
async function failSubmit(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.type(canvas.getByRole('textbox', { name: t('Full name') }), 'Maya Johnson');
  await userEvent.tab();
  await userEvent.keyboard('55523');
  await userEvent.tab();
  await userEvent.keyboard('04');
  canvas.getByRole('button', { name: t('Continue') }).focus();
  await userEvent.keyboard('{Enter}');
  return canvas.findByTestId('summary');
}

/** Two problems, each a link to its field. The title is the reader's language's. */
export const Default: Story = {
  play: async ({ canvas, globals, step }) => {
    await step('The summary is titled in the reader’s language', async () => {
      await expect(
        canvas.getByRole('heading', { level: 2, name: msg({ globals }, 'errorSummary.title') }),
      ).toBeVisible();
    });
    const links = canvas.getAllByRole('link');
    await step('Each problem is a link to its field', async () => {
      await expect(links.map((link) => link.textContent)).toEqual([
        t(messages.phone),
        t(messages.code),
      ]);
      await expect(links.map((link) => link.getAttribute('href'))).toEqual(['#phone', '#code']);
    });
  },
};

/** A failed submit: the summary appears at the top, focused, so it is read at once. */
export const AppearsFocused: Story = {
  name: 'Appears and takes focus',
  tags: ['played', 'matrix'],
  render: () => <SignUpForm />,
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Before sending, there is no summary', async () => {
      await expect(
        canvas.queryByRole('heading', { name: msg({ globals }, 'errorSummary.title') }),
      ).toBeNull();
    });
    await step(
      'Send a half-filled form: the summary appears, takes focus and is read',
      async () => {
        const summary = await failSubmit(canvas, userEvent);
        await waitFor(() => expect(summary).toHaveFocus());
        await expect(within(summary).getByRole('alert')).toHaveTextContent(
          `${msg({ globals }, 'errorSummary.title')}${t(messages.phone)}${t(messages.code)}`,
        );
      },
    );
    await step('The phone field gives the same message, where it is', async () => {
      // The fields say the same, where they are.
      await expect(
        canvas.getByRole('textbox', { name: msg({ globals }, 'phone.label') }),
      ).toHaveAccessibleDescription(t(messages.phone));
    });
  },
};

/** Tab to a link, Enter: focus is in that field; the code's link lands on its first empty box. */
export const LinkFocusesField: Story = {
  name: 'Link moves focus to its field',
  tags: ['played', 'matrix'],
  render: () => <SignUpForm />,
  play: async ({ canvas, userEvent, globals, step }) => {
    await step('Send a half-filled form and Tab to the phone number’s link', async () => {
      const summary = await failSubmit(canvas, userEvent);
      await waitFor(() => expect(summary).toHaveFocus());
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: t(messages.phone) })).toHaveFocus();
    });
    await step('Enter moves focus to the phone number, its label in view', async () => {
      await userEvent.keyboard('{Enter}');
      const phone = canvas.getByRole('textbox', { name: msg({ globals }, 'phone.label') });
      await expect(phone).toHaveFocus();
      // Its label is on screen above it.
      const label = canvas.getByText(msg({ globals }, 'phone.label'), { selector: 'label' });
      await expect(label.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    });
    await step('The code’s link lands on its first empty box', async () => {
      canvas.getByRole('link', { name: t(messages.code) }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(
        canvas.getByRole('textbox', {
          name: msg({ globals }, 'otp.digit', { index: 3, count: 4 }),
        }),
      ).toHaveFocus();
    });
    await step('Typing the missing digits fills the last box', async () => {
      await userEvent.keyboard('21');
      await expect(
        canvas.getByRole('textbox', {
          name: msg({ globals }, 'otp.digit', { index: 4, count: 4 }),
        }),
      ).toHaveValue('1');
    });
  },
};

/** Another title, at level 3 under a section's heading. */
export const CustomTitle: Story = {
  name: 'Own title and level',
  args: { title: 'Check your details', headingLevel: 3, errors: sample.slice(0, 1) },
  play: async ({ canvas, step }) => {
    await step('The title reads Check your details, at level 3', async () => {
      await expect(
        canvas.getByRole('heading', { level: 3, name: t('Check your details') }),
      ).toBeVisible();
    });
    await step('The one problem links to its field', async () => {
      await expect(canvas.getByRole('link', { name: t(messages.phone) })).toHaveAttribute(
        'href',
        '#phone',
      );
    });
  },
};

/** A long message wraps within the box at a phone's width. */
export const LongMessage: Story = {
  name: 'Long message',
  args: {
    errors: [
      {
        fieldId: 'employer',
        message:
          'Enter the name of the employer that pays you, as it appears on your paycheck from Campus Dining or your other job',
      },
    ],
  },
  play: async ({ canvas, canvasElement, step }) => {
    const link = canvas.getByRole('link');
    await step('The long message wraps inside the box', async () => {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
        canvasElement.getBoundingClientRect().right,
      );
    });
  },
};

/** Switches the summary's language in place, as an app's language menu would. */
function SwitchesLanguage() {
  const [spanish, setSpanish] = useState(false);
  return (
    <LocaleProvider
      locale={spanish ? 'es-US' : 'en-US'}
      messages={spanish ? errorSummaryStrings : undefined}
    >
      <Box display="grid" gap="4">
        <ErrorSummary
          errors={[{ fieldId: 'name', message: spanish ? 'Escribe tu nombre' : 'Enter your name' }]}
        />
        <TextField id="name" label="Name" />
        <Button
          onClick={() => {
            setSpanish((now) => !now);
          }}
        >
          Language
        </Button>
      </Box>
    </LocaleProvider>
  );
}

/** The same problems in another language are no new failed submit: focus stays where it is. */
export const LanguageSwitchKeepsFocus: Story = {
  name: 'Language switch keeps focus',
  tags: ['test-only', '!autodocs'],
  render: () => <SwitchesLanguage />,
  play: async ({ canvas, userEvent, step }) => {
    await step('The summary takes focus when it appears', async () => {
      await waitFor(async () => {
        // The box around the alert is what takes focus.
        await expect(canvas.getByRole('alert').parentElement).toHaveFocus();
      });
    });
    const button = canvas.getByRole('button', { name: 'Language' });
    await step(
      'Switch the language: the summary speaks Spanish, and focus stays on the button',
      async () => {
        button.focus();
        await userEvent.keyboard('{Enter}');
        await expect(await canvas.findByRole('link', { name: 'Escribe tu nombre' })).toBeVisible();
        await expect(button).toHaveFocus();
      },
    );
  },
};

/** A message holding markup is shown as the characters it is, never run. */
export const HostileMessage: Story = {
  name: 'Hostile message is text',
  tags: ['test-only', '!autodocs'],
  args: {
    errors: [{ fieldId: 'memo', message: '<img src=x onerror="alert(1)"> Enter a memo' }],
  },
  play: async ({ canvas, canvasElement, step }) => {
    await step('The message shows its markup as plain text', async () => {
      await expect(canvas.getByRole('link')).toHaveTextContent(
        '<img src=x onerror="alert(1)"> Enter a memo',
      );
    });
    await step('No image is made from it', async () => {
      await expect(canvasElement.querySelector('img')).toBeNull();
    });
  },
};

/** No errors, no box: the summary renders nothing until a submit fails. */
export const NoErrors: Story = {
  name: 'No errors',
  tags: ['test-only', '!autodocs'],
  args: { errors: [] },
  play: async ({ canvasElement, step }) => {
    await step('With no errors, nothing is shown or announced', async () => {
      await expect(canvasElement.querySelector('[role="alert"]')).toBeNull();
    });
  },
};
