'use client';
/**
 * Sign-up: a form checked when it is sent, with an error summary that takes focus.
 *
 * Composed only from the package's public entry, as another Beem app would build it (lint holds
 * `patterns/` to that). On a failed submit the library's `ErrorSummary` appears above the fields,
 * in the calm tint of a critical alert, takes focus, and its links lead to each field, while each
 * field shows the same message where it is. The form sits in a card with a full-width button: on
 * a phone it fills the screen, and on a desktop it is one centred panel, not fields adrift. The form sets `noValidate`: the browser's
 * own bubbles would stop at the first empty field and say nothing to the summary. The screen's
 * words are the app's, in the reader's language.
 */
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Container,
  ErrorSummary,
  Heading,
  PhoneInput,
  Stack,
  Text,
  TextField,
  checkUsNumber,
  createTranslate,
  esUSNamespaces,
  useLocale,
  type BeemLocale,
} from '@beem/design-system';
import { useState, type SubmitEvent } from 'react';

export interface SignUpValues {
  name: string;
  email: string;
  phone: string;
  terms: boolean;
}

type FieldName = keyof SignUpValues;
export type SignUpErrors = Partial<Record<FieldName, string>>;

/** The fields' ids, which the summary's links point at. */
export const signUpFieldIds: Record<FieldName, string> = {
  name: 'sign-up-name',
  email: 'sign-up-email',
  phone: 'sign-up-phone',
  terms: 'sign-up-terms',
};

/**
 * The phone check's messages in the reader's language. Only es-US's phone namespace is bundled;
 * English is left to the check's own default, its en-US phone messages alone, since the whole
 * en-US catalogue would add every component's words to the screen.
 */
const phoneWords = (locale: BeemLocale) =>
  locale === 'es-US' ? createTranslate(locale, esUSNamespaces.phone) : undefined;

const english = {
  enterName: 'Enter your full name',
  enterEmail: 'Enter your email address',
  emailLike: 'Enter an email address like name@example.com',
  enterPhone: 'Enter your mobile number',
  agree: 'Agree to the terms of use to create an account',
  checkPhone: 'Check your phone',
  ready: 'Your account is ready',
  texted: (phone: string) => `We texted a link to ${phone}. Open it on your phone to sign in.`,
  title: 'Create your Beem account',
  intro: 'It takes two minutes. We never run a credit check.',
  name: 'Full name',
  email: 'Email address',
  emailHint: 'We send your statements here.',
  phone: 'Mobile number',
  phoneHint: 'A US number that can receive texts.',
  terms: 'I agree to the terms of use and the privacy policy',
  submit: 'Create account',
};

/** The screen's words in each language the app is read in. */
const copy: Record<BeemLocale, typeof english> = {
  'en-US': english,
  'es-US': {
    enterName: 'Escribe tu nombre completo',
    enterEmail: 'Escribe tu correo electrónico',
    emailLike: 'Escribe un correo electrónico como nombre@ejemplo.com',
    enterPhone: 'Escribe tu número de celular',
    agree: 'Acepta los términos de uso para crear una cuenta',
    checkPhone: 'Revisa tu teléfono',
    ready: 'Tu cuenta está lista',
    texted: (phone) =>
      `Te enviamos un enlace al ${phone}. Ábrelo en tu teléfono para iniciar sesión.`,
    title: 'Crea tu cuenta de Beem',
    intro: 'Solo toma dos minutos. Nunca hacemos una consulta de crédito.',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    emailHint: 'Aquí te enviamos tus estados de cuenta.',
    phone: 'Número de celular',
    phoneHint: 'Un número de EE.\u00a0UU. que pueda recibir mensajes de texto.',
    terms: 'Acepto los términos de uso y la política de privacidad',
    submit: 'Crear la cuenta',
  },
};

/**
 * Messages say what to do, in the order the fields appear, as the summary lists them. The phone
 * number's comes from the library's check, in the reader's language.
 */
export function validateSignUp(values: SignUpValues, locale: BeemLocale = 'en-US'): SignUpErrors {
  const words = copy[locale];
  const errors: SignUpErrors = {};
  if (!values.name.trim()) errors.name = words.enterName;
  if (!values.email.trim()) errors.email = words.enterEmail;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = words.emailLike;
  const phone = checkUsNumber(values.phone, phoneWords(locale));
  if (!values.phone.trim()) errors.phone = words.enterPhone;
  else if (!phone.ok) errors.phone = phone.message;
  if (!values.terms) errors.terms = words.agree;
  return errors;
}

export interface SignUpFormProps {
  /** Called with the values once every field is valid. */
  onSubmit?: (values: SignUpValues) => void;
}

export function SignUpForm({ onSubmit }: SignUpFormProps) {
  const [values, setValues] = useState<SignUpValues>({
    name: '',
    email: '',
    phone: '',
    terms: false,
  });
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [sent, setSent] = useState(false);
  const locale = useLocale();
  const words = copy[locale];

  const set = <K extends FieldName>(field: K, value: SignUpValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignUp(values, locale);
    setErrors(found);
    // The summary takes focus itself when it appears with these messages.
    if (Object.keys(found).length) return;
    setSent(true);
    onSubmit?.(values);
  };

  if (sent)
    return (
      <Container width="prose" gutters={false}>
        <Card space="4">
          <Heading level={1} size="xl">
            {words.checkPhone}
          </Heading>
          <Alert tone="positive" title={words.ready} announce>
            {words.texted(values.phone)}
          </Alert>
        </Card>
      </Container>
    );

  const entries = Object.entries(errors) as [FieldName, string][];
  return (
    <Container width="prose" gutters={false}>
      <Card space="6">
        <form noValidate onSubmit={submit} aria-labelledby="sign-up-title">
          <Stack space="6">
            <Stack space="2">
              <Heading level={1} size="xl" id="sign-up-title">
                {words.title}
              </Heading>
              <Text tone="muted">{words.intro}</Text>
            </Stack>
            <ErrorSummary
              errors={entries.map(([field, message]) => ({
                fieldId: signUpFieldIds[field],
                message,
              }))}
            />
            <TextField
              id={signUpFieldIds.name}
              label={words.name}
              autoComplete="name"
              required
              value={values.name}
              error={errors.name}
              onChange={(next) => {
                set('name', next);
              }}
            />
            <TextField
              id={signUpFieldIds.email}
              label={words.email}
              type="email"
              autoComplete="email"
              hint={words.emailHint}
              required
              value={values.email}
              error={errors.email}
              onChange={(next) => {
                set('email', next);
              }}
            />
            <PhoneInput
              id={signUpFieldIds.phone}
              label={words.phone}
              hint={words.phoneHint}
              value={values.phone}
              error={errors.phone}
              onChange={(formatted) => {
                set('phone', formatted);
              }}
            />
            <Checkbox
              id={signUpFieldIds.terms}
              label={words.terms}
              required
              checked={values.terms}
              error={errors.terms}
              onChange={(next) => {
                set('terms', next);
              }}
            />
            <Button type="submit" size="lg" fullWidth>
              {words.submit}
            </Button>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
