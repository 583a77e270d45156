'use client';
/**
 * Sign-in by text message: a mobile number, then the one-time code texted to it, then the
 * signed-in screen.
 *
 * Composed only from the package's public entry, as another Beem app would build it. The number
 * is checked by the library's `checkUsNumber`, whose messages (in the reader's language) say
 * which digits are wrong; nothing that fails it is sent. The calls to the API are the app's
 * props, and each keeps its button busy while it runs, so a second press cannot send twice.
 *
 * Focus follows the step, so a keyboard or screen reader user is never left on a control that
 * has gone: a failed submit focuses the `ErrorSummary` (its links lead to the number, or to the
 * code's first empty box); the code step opens with focus in the first box; a wrong code clears
 * the boxes and puts focus back in the first, with the error read out by the field; "Use a
 * different number" returns to the number, focused; the signed-in screen focuses its heading. A
 * new code is announced politely, since the member is typing when it arrives.
 *
 * Each step is one card with a full-width main button: a phone's screen, or one centred panel on
 * a desktop, so Send code and Verify never sit small and alone under a wide form.
 *
 * The screen's own words are the app's, in the reader's language, as the number check's are.
 */
import {
  Button,
  Card,
  Container,
  ErrorSummary,
  Heading,
  Inline,
  OtpInput,
  PhoneInput,
  Stack,
  Text,
  checkUsNumber,
  createTranslate,
  esUSNamespaces,
  useLocale,
  type BeemLocale,
  type ErrorSummaryError,
} from '@beem/design-system';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';

/**
 * The phone check's messages in the reader's language. Only es-US's phone namespace is bundled;
 * English is left to the check's own default, its en-US phone messages alone, since the whole
 * en-US catalogue would add every component's words to the screen.
 */
const phoneWords = (locale: BeemLocale) =>
  locale === 'es-US' ? createTranslate(locale, esUSNamespaces.phone) : undefined;

const english = {
  enterNumber: 'Enter your mobile number',
  unsent: "We couldn't send a code to that number. Check it and try again.",
  enterCode: (length: number) => `Enter the ${length}-digit code we texted you`,
  wrongCode: "That code didn't work. Check the text we sent and try again.",
  unchecked: "We couldn't check your code just now. Try again.",
  resent: (phone: string) => `We sent a new code to ${phone}.`,
  notResent: "We couldn't send a new code. Try again in a minute.",
  signedIn: "You're signed in",
  confirmed: (phone: string) => `Your number ${phone} is confirmed on this device.`,
  continue: 'Go to your account',
  checkPhone: 'Check your phone',
  texted: (length: number, phone: string) => `We texted a ${length}-digit code to ${phone}.`,
  verify: 'Verify',
  resend: 'Resend code',
  otherNumber: 'Use a different number',
  title: 'Sign in to Beem',
  intro: "We'll text a code to your mobile number to check it's you.",
  hint: 'The US number on your Beem account.',
  send: 'Send code',
};

/** The screen's words in each language the app is read in. */
const copy: Record<BeemLocale, typeof english> = {
  'en-US': english,
  'es-US': {
    enterNumber: 'Escribe tu número de celular',
    unsent: 'No pudimos enviar un código a ese número. Revísalo y vuelve a intentarlo.',
    enterCode: (length) => `Escribe el código de ${length} dígitos que te enviamos`,
    wrongCode:
      'Ese código no funcionó. Revisa el mensaje de texto que te enviamos y vuelve a intentarlo.',
    unchecked: 'No pudimos comprobar tu código en este momento. Vuelve a intentarlo.',
    resent: (phone) => `Enviamos un código nuevo al ${phone}.`,
    notResent: 'No pudimos enviar un código nuevo. Vuelve a intentarlo en un minuto.',
    signedIn: 'Ya iniciaste sesión',
    confirmed: (phone) => `Tu número ${phone} quedó confirmado en este dispositivo.`,
    continue: 'Ir a tu cuenta',
    checkPhone: 'Revisa tu teléfono',
    texted: (length, phone) => `Te enviamos un código de ${length} dígitos al ${phone}.`,
    verify: 'Verificar',
    resend: 'Reenviar el código',
    otherNumber: 'Usar otro número',
    title: 'Inicia sesión en Beem',
    intro: 'Te enviaremos un código por mensaje de texto a tu celular para confirmar que eres tú.',
    hint: 'El número de EE.\u00a0UU. de tu cuenta de Beem.',
    send: 'Enviar el código',
  },
};

