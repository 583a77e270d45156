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

function phoneMessage(issue: PhoneIssue, locale: BeemLocale): string | undefined {
  if (!issue) return undefined;
  if (issue.kind === 'empty') return 'Enter your mobile number';
  if (issue.kind === 'unsent')
    return "We couldn't send a code to that number. Check it and try again.";
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
  const [codeError, setCodeError] = useState<string>();
  // Only a submit the form itself refused is summarised: after a wrong code, focus belongs in
  // the emptied boxes, not on a summary that would take it.
  const [summarised, setSummarised] = useState(false);
  const [notice, setNotice] = useState('');
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
      setCodeError(undefined);
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
      setCodeError(`Enter the ${codeLength}-digit code we texted you`);
      setSummarised(true);
      return;
    }
    setBusy('verify');
    try {
      if (await onVerify(e164, code)) {
        setStep('done');
        return;
      }
      setCodeError("That code didn't work. Check the text we sent and try again.");
      setSummarised(false);
      // Cleared and focused in one go, as OtpInput expects: typing starts again in the first box.
      setCode('');
      codeInput.current?.focus();
    } catch {
      setCodeError("We couldn't check your code just now. Try again.");
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
      setNotice(`We sent a new code to ${phone}.`);
    } catch {
      setNotice("We couldn't send a new code. Try again in a minute.");
    } finally {
      setBusy(null);
    }
  };

  const changeNumber = () => {
    returning.current = true;
    setCodeError(undefined);
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
            {"You're signed in"}
          </Heading>
          <Text tone="muted">Your number {phone} is confirmed on this device.</Text>
          <Button href={continueHref} size="lg" fullWidth>
            Go to your account
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
                  Check your phone
                </Heading>
                <Text tone="muted">
                  We texted a {codeLength}-digit code to {phone}.
                </Text>
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
                  Verify
                </Button>
                <Inline space="4">
                  <Button
                    variant="link"
                    loading={busy === 'resend'}
                    onClick={() => {
                      void resend();
                    }}
                  >
                    Resend code
                  </Button>
                  <Button variant="link" onClick={changeNumber}>
                    Use a different number
                  </Button>
                </Inline>
                {/* Always in the page, so what is put in it is announced. */}
                <Text role="status" size="sm">
                  {notice}
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
                Sign in to Beem
              </Heading>
              <Text tone="muted">
                {"We'll text a code to your mobile number to check it's you."}
              </Text>
            </Stack>
            <ErrorSummary errors={summary} />
            <PhoneInput
              id={phoneId}
              ref={phoneInput}
              hint="The US number on your Beem account."
              value={phone}
              error={phoneError}
              onChange={(formatted) => {
                setPhone(formatted);
              }}
            />
            <Button type="submit" size="lg" fullWidth loading={busy === 'send'}>
              Send code
            </Button>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
