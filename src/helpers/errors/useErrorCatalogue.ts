'use client';
import { useCallback } from 'react';
import { useMessages } from '../locale/context';
import { errorStrings } from '../locale/messages/en-US/error';
import { messageOf, resolveError, type CurrentLocation } from './errorCatalogue';

/** How `useErrorCatalogue` leaves for the verify page on a session expiry, and from where. */
export interface ErrorCatalogueOptions {
  /** A replace-navigation (no new history entry); the browser's by default. */
  replace?: (to: string) => void;
  /** Where the visitor is, for the address they come back to; the browser's by default. */
  location?: CurrentLocation;
}

/**
 * For pages: hand it any caught error. It replace-navigates to the verify page on a session
 * expiry and returns null, or returns the message to show (as text), the generic one in the
 * locale of the nearest `LocaleProvider`.
 */
export function useErrorCatalogue({ replace, location }: ErrorCatalogueOptions = {}) {
  const t = useMessages(errorStrings);
  return useCallback(
    (error: unknown): string | null => {
      const where = location ?? {
        pathname: window.location.pathname,
        search: window.location.search,
      };
      const outcome = resolveError(messageOf(error, t), where, t);
      if (outcome.kind === 'message') return outcome.message;
      (
        replace ??
        ((to: string) => {
          window.location.replace(to);
        })
      )(outcome.to);
      return null;
    },
    [replace, location, t],
  );
}
