'use client';
import { clsx } from 'clsx';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type SyntheticEvent,
} from 'react';
import { config } from '../../helpers/config/config';
import { useSettings } from '../BeemProvider/context';
import {
  authClient as defaultClient,
  createAuthClient,
  type AuthClient,
  type AuthMode,
} from '../../helpers/auth/authClient';
import { safeReturnUrl } from '../../helpers/auth/returnUrl';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { OtpInput } from '../OtpInput/OtpInput';
import { checkUsNumber } from '../../helpers/phone/phone';
import { PhoneInput } from '../PhoneInput/PhoneInput';
import { Text } from '../Text/Text';
import { deviceId, writeStored } from '../../helpers/storage/storage';
import * as styles from './VerifyFlow.css';
import { useMessages } from '../LocaleProvider/LocaleProvider';
import { authStrings } from '../../helpers/locale/messages/en-US/auth';
import { phoneStrings } from '../../helpers/locale/messages/en-US/phone';
import { verifyStrings } from '../../helpers/locale/messages/en-US/verify';

const strings = { ...authStrings, ...phoneStrings, ...verifyStrings };
type FailureKey = keyof typeof authStrings;

/** The flow's steps, in order: the phone number, the code texted to it, then verified. */
export const verifySteps = ['phone', 'code', 'verified'] as const;
/** One of `verifySteps`: where the visitor is in the flow. */
export type VerifyStep = (typeof verifySteps)[number];

const titles = {
  signin: 'verify.titleSignin',
  signup: 'verify.titleSignup',
} as const satisfies Record<AuthMode, keyof typeof strings>;

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the flow's `<section>`. */
export interface VerifyFlowProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** @default signin */
  mode?: AuthMode;
  /** The `returnUrl` query parameter, as received: it is made safe before use. */
  returnUrl?: string | null;
  /**
   * Where paths are resolved.
   * @default the page's origin
   */
  origin?: string;
  /**
   * Leaves for the return path once verified.
   * @default a full page load
   */
  navigate?: (path: string) => void;
  /**
   * What sends and checks the code: a client from `createAuthClient` (another gateway, a timeout),
   * or an app's own `AuthClient`.
   * @default a client for the `BeemProvider`'s API gateway
   */
  client?: AuthClient;
  /**
   * Where the signed-in `token` and `device-id` are kept.
   * @default localStorage
   */
  storage?: Storage | null;
  /**
   * How many digits the texted code has: the number of boxes to fill.
   * @default 4
   */
  codeLength?: number;
}

/**
 * The web app's sign-in verification: phone → one-time code → back to the page
 * the visitor came from, which must be a path on this site.
 */
export function VerifyFlow({
  mode = 'signin',
  returnUrl,
  origin,
  navigate = (path) => {
    window.location.assign(path);
  },
  client: givenClient,
  storage,
  codeLength = 4,
  className,
  ...section
}: VerifyFlowProps) {
  const { apiGateway } = useSettings();
  // The tree's API gateway (BeemProvider), or the process's client when the tree gives none.
  const treeClient = useMemo(
    () =>
      apiGateway === config.apiGateway ? defaultClient : createAuthClient({ apiBase: apiGateway }),
    [apiGateway],
  );
  const client = givenClient ?? treeClient;
  const [step, setStep] = useState<VerifyStep>('phone');
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  // What went wrong, kept as the message to write rather than its words, so that the words
  // follow the locale when it changes. `phone` is the number check's message for the number typed.
  const [failure, setFailure] = useState<'phone' | FailureKey | undefined>();
  const [resent, setResent] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const titleId = useId();
  const t = useMessages(strings);
  const phoneField = useRef<HTMLInputElement>(null);
  // "Wrong number?" removes the button that had focus: focus goes to the number to correct,
  // not back to the top of the page.
  const correcting = useRef(false);
  useEffect(() => {
    if (step === 'phone' && correcting.current) {
      correcting.current = false;
      phoneField.current?.focus();
    }
  }, [step]);

  const check = checkUsNumber(phone, t);
  const error =
    failure === 'phone' ? (check.ok ? undefined : check.message) : failure && t(failure);

  const sendCode = async (): Promise<boolean> => {
    setBusy(true);
    setFailure(undefined);
    const result = await client.sendCode({ phone, mode });
    setBusy(false);
    // The visitor reads the catalogue's message for a failure, never the client's own text.
    if (!result.ok) setFailure('auth.sendFailed');
    return result.ok;
  };

  const submitPhone = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!check.ok) {
      setFailure('phone');
      return;
    }
    setResent(false);
    if (await sendCode()) setStep('code');
  };

  const verify = async (code: string) => {
    setBusy(true);
    setFailure(undefined);
    setResent(false);
    const id = deviceId(storage);
    const result = await client.verifyCode({ phone, code, deviceId: id });
    setBusy(false);
    if (!result.ok) {
      setFailure(result.reason === 'wrong-code' ? 'auth.wrongCode' : 'auth.verifyFailed');
      // A fresh set of empty boxes for the next try.
      setAttempt((count) => count + 1);
      return;
    }
    writeStored('token', result.token, storage);
    setStep('verified');
    // Read when leaving, not at render: the page is also prerendered where there is no window.
    navigate(safeReturnUrl(returnUrl, origin ?? window.location.origin));
  };

  return (
    <section aria-labelledby={titleId} {...section} className={clsx(styles.flow, className)}>
      <Heading level={1} size="xxl" id={titleId}>
        {t(titles[mode])}
      </Heading>
      {step === 'phone' && (
        <form
          className={styles.flow}
          noValidate
          onSubmit={(event) => {
            void submitPhone(event);
          }}
        >
          <Text tone="muted">{t('verify.intro')}</Text>
          <PhoneInput ref={phoneField} value={phone} onChange={setPhone} error={error} />
          <Button type="submit" loading={busy}>
            {t('verify.sendCode')}
          </Button>
        </form>
      )}
      {step === 'code' && (
        <>
          <Text tone="muted">{t('verify.enterCode', { length: codeLength, phone })}</Text>
          <OtpInput
            key={attempt}
            length={codeLength}
            focusOnMount
            disabled={busy}
            error={error}
            onComplete={(code) => {
              void verify(code);
            }}
          />
          <div className={styles.links}>
            <Button
              variant="link"
              disabled={busy}
              onClick={() => {
                void sendCode().then((sent) => {
                  if (sent) setResent(true);
                });
              }}
            >
              {t('verify.resend')}
            </Button>
            <Button
              variant="link"
              onClick={() => {
                setFailure(undefined);
                setResent(false);
                correcting.current = true;
                setStep('phone');
              }}
            >
              {t('verify.wrongNumber')}
            </Button>
          </div>
        </>
      )}
      <Text role="status" size="sm" weight="semibold" tone="muted">
        {step === 'verified' ? t('verify.verified') : resent ? t('verify.resent', { phone }) : ''}
      </Text>
    </section>
  );
}
