'use client';
import { clsx } from 'clsx';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type SyntheticEvent,
} from 'react';
import { durations } from '../../../tokens/primitives';
import { trackEvent } from '../../helpers/analytics/tracker';
import {
  sendAppLink as sendAppLinkRequest,
  type SendAppLinkOptions,
  type SendAppLinkResult,
} from '../../helpers/api/sendAppLink';
import { Button } from '../Button/Button';
import { checkUsNumber } from '../../helpers/phone/phone';
import { PhoneInput } from '../PhoneInput/PhoneInput';
import type { AppLinks } from '../../helpers/profile/profile';
import { NeedsScript } from '../NeedsScript/NeedsScript';
import * as styles from './TextMeTheAppForm.css';
import { Heading } from '../Heading/Heading';
import { useMessages } from '../LocaleProvider/LocaleProvider';
import { phoneStrings } from '../../helpers/locale/messages/en-US/phone';
import { textMeStrings } from '../../helpers/locale/messages/en-US/textMe';
import { placeholders, withElements } from '../../helpers/locale/richText';
import { useSettings } from '../BeemProvider/context';

const strings = { ...phoneStrings, ...textMeStrings };

/**
 * The form's states, in order: `idle`, `sending` while the request runs, then `success` or
 * `error` until the status message clears and it is `idle` again.
 */
export const formStates = ['idle', 'sending', 'success', 'error'] as const;
/** One of `formStates`: where the form is in sending the text. */
export type FormState = (typeof formStates)[number];

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the `<form>`. */
export interface TextMeTheAppFormProps extends Omit<
  ComponentPropsWithRef<'form'>,
  'title' | 'children' | 'onSubmit'
> {
  /**
   * The form's heading; the catalogue's in the reader's language when left out.
   * @default Get the app by text
   */
  title?: string;
  /**
   * The app's links: the text carries the install link, and the stores are offered when texting
   * cannot work.
   */
  appLinks: AppLinks;
  /**
   * The request; a story or a test gives a stand-in.
   * @default sendAppLink
   */
  send?: (options: SendAppLinkOptions) => Promise<SendAppLinkResult>;
  /** Passed to the request: a store deep link, the API base or a shorter timeout. */
  requestOptions?: Partial<Omit<SendAppLinkOptions, 'phone'>>;
  // 5000 ms by default: the status-message duration every success or error message shares.
  /**
   * How long a success or error message stays before the form is ready again, in ms.
   * @default 5000
   */
  statusDuration?: number;
}

/**
 * "Text me the app": idle → sending → success or error. One request
 * per submission however often it is clicked or Enter is pressed; the outcome is announced and
 * clears after the status-message time. A full number entered is reported to the tracker its
 * `BeemProvider` gives, as `phone_entry`. Every string it writes comes from the locale's catalogue:
 * a failed request shows `textMe.failure` whatever the reason, never the server's own text.
 */
export function TextMeTheAppForm({
  title,
  appLinks,
  send = sendAppLinkRequest,
  requestOptions,
  statusDuration = durations.statusMessage,
  className,
  ...props
}: TextMeTheAppFormProps) {
  const t = useMessages(strings);
  const settings = useSettings();
  const titleId = useId();
  const [phone, setPhone] = useState('');
  const [state, setState] = useState<FormState>('idle');
  // The outcome and the field's problem are kept as what to write, not its words, so that the
  // words follow the locale when it changes.
  const [outcome, setOutcome] = useState<'textMe.success' | 'textMe.failure' | undefined>();
  const [invalid, setInvalid] = useState(false);
  // A ref, not state: a second submit in the same tick must see the first one at once.
  const inFlight = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state !== 'success' && state !== 'error') return;
    const timer = window.setTimeout(() => {
      setState('idle');
      setOutcome(undefined);
    }, statusDuration);
    return () => {
      window.clearTimeout(timer);
    };
  }, [state, statusDuration]);

  const numberCheck = checkUsNumber(phone, t);
  const fieldError = invalid && !numberCheck.ok ? numberCheck.message : undefined;

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const check = checkUsNumber(phone, t);
    if (!check.ok) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    inFlight.current = true;
    setInvalid(false);
    setOutcome(undefined);
    setState('sending');
    const result = await send({
      beemUrl: appLinks.install,
      apiBase: settings.apiGateway,
      ...requestOptions,
      phone,
    });
    inFlight.current = false;
    setState(result.ok ? 'success' : 'error');
    setOutcome(result.ok ? 'textMe.success' : 'textMe.failure');
  };

  const tone = state === 'success' ? 'success' : state === 'error' ? 'error' : 'none';
  return (
    <form
      aria-labelledby={titleId}
      {...props}
      className={clsx(styles.form, className)}
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <Heading level={2} size="xl" id={titleId}>
        {title ?? t('textMe.title')}
      </Heading>
      <PhoneInput
        ref={input}
        value={phone}
        onChange={(value) => {
          setPhone(value);
          if (invalid && checkUsNumber(value, t).ok) setInvalid(false);
        }}
        onEntry={() => {
          // That a full number was entered, and nothing more: never the number.
          trackEvent('phone_entry', { label: 'text_me_the_app' }, settings.tracker);
        }}
        hint={t('textMe.hint')}
        error={fieldError}
      />
      <Button type="submit" loading={state === 'sending'}>
        {t('textMe.submit')}
      </Button>
      {/* Always in the page, so that screen readers hear each new message. */}
      <p role="status" className={styles.status({ tone })}>
        {outcome && t(outcome)}
      </p>
      <NeedsScript>
        {withElements(t('textMe.unavailable', placeholders('appStore', 'googlePlay')), {
          appStore: <a href={appLinks.ios}>App Store</a>,
          googlePlay: <a href={appLinks.android}>Google Play</a>,
        })}
      </NeedsScript>
    </form>
  );
}
