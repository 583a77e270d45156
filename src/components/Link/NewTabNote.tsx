'use client';
/**
 * "(opens in a new tab)", in the nearest `LocaleProvider`'s words, for screen readers. Its own
 * client module so that `Link` itself stays a Server Component: reading the locale needs a context,
 * which only the browser's React has.
 */
import { useMessages } from '../../helpers/locale/context';
import { linkStrings } from '../../helpers/locale/messages/en-US/link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export function NewTabNote() {
  const t = useMessages(linkStrings);
  return <VisuallyHidden>{` ${t('link.newTab')}`}</VisuallyHidden>;
}
