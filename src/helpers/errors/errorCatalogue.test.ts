import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE, messageOf, resolveError, verifyPathFor } from './errorCatalogue';

const home = { pathname: '/pricing/plus', search: '?ref=menu' };

describe('resolveError: session expiry first, then generic failures, then the message', () => {
  it.each([
    'jwt expired',
    'Not a valid JWT token',
    'Invalid access token',
    'Authentication failed',
  ])('"%s" replace-navigates to /auth/verify with the current path as returnUrl', (marker) => {
    expect(resolveError(`Request failed: ${marker}.`, home)).toEqual({
      kind: 'redirect',
      to: '/auth/verify?returnUrl=%2Fpricing%2Fplus%3Fref%3Dmenu',
    });
  });

  it('uses /d/auth/verify when the current path contains /d/', () => {
    expect(resolveError('jwt expired', { pathname: '/d/account', search: '' })).toEqual({
      kind: 'redirect',
      to: '/d/auth/verify?returnUrl=%2Fd%2Faccount',
    });
  });

  it('gives session expiry precedence: "Authentication failed" also contains "authentication"', () => {
    expect(resolveError('Authentication failed', home).kind).toBe('redirect');
    expect(resolveError('authentication required', home)).toEqual({
      kind: 'message',
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it.each([
    'Bad Gateway',
    'Request TIMEOUT',
    'authentication required',
    'HTTP 504',
    'Context creation failed',
  ])('"%s" becomes the generic message', (message) => {
    expect(resolveError(message, home)).toEqual({
      kind: 'message',
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it('shows any other message as given', () => {
    expect(resolveError('Card declined', home)).toEqual({
      kind: 'message',
      message: 'Card declined',
    });
    expect(resolveError('<img src=x onerror=alert(1)>', home)).toEqual({
      kind: 'message',
      message: '<img src=x onerror=alert(1)>',
    });
  });
});

describe('verifyPathFor', () => {
  it('encodes the return path so it stays one parameter', () => {
    expect(verifyPathFor({ pathname: '/a b', search: '?x=1&y=2' })).toBe(
      '/auth/verify?returnUrl=%2Fa%20b%3Fx%3D1%26y%3D2',
    );
  });
});

describe('messageOf', () => {
  it.each([
    [new Error('boom'), 'boom'],
    ['plain', 'plain'],
    [{ message: 'from an object' }, 'from an object'],
    [42, GENERIC_ERROR_MESSAGE],
    [null, GENERIC_ERROR_MESSAGE],
  ])('%o → %s', (error, message) => {
    expect(messageOf(error)).toBe(message);
  });
});
