import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  argumentsOf,
  catalogueLocales,
  compiledFiles,
  marketingNamespaces,
  namespaceOf,
  readCatalogue,
  sourceLocale,
} from '../../../scripts/compile-messages.mjs';
import { englishLeft, namespacesOf } from '../../../scripts/locale-checks.mjs';
import { readFileSync } from 'node:fs';
import { enUS, enUSMarketing } from '../../helpers/locale/messages/en-US';
import { esUS, esUSMarketing } from '../../helpers/locale/messages/es-US';
import * as esUSNamespaces from '../../helpers/locale/messages/es-US/index';
import type { Catalogue } from '../../helpers/locale/messages/keys';
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
import { Alert } from '../Alert/Alert';
import { Article } from '../Article/Article';
import { CustomerStories } from '../CustomerStories/CustomerStories';
import { TextField } from '../TextField/TextField';
import { BlockedScreen } from '../BlockedScreen/BlockedScreen';
import { ErrorScreen } from '../ErrorScreen/ErrorScreen';
import { Faq } from '../Faq/Faq';
import { Footer } from '../Footer/Footer';
import { PreFooter } from '../PreFooter/PreFooter';
import { FeaturePage } from '../FeaturePage/FeaturePage';
import { Link } from '../Link/Link';
import { Skeleton, SkeletonGroup } from '../Skeleton/Skeleton';
import { PageLayout } from '../PageLayout/PageLayout';
import { CategoryNav, PostList } from '../PostList/PostList';
import { PlanCards, PlanComparison, PlanDetail } from '../Pricing/Pricing';
import type { ComparisonRow, Plan } from '../Pricing/plans';
import { SeoPreview } from '../Seo/SeoPreview';
import { ShareLinks } from '../ShareLinks/ShareLinks';
import { Textarea } from '../Textarea/Textarea';
import { TextMeTheAppForm } from '../TextMeTheAppForm/TextMeTheAppForm';
import { VerifyFlow } from '../VerifyFlow/VerifyFlow';

/**
 * A fixture with every word of its content replaced, so that only the component's own words
 * can be English. Addresses and identifiers stay.
 */
const asSpanishContent = <T,>(value: T): T =>
  JSON.parse(
    JSON.stringify(value, (key, entry: unknown) =>
      typeof entry === 'string' && !/^(href|url|src|id|network|event|kind|icon)$/.test(key)
        ? 'Texto'
        : entry,
    ),
  ) as T;

const appLinks = {
  install: 'https://example.com/app',
  ios: 'https://apps.apple.com/us/app/example/id0000000000',
  android: 'https://play.google.com/store/apps/details?id=com.example.app',
};
const plan: Plan = {
  id: 'basic',
  name: 'Básico',
  monthlyPrice: 2.79,
  summary: 'Para empezar.',
  highlights: ['Alertas'],
  href: '/planes/basico',
};
const rows: ComparisonRow[] = [
  { feature: 'Alertas', values: { lite: true, basic: true, plus: true, pro: true } },
  { feature: 'Asesoría', values: { lite: false, basic: false, plus: true, pro: true } },
];

/**
 * Each locale's every message: the main entry's catalogue and the marketing entry's, as a page
 * with both entries' components gives them. `satisfies` holds the two to every key together.
 */
