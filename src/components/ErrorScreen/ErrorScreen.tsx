'use client';
import { useSettings } from '../BeemProvider/context';
import { Button } from '../Button/Button';
import { StatusScreen, type StatusScreenProps } from '../StatusScreen/StatusScreen';
import { useMessages } from '../../helpers/locale/context';
import { errorScreenStrings } from '../../helpers/locale/messages/en-US/errorScreen';

/** The generic error screen's wording in en-US, when a page gives none of its own. */
export const errorScreenDefaults = {
  title: errorScreenStrings['errorScreen.title'],
  message: errorScreenStrings['errorScreen.message'],
};

/** The two ways out of an error screen, behind a port so stories and tests can observe them. */
export interface ExitNavigation {
  /** Whether there is a page to go back to in this tab's history; when not, Go Back goes home. */
  canGoBack: () => boolean;
  /** Goes back one page in this tab's history. */
  back: () => void;
  /** Leaves for the address given: the website home. */
  goTo: (url: string) => void;
}

export const browserNavigation: ExitNavigation = {
  canGoBack: () => {
    // The Navigation API knows whether "back" stays in this tab's history; `history.length`
    // is the fallback where it is missing (a first page in a tab has length 1).
    const navigation = (window as { navigation?: { canGoBack?: boolean } }).navigation;
    return navigation?.canGoBack ?? window.history.length > 1;
  },
  back: () => {
    window.history.back();
  },
  goTo: (url) => {
    window.location.assign(url);
  },
};

/**
 * Whatever else StatusScreen takes (`className`, `style`, `ref`, `data-*`, `aria-*`) goes on to
 * it, and so to the screen's root.
 */
export interface ErrorScreenProps extends Omit<
  StatusScreenProps,
  'tone' | 'title' | 'children' | 'action' | 'headingLevel'
> {
  /**
   * The title; the catalogue's in the reader's language when left out.
   * @default Oops!
   */
  title?: string;
  /**
   * Shown as text, never as HTML: API messages land here. The catalogue's, in the reader's language, when left out.
   * @default We are facing some technical issues
   */
  message?: string;
  /**
   * Go Back leads to the website home instead of the previous page.
   * @default false
   */
  redirectToHome?: boolean;
  /**
   * The website home.
   * @default the marketing site's root
   */
  homeUrl?: string;
  /**
   * How Go Back leaves: back in this tab's history, or to the website home when there is none.
   * @default the browser's history
   */
  navigation?: ExitNavigation;
  /**
   * The title is the page's heading unless the screen sits under another one.
   * @default 1
   */
  headingLevel?: 1 | 2;
}

/**
 * The generic error screen: a title, a message, and Go Back, which returns to the previous page,
 * or to the website home when there is none.
 */
export function ErrorScreen({
  title,
  message,
  redirectToHome = false,
  homeUrl: givenHomeUrl,
  navigation = browserNavigation,
  headingLevel,
  ...screen
}: ErrorScreenProps) {
  const settings = useSettings();
  const homeUrl = givenHomeUrl ?? `${settings.siteUrl}/`;
  const t = useMessages(errorScreenStrings);
  const goBack = () => {
    // With nowhere to go back to, home is the only sensible "back".
    if (redirectToHome || !navigation.canGoBack()) navigation.goTo(homeUrl);
    else navigation.back();
  };
  return (
    <StatusScreen
      {...screen}
      tone="critical"
      title={title ?? t('errorScreen.title')}
      headingLevel={headingLevel}
      action={<Button onClick={goBack}>{t('errorScreen.back')}</Button>}
    >
      {message ?? t('errorScreen.message')}
    </StatusScreen>
  );
}
