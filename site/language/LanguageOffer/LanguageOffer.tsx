import { useId } from 'react';
import { Button, Inline, Stack, Text, type BeemLocale } from '@beem/design-system';
import * as styles from './LanguageOffer.css';

/**
 * The offer's words, in the language it offers: a visitor who chose Spanish reads the offer in
 * Spanish on an English page.
 */
const words: Record<BeemLocale, { lang: string; text: string; link: string; decline: string }> = {
  'es-US': {
    lang: 'es',
    text: 'Esta página también está en español.',
    link: 'Ver en español',
    decline: 'No, gracias',
  },
  'en-US': {
    lang: 'en',
    text: 'This page is also in English.',
    link: 'Read it in English',
    decline: 'No thanks',
  },
};

export interface LanguageOfferProps {
  /** The language offered. */
  locale: BeemLocale;
  /** This page in that language. */
  href: string;
  /** The language the page is in: turning the offer down keeps it. */
  pageLocale: BeemLocale;
}

/**
 * The same page in the language a visitor chose before, offered, never imposed. It is a manual
 * popover, closed until the page's script opens it for a visitor whose remembered choice is
 * `locale` (languageChoice.ts): nothing shows without scripts, where the header's link alone
 * switches. The platform closes it ("No thanks" is a `popovertarget` button), and opening it
 * does not move focus or the page. Built on the popover attribute rather than a dialog: the
 * offer must not trap focus or hide the page from a screen reader.
 */
export function LanguageOffer({ locale, href, pageLocale }: LanguageOfferProps) {
  const id = useId();
  const said = words[locale];
  return (
    <div
      id={id}
      popover="manual"
      role="region"
      aria-labelledby={`${id}-text`}
      lang={said.lang}
      data-language-offer={locale}
      className={styles.offer}
    >
      <Stack space="3">
        <Text id={`${id}-text`} weight="semibold">
          {said.text}
        </Text>
        <Inline space="3">
          <Button href={href} hrefLang={locale} lang={said.lang} size="sm">
            {said.link}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            popoverTarget={id}
            popoverTargetAction="hide"
            data-language-choice={pageLocale}
          >
            {said.decline}
          </Button>
        </Inline>
      </Stack>
    </div>
  );
}
