/**
 * The error catalogue: how an error message turns into what the visitor sees or where they go. An
 * expired session sends them to sign in again; a gateway, timeout or authentication failure shows
 * one generic message; any other message is shown as written.
 */
import { errorStrings } from '../locale/messages/en-US/error';
import type { MessageKey } from '../locale/messages/keys';
import { createTranslate, type Translate } from '../locale/translate';

/** Matched as written, case included (unlike the generic markers below). */
export const SESSION_EXPIRY_MARKERS = [
  'jwt expired',
  'Not a valid JWT token',
  'Invalid access token',
  'Authentication failed',
] as const;

/** Matched case-insensitively. */
export const GENERIC_MARKERS = [
  'gateway',
  'timeout',
  'authentication',
  '504',
  'context creation',
] as const;

/** The generic message in en-US; `resolveError` writes it in the locale of the `t` it is given. */
export const GENERIC_ERROR_MESSAGE = errorStrings['error.generic'];

/** The keys of the error catalogue's messages. */
export type ErrorKey = Extract<MessageKey, `error.${string}`>;

const translateError = createTranslate('en-US', errorStrings);

/** What an error leads to: a redirect to the verify page (`to`), or a message to show as text. */
export type ErrorOutcome = { kind: 'redirect'; to: string } | { kind: 'message'; message: string };

/** Where the visitor is: the address the verify page sends them back to once signed in again. */
export interface CurrentLocation {
  /**
   * The page's path. One with `/d/` in it leads to `/d/auth/verify`, any other to `/auth/verify`.
   */
  pathname: string;
  /**
   * The query string, with its `?`, kept in the address they come back to.
   * @default ''
   */
  search?: string;
}

/** The verify page for this area of the site, carrying where the visitor was as `returnUrl`. */
export function verifyPathFor({ pathname, search = '' }: CurrentLocation): string {
  const base = pathname.includes('/d/') ? '/d/auth/verify' : '/auth/verify';
  return `${base}?returnUrl=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * Precedence: session expiry first. "Authentication failed" matches both rules, and sending the
 * visitor to sign in again is the one outcome that lets them carry on.
 */
export function resolveError(
  message: string,
  location: CurrentLocation,
  t: Translate<ErrorKey> = translateError,
): ErrorOutcome {
  if (SESSION_EXPIRY_MARKERS.some((marker) => message.includes(marker))) {
    return { kind: 'redirect', to: verifyPathFor(location) };
  }
  const lower = message.toLowerCase();
  if (GENERIC_MARKERS.some((marker) => lower.includes(marker))) {
    return { kind: 'message', message: t('error.generic') };
  }
  return { kind: 'message', message };
}

/** Anything thrown, as a message string; the generic one, in the locale of `t`, for anything else. */
export function messageOf(error: unknown, t: Translate<ErrorKey> = translateError): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string') return message;
  }
  return t('error.generic');
}