function phoneMessage(issue: PhoneIssue, locale: BeemLocale): string | undefined {
  if (!issue) return undefined;
  if (issue.kind === 'empty') return copy[locale].enterNumber;
  if (issue.kind === 'unsent') return copy[locale].unsent;
  const check = checkUsNumber(issue.value, phoneWords(locale));
  return check.ok ? undefined : check.message;
}

export interface SignInProps {
  /**
   * Texts a code to the number, given in E.164 (`+13125557890`). Resolves once it is sent;
   * rejects when it could not be, and the member stays on the number.
   */
  onSendCode: (phone: string) => Promise<void>;
  /**
   * Checks the code: resolves `true` for the right code and `false` for a wrong one (the boxes
   * are cleared for another try); rejects when it could not be checked (the code is kept).
   */
  onVerify: (phone: string, code: string) => Promise<boolean>;
  /** Texts a new code to the same number. */
  onResend?: (phone: string) => Promise<void>;
  /** How many digits the code has. */
  codeLength?: number;
  /** Where the signed-in member goes next. */
  continueHref?: string;
}

type Step = 'phone' | 'code' | 'done';
type Busy = 'send' | 'verify' | 'resend' | null;
/** What was wrong with the number sent, and the number as it was sent. */
type PhoneIssue = { kind: 'empty' | 'invalid' | 'unsent'; value: string } | null;

