import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  checkUsNumber,
  createTranslate,
  enUS,
  esUSNamespaces,
  OtpInput,
  PhoneInput,
  VerifyFlow,
  type Catalogue,
  type MessageKey,
} from '@beem/design-system';
import { enUSMarketing } from '@beem/design-system/marketing';
import type { ReactNode } from 'react';
import { readCatalogue } from '../../scripts/compile-messages.mjs';
import { englishLeft, namespacesOf } from '../../scripts/locale-checks.mjs';
import { spanishMessages } from '../content/es-US/messages';
import { inSpanishWith } from './inSpanishWith';
import VerifyIsland from './verify';
import VerifyEsIsland, { verifyEsMessages } from './verifyEs';

/** The Spanish islands given only some es-US namespaces, each with the module that does it. */
const partialIslands: [string, Partial<Catalogue>][] = [
  ['site/islands/verifyEs.tsx', verifyEsMessages],
];

/** Every en-US message: the main entry's catalogue and the marketing entry's. */
const englishMessages = { ...enUS, ...enUSMarketing };

/** What the Spanish rendering of a node still says in English, next to its English rendering. */
const englishIn = (spanish: ReactNode, english: ReactNode) =>
  englishLeft({
    englishHtml: renderToStaticMarkup(english),
    spanishHtml: renderToStaticMarkup(spanish),
    enUS: englishMessages,
    esUS: spanishMessages,
  });

describe.each(partialIslands)('%s', (module, messages) => {
  it('has every namespace its components import, at any step', () => {
    const namespaces = [...namespacesOf(module).keys()];
    expect(namespaces.length).toBeGreaterThan(0);
    for (const namespace of namespaces) {
      const whole: Partial<Catalogue> = esUSNamespaces[namespace as keyof typeof esUSNamespaces];
      for (const [key, message] of Object.entries(whole)) {
        expect(messages[key as MessageKey], `${key} (${namespace})`).toBe(message);
      }
    }
  });

  it('has only es-US’s own messages', () => {
    for (const [key, message] of Object.entries(messages)) {
      expect(message, key).toBe(spanishMessages[key as keyof typeof spanishMessages]);
    }
  });
});

// The header, the text-me form and the customer stories are the marketing entry's, whose strings
// the main entry's `esUS` leaves out: the whole-catalogue islands (inSpanish) need both.
it('gives the whole-catalogue islands every es-US message, the marketing entry’s too', () => {
  expect(Object.keys(spanishMessages).sort()).toEqual(Object.keys(readCatalogue('es-US')).sort());
});

describe('the Spanish sign-in island', () => {
  const t = createTranslate('es-US', verifyEsMessages);
  const InSpanish = inSpanishWith(
    ({ children }: { children: ReactNode }) => children,
    verifyEsMessages,
  );

  it('prerenders the phone step in Spanish', () => {
    const { checked, problems } = englishIn(<VerifyEsIsland />, <VerifyIsland />);
    expect(checked).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('writes the sign-up title in Spanish', () => {
    const { problems } = englishIn(
      <InSpanish>
        <VerifyFlow mode="signup" />
      </InSpanish>,
      <VerifyFlow mode="signup" />,
    );
    expect(problems).toEqual([]);
  });

  // The steps after the phone one are reached by typing, which a render without a page cannot
  // do: their parts are rendered as the flow renders them, under the island's messages.
  it('writes a number’s error in Spanish', () => {
    const check = checkUsNumber('555', t);
    expect(check.ok).toBe(false);
    const error = check.ok ? '' : check.message;
    const { problems } = englishIn(
      <InSpanish>
        <PhoneInput value="555" onChange={() => undefined} error={error} />
      </InSpanish>,
      <PhoneInput value="555" onChange={() => undefined} error={error} />,
    );
    expect(problems).toEqual([]);
  });

  it.each(['auth.wrongCode', 'auth.verifyFailed', 'auth.sendFailed'] as const)(
    'writes the code step with %s in Spanish',
    (failure) => {
      const code = (
        <OtpInput length={4} focusOnMount error={t(failure)} onComplete={() => undefined} />
      );
      const { checked, problems } = englishIn(<InSpanish>{code}</InSpanish>, code);
      expect(checked).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    },
  );
});
