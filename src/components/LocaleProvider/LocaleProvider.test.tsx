import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  argumentsOf,
  catalogueLocales,
  compiledFiles,
  readCatalogue,
  sourceLocale,
} from '../../../scripts/compile-messages.mjs';
import { readFileSync } from 'node:fs';
import { enUS } from '../../helpers/locale/messages/en-US';
import { esUS } from '../../helpers/locale/messages/es-US';
import { Dialog } from '../Dialog/Dialog';
import { sampleAppHref, sampleDrawerLinks, sampleMenus } from '../Header/fixtures';
import { Header } from '../Header/Header';
import { Loader } from '../Loader/Loader';
import { OtpInput } from '../OtpInput/OtpInput';
import { Pagination } from '../Pagination/Pagination';
import { PhoneInput } from '../PhoneInput/PhoneInput';
import { ScrollStrip } from '../ScrollStrip/ScrollStrip';
import { sampleTestimonials } from '../TestimonialCarousel/fixtures';
import { TestimonialCard } from '../TestimonialCarousel/TestimonialCarousel';
import { ToastItem, ToastProvider } from '../Toast/Toast';
import { glossary } from '../../helpers/locale/glossary';
import { LocaleProvider } from './LocaleProvider';

describe('the message catalogues', () => {
  it('are compiled from their JSON as checked in (run `npm run messages` after editing one)', async () => {
    for (const [path, text] of Object.entries(await compiledFiles())) {
      expect(readFileSync(path, 'utf8'), path).toBe(text);
    }
  });

  it.each(catalogueLocales.filter((locale) => locale !== sourceLocale))(
    '%s has every key en-US has, and no other',
    (locale) => {
      const source = Object.keys(readCatalogue(sourceLocale)).sort();
      expect(Object.keys(readCatalogue(locale)).sort()).toEqual(source);
    },
  );

  it.each(catalogueLocales.filter((locale) => locale !== sourceLocale))(
    '%s keeps every argument of each en-US message, and adds none',
    (locale) => {
      const source = readCatalogue(sourceLocale);
      const translated = readCatalogue(locale);
      for (const [key, message] of Object.entries(source)) {
        expect(argumentsOf(translated[key] ?? ''), key).toEqual(argumentsOf(message));
      }
    },
  );
});

/** Every component that writes strings of its own, with only content that is not English. */
const ownStrings: Record<string, ReactNode> = {
  Header: (
    <Header
      menus={sampleMenus}
      drawerLinks={sampleDrawerLinks}
      appHref={sampleAppHref}
      announcement={{ message: 'Aviso de prueba.' }}
    />
  ),
  Dialog: (
    <Dialog open title="Título" onOpenChange={() => undefined}>
      Texto.
    </Dialog>
  ),
  Loader: <Loader />,
  OtpInput: <OtpInput />,
  PhoneInput: <PhoneInput value="" onChange={() => undefined} />,
  Pagination: <Pagination page={2} pageCount={3} href={(page) => `/p/${page}`} />,
  ScrollStrip: (
    <ScrollStrip title="Tira">
      <p>Uno</p>
      <p>Dos</p>
    </ScrollStrip>
  ),
  TestimonialCard: sampleTestimonials[0] && (
    <TestimonialCard testimonial={{ ...sampleTestimonials[0], name: 'Ana' }} />
  ),
  Toast: (
    <ToastProvider>
      <ToastItem id={1} kind="info" message="Listo." duration={5000} onDismiss={() => undefined} />
    </ToastProvider>
  ),
};

/** The en-US strings a Spanish page must not show: those es-US writes differently. */
const englishOnly = (Object.keys(enUS) as (keyof typeof enUS)[])
  .map((key) => ({ key, en: enUS[key], es: esUS[key] }))
  .filter(({ en, es }) => typeof en === 'string' && en !== es)
  .map(({ key, en }) => ({ key, en: en as string }));

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

describe('with the locale es-US', () => {
  it.each(Object.entries(ownStrings))('%s writes none of its own strings in English', (_, node) => {
    const spanish = renderToStaticMarkup(
      <LocaleProvider locale="es-US" messages={esUS}>
        {node}
      </LocaleProvider>,
    );
    const english = renderToStaticMarkup(node);
    const shown = englishOnly.filter(({ en }) => english.includes(escapeHtml(en)));
    // The component writes some of the library's strings, or this check would prove nothing.
    expect(shown.length).toBeGreaterThan(0);
    for (const { key, en } of shown) {
      expect(spanish, `${key}: "${en}"`).not.toContain(escapeHtml(en));
      const es = esUS[key];
      if (typeof es === 'string') expect(spanish).toContain(escapeHtml(es));
    }
  });
});

describe('the es-US catalogue', () => {
  it('uses the glossary’s words, not the ones it lists to avoid', () => {
    const messages = Object.entries(readCatalogue('es-US'));
    for (const entry of glossary) {
      for (const word of entry.avoid) {
        const pattern = new RegExp(
          `(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
          'iu',
        );
        const uses = messages.filter(([, text]) => pattern.test(text)).map(([key]) => key);
        expect(uses, `"${word}": write "${entry.es}" instead`).toEqual([]);
      }
    }
  });
});