const englishMessages = { ...enUS, ...enUSMarketing } satisfies Catalogue;
const spanishMessages = { ...esUS, ...esUSMarketing } satisfies Catalogue;

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
      menus={asSpanishContent(sampleMenus)}
      drawerLinks={asSpanishContent(sampleDrawerLinks)}
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
    <TestimonialCard testimonial={asSpanishContent(sampleTestimonials[0])} />
  ),
  Alert: (
    <Alert tone="caution" title="Atención" onDismiss={() => undefined}>
      Texto.
    </Alert>
  ),
  CustomerStories: sampleTestimonials[0] && (
    <CustomerStories
      title="Historias"
      lead="Texto."
      testimonials={[asSpanishContent({ ...sampleTestimonials[0], illustrative: true })]}
    />
  ),
  TextField: <TextField label="Nombre" optional />,
  Article: (
    <Article
      title="Título"
      author="Ana"
      date="2024-03-05"
      dateLabel="Last updated"
      readingMinutes={4}
      headings={[{ id: 'uno', text: 'Uno', depth: 2 }]}
      tree={['Texto.']}
    />
  ),
  BlockedScreen: <BlockedScreen onDone={() => undefined} supportEmail="ayuda@example.com" />,
  CategoryNav: <CategoryNav />,
  ErrorScreen: <ErrorScreen homeUrl="https://example.com/" />,
  Faq: <Faq items={[{ question: '¿Qué es?', answer: 'Una app.' }]} />,
  Footer: (
    <Footer
      sections={[
        { name: 'Producto', links: [{ name: 'Planes', href: '/planes', event: 'planes' }] },
      ]}
      disclosures={['Aviso de ejemplo.']}
      contact={{ email: 'ayuda@example.com' }}
      appLinks={appLinks}
      social={[{ network: 'facebook', url: 'https://www.facebook.com/example' }]}
      copyrightYear={2023}
    />
  ),
  PreFooter: <PreFooter appHref="https://example.com/app" />,
  Header_restricted: (
    <Header
      variant="restricted"
      menus={asSpanishContent(sampleMenus)}
      drawerLinks={asSpanishContent(sampleDrawerLinks)}
      appHref={sampleAppHref}
    />
  ),
  PageLayout: <PageLayout permitted={false}>Contenido.</PageLayout>,
  PlanCards: <PlanCards plans={[plan]} />,
  PlanComparison: <PlanComparison plans={[plan]} rows={rows} />,
  PlanDetail: <PlanDetail plan={plan} rows={rows} compareHref="/planes" />,
  PostList: (
    <PostList
      posts={[
        {
          slug: 'uno',
          href: '/blog/uno',
          title: 'Uno',
          description: 'Texto.',
          category: 'banking',
          date: '2024-03-05',
          author: 'Ana',
          image: { src: '/blog/uno.jpg', alt: '' },
          headings: [],
          readingMinutes: 4,
          links: [],
        },
      ]}
    />
  ),
  SeoPreview: (
    <SeoPreview
      site={{ name: 'Beem', title: 'Título', description: 'Descripción.', image: '/og.png' }}
      title="Título"
      description="Descripción."
      path="/"
    />
  ),
  ShareLinks: (
    <ShareLinks
      message="Mira Beem."
      social={[{ network: 'facebook', url: 'https://www.facebook.com/example' }]}
    />
  ),
  Textarea: <Textarea label="Nota" characterLimit={10} defaultValue="Hola" />,
  TextMeTheAppForm: <TextMeTheAppForm appLinks={appLinks} />,
  VerifyFlow: <VerifyFlow />,
  FeaturePage: (
    <FeaturePage
      content={{
        path: '/es/funcion',
        seo: { title: 'Función', description: 'Una función de ejemplo.' },
        eyebrow: 'Función',
        title: 'Una función',
        claim: 'Algo útil.',
        lead: 'Para estudiantes.',
        icon: 'deals',
        steps: [{ title: 'Paso', body: 'Hazlo.' }],
        benefits: [{ title: 'Ventaja', body: 'Es buena.' }],
        faq: [{ question: '¿Sí?', answer: 'Sí.' }],
      }}
      form={<p>Formulario</p>}
    />
  ),
  Link: (
    <Link href="https://example.com/" newTab>
      Ejemplo
    </Link>
  ),
  SkeletonGroup: (
    <SkeletonGroup>
      <Skeleton />
    </SkeletonGroup>
  ),
  Toast: (
    <ToastProvider>
      <ToastItem id={1} tone="info" message="Listo." duration={5000} onDismiss={() => undefined} />
    </ToastProvider>
  ),
};

/** The module each entry of `ownStrings` comes from, where it is not `<name>/<name>.tsx`. */
const modules: Record<string, string> = {
  TestimonialCard: 'TestimonialCarousel/TestimonialCarousel',
  CategoryNav: 'PostList/PostList',
  Header_restricted: 'Header/Header',
  PlanCards: 'Pricing/Pricing',
  PlanComparison: 'Pricing/Pricing',
  PlanDetail: 'Pricing/Pricing',
  SeoPreview: 'Seo/SeoPreview',
  SkeletonGroup: 'Skeleton/Skeleton',
};
const moduleOf = (name: string) => `src/components/${modules[name] ?? `${name}/${name}`}.tsx`;

/** The keys of some messages that are in one of the marketing namespaces. */
const marketingKeysOf = (messages: object) =>
  Object.keys(messages).filter((key) => marketingNamespaces.includes(namespaceOf(key)));

/**
 * One es-US namespace: an app namespace from `esUSNamespaces`, as an app takes it, and a
 * marketing one from `esUSMarketing`, which has no module by name.
 */
const esUSNamespace = (namespace: string): Partial<Catalogue> | undefined =>
  (esUSNamespaces as Record<string, Partial<Catalogue> | undefined>)[namespace] ??
  (marketingNamespaces.includes(namespace)
    ? Object.fromEntries(
        Object.entries(esUSMarketing).filter(([key]) => namespaceOf(key) === namespace),
      )
    : undefined);