export function SignIn({
  onSendCode,
  onVerify,
  onResend = () => Promise.resolve(),
  codeLength = 6,
  continueHref = '/home',
}: SignInProps) {
  const locale = useLocale();
  const words = copy[locale];
  const phoneId = useId();
  const codeId = useId();
  const titleId = useId();
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [e164, setE164] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  // The problem, not its sentence: the sentence is written at render, in the reader's language.
  const [phoneIssue, setPhoneIssue] = useState<PhoneIssue>(null);
  // As for the number, the problem is kept and its sentence written at render.
  const [codeIssue, setCodeIssue] = useState<'short' | 'wrong' | 'unchecked'>();
  // Only a submit the form itself refused is summarised: after a wrong code, focus belongs in
  // the emptied boxes, not on a summary that would take it.
  const [summarised, setSummarised] = useState(false);
  const [notice, setNotice] = useState<'' | 'resent' | 'notResent'>('');
  const phoneInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const signedIn = useRef<HTMLHeadingElement>(null);
  const returning = useRef(false);

  useEffect(() => {
    if (step === 'done') signedIn.current?.focus();
    if (step === 'phone' && returning.current) {
      returning.current = false;
      phoneInput.current?.focus();
    }
  }, [step]);

  const phoneError = phoneMessage(phoneIssue, locale);
  const codeError =
    codeIssue &&
    { short: words.enterCode(codeLength), wrong: words.wrongCode, unchecked: words.unchecked }[
      codeIssue
    ];
  const summary: ErrorSummaryError[] = [];
  if (summarised && phoneError) summary.push({ fieldId: phoneId, message: phoneError });
  if (summarised && codeError) summary.push({ fieldId: codeId, message: codeError });

  const sendCode = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const check = checkUsNumber(phone);
    if (!check.ok) {
      setPhoneIssue({ kind: phone.trim() ? 'invalid' : 'empty', value: phone });
      setSummarised(true);
      return;
    }
    setBusy('send');
    try {
      await onSendCode(check.e164);
      setE164(check.e164);
      setPhoneIssue(null);
      setCodeIssue(undefined);
      setSummarised(false);
      setCode('');
      setNotice('');
      setStep('code');
    } catch {
      setPhoneIssue({ kind: 'unsent', value: phone });
      setSummarised(true);
    } finally {
      setBusy(null);
    }
  };

  const verify = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (code.length < codeLength) {
      setCodeIssue('short');
      setSummarised(true);
      return;
    }
    setBusy('verify');
    try {
      if (await onVerify(e164, code)) {
        setStep('done');
        return;
      }
      setCodeIssue('wrong');
      setSummarised(false);
      // Cleared and focused in one go, as OtpInput expects: typing starts again in the first box.
      setCode('');
      codeInput.current?.focus();
    } catch {
      setCodeIssue('unchecked');
      setSummarised(false);
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    if (busy) return;
    setBusy('resend');
    setNotice('');
    try {
      await onResend(e164);
      setNotice('resent');
    } catch {
      setNotice('notResent');
    } finally {
      setBusy(null);
    }
  };

  const changeNumber = () => {
    returning.current = true;
    setCodeIssue(undefined);
    setSummarised(false);
    setCode('');
    setNotice('');
    setStep('phone');
  };

  if (step === 'done')
    return (
      <Container width="prose" gutters={false}>
        <Card space="4">
          {/* Focused when it appears: the form the member was in is gone. */}
          <Heading level={1} size="xl" ref={signedIn} tabIndex={-1}>
            {words.signedIn}
          </Heading>
          <Text tone="muted">{words.confirmed(phone)}</Text>
          <Button href={continueHref} size="lg" fullWidth>
            {words.continue}
          </Button>
        </Card>
      </Container>
    );

  if (step === 'code')
    return (
      <Container width="prose" gutters={false}>
        <Card space="6">
          <form
            noValidate
            onSubmit={(event) => {
              void verify(event);
            }}
            aria-labelledby={titleId}
          >
            <Stack space="6">
              <Stack space="2">
                <Heading level={1} size="xl" id={titleId}>
                  {words.checkPhone}
                </Heading>
                <Text tone="muted">{words.texted(codeLength, phone)}</Text>
              </Stack>
              <ErrorSummary errors={summary} />
              <OtpInput
                id={codeId}
                ref={codeInput}
                length={codeLength}
                value={code}
                onChange={setCode}
                error={codeError}
                focusOnMount
              />
              <Stack space="4">
                <Button type="submit" size="lg" fullWidth loading={busy === 'verify'}>
                  {words.verify}
                </Button>
                <Inline space="4">
                  <Button
                    variant="link"
                    loading={busy === 'resend'}
                    onClick={() => {
                      void resend();
                    }}
                  >
                    {words.resend}
                  </Button>
                  <Button variant="link" onClick={changeNumber}>
                    {words.otherNumber}
                  </Button>
                </Inline>
                {/* Always in the page, so what is put in it is announced. */}
                <Text role="status" size="sm">
                  {notice === 'resent' ? words.resent(phone) : notice && words.notResent}
                </Text>
              </Stack>
            </Stack>
          </form>
        </Card>
      </Container>
    );

  return (
    <Container width="prose" gutters={false}>
      <Card space="6">
        <form
          noValidate
          onSubmit={(event) => {
            void sendCode(event);
          }}
          aria-labelledby={titleId}
        >
          <Stack space="6">
            <Stack space="2">
              <Heading level={1} size="xl" id={titleId}>
                {words.title}
              </Heading>
              <Text tone="muted">{words.intro}</Text>
            </Stack>
            <ErrorSummary errors={summary} />
            <PhoneInput
              id={phoneId}
              ref={phoneInput}
              hint={words.hint}
              value={phone}
              error={phoneError}
              onChange={(formatted) => {
                setPhone(formatted);
              }}
            />
            <Button type="submit" size="lg" fullWidth loading={busy === 'send'}>
              {words.send}
            </Button>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