/** Some of the es-US namespaces, put together as an app would. */
const esUSOf = (namespaces: Iterable<string>): Partial<Catalogue> =>
  Object.assign(
    {},
    ...[...namespaces].map((namespace) => {
      const messages = esUSNamespace(namespace);
      if (!messages) throw new Error(`es-US has no namespace "${namespace}".`);
      return messages;
    }),
  ) as Partial<Catalogue>;

/** Renders a node under es-US and expects none of its own words in English. */
function expectSpanish(node: ReactNode, messages: Partial<Catalogue>) {
  const { checked, problems } = englishLeft({
    englishHtml: renderToStaticMarkup(node),
    spanishHtml: renderToStaticMarkup(
      <LocaleProvider locale="es-US" messages={messages}>
        {node}
      </LocaleProvider>,
    ),
    enUS: englishMessages,
    esUS: spanishMessages,
  });
  // The component writes words of its own in en-US, or this check would prove nothing.
  expect(checked).toBeGreaterThan(0);
  expect(problems).toEqual([]);
}

describe('with the locale es-US', () => {
  it.each(Object.entries(ownStrings))('%s writes none of its own strings in English', (_, node) => {
    expectSpanish(node, spanishMessages);
  });

  // What an app that provides only a screen's namespaces relies on: the namespaces a component's
  // modules import are all it writes (scripts/locale-checks.mjs reads them from the source).
  it.each(Object.entries(ownStrings))(
    '%s writes only Spanish with just the namespaces its modules import',
    (name, node) => {
      expectSpanish(node, esUSOf(namespacesOf(moduleOf(name)).keys()));
    },
  );
});

describe('the main entry’s and the marketing entry’s catalogues', () => {
  // The main entry is the design system any Beem app uses: an app's catalogue carries none of
  // the marketing components' strings, which the marketing entry gives (`<locale>Marketing`).
  const byLocale = [
    ['en-US', enUS, enUSMarketing],
    ['es-US', esUS, esUSMarketing],
  ] as const;

  it.each(byLocale)('%s: the app catalogue has no marketing namespace’s key', (_, app) => {
    expect(Object.keys(app).length).toBeGreaterThan(0);
    expect(marketingKeysOf(app)).toEqual([]);
  });

  it.each(byLocale)(
    '%s: the marketing catalogue has only marketing namespaces’ keys',
    (...[, , marketing]) => {
      expect(marketingKeysOf(marketing)).toEqual(Object.keys(marketing));
      expect(new Set(Object.keys(marketing).map(namespaceOf))).toEqual(
        new Set(marketingNamespaces),
      );
    },
  );

  // keys.ts's MessageArgs is compiled from en-US.json's keys: they are its list at run time.
  it.each(byLocale)('%s: the two together hold every key of MessageArgs', (_, app, marketing) => {
    expect(Object.keys({ ...app, ...marketing }).sort()).toEqual(
      Object.keys(readCatalogue(sourceLocale)).sort(),
    );
  });

  it('names no marketing namespace in esUSNamespaces', () => {
    expect(
      Object.keys(esUSNamespaces).filter((name) => marketingNamespaces.includes(name)),
    ).toEqual([]);
  });
});

describe('a partial catalogue', () => {
  it('is es-US’s app namespaces, which together make the app catalogue, esUS', () => {
    for (const [namespace, messages] of Object.entries(esUSNamespaces)) {
      for (const key of Object.keys(messages))
        expect(key.startsWith(`${namespace}.`), key).toBe(true);
    }
    expect(esUSOf(Object.keys(esUSNamespaces))).toEqual(esUS);
  });

  it('without a namespace a component writes, throws rather than write English', () => {
    const render = () =>
      renderToStaticMarkup(
        <LocaleProvider locale="es-US" messages={esUSNamespaces.otp}>
          <VerifyFlow />
        </LocaleProvider>,
      );
    expect(render).toThrow(/no es-US message "(auth|phone|verify)\./);
  });

  it('is checked whole, so a message a later step writes cannot be missing', () => {
    const { 'verify.resent': _resent, ...rest } = esUSOf([
      'auth',
      'field',
      'otp',
      'phone',
      'verify',
    ]);
    expect(() =>
      renderToStaticMarkup(
        <LocaleProvider locale="es-US" messages={rest}>
          <VerifyFlow />
        </LocaleProvider>,
      ),
    ).toThrow('no es-US message "verify.resent"');
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
