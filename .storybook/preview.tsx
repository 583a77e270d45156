import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import type { Args, Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type PropsWithChildren,
  type ReactNode,
} from 'react';
import { loadFonts } from '../tokens/fonts';
// The global rules and the Inter faces, as an app gets them from styles.css.
import '../src/styles';
import { LocaleProvider } from '../src/components/LocaleProvider/LocaleProvider';
import { esUS, esUSMarketing } from '../src/helpers/locale/messages/es-US';
import type { BeemLocale } from '../src/helpers/locale/translate';
import { getLocaleOverride, subscribeLocaleOverride } from '../src/internal/storybook/localeMode';
import { localiseArgs, setStoryLocale, type StoryText } from '../src/internal/storybook/storyText';
// Play functions' element matchers (toBeModal, toContainFocus…), in the UI and the story tests.
import '../src/internal/storybook/matchers';
import { getThemeOverride, subscribeThemeOverride } from '../src/internal/storybook/themeMode';
import { beemThemes, beemTheme } from '../tokens/theme.css';
import * as frame from './frame.css';
import { ComponentDocsPage, PrimaryOnce, RemainingStories } from './blocks';
import { PlayedStory } from './played-story';
import { docsDarkTheme, managerTheme } from './manager-theme';
import { withPseudoStates } from './pseudo-states';
import { argTablesWithoutCode } from './arg-tables';
import { viewports } from './viewports';

// Docs pages (MDX) render without story decorators, and they need the theme's variables too;
// a docs page's stories then set the toolbar's theme, as a story does (ThemeRoot).
document.documentElement.classList.add(beemTheme);

/** Exactly one theme class on <html>: the light and dark classes both set every variable. */
function applyTheme(theme: ToolbarTheme) {
  const html = document.documentElement;
  html.classList.remove(beemThemes.light, beemThemes.dark, beemThemes.system);
  html.classList.add(beemThemes[theme]);
}

/** The toolbar's theme: light, dark, or the device's setting, as an app offers them. */
type ToolbarTheme = keyof typeof beemThemes;
const themeOf = (value: unknown): ToolbarTheme =>
  value === 'dark' || value === 'system' ? value : 'light';

const darkQuery = '(prefers-color-scheme: dark)';
const subscribeDevice = (listener: () => void) => {
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', listener);
  return () => {
    query.removeEventListener('change', listener);
  };
};
const deviceIsDark = () => window.matchMedia(darkQuery).matches;

interface DocsGlobals {
  theme?: unknown;
  locale?: unknown;
}

/**
 * The whole docs page in the toolbar's theme and language: prose, code blocks, props tables and
 * Do / Don't blocks, not only the examples. Storybook's docs take their colours from a theme
 * object of their own, so the page swaps between the light and the dark one (manager-theme.ts);
 * with System it follows the device, as `beemSystemTheme` does in an app. The theme class on
 * <html> changes too, for the blocks drawn with the tokens.
 */
function ThemedDocsContainer({
  context,
  children,
  ...rest
}: PropsWithChildren<DocsContainerProps>) {
  const read = (): DocsGlobals =>
    (
      context as unknown as { store?: { userGlobals?: { get: () => DocsGlobals } } }
    ).store?.userGlobals?.get() ?? {};
  const [globals, setGlobals] = useState<DocsGlobals>(read);
  useEffect(() => {
    const update = ({ globals: next }: { globals: DocsGlobals }) => {
      setGlobals(next);
    };
    context.channel.on('globalsUpdated', update);
    return () => {
      context.channel.off('globalsUpdated', update);
    };
  }, [context]);
  const theme = themeOf(globals.theme);
  const dark = useSyncExternalStore(subscribeDevice, deviceIsDark);
  const drawnDark = theme === 'dark' || (theme === 'system' && dark);
  // The guidance is written in English in either language; each example says its own (ThemeRoot).
  useLayoutEffect(() => {
    applyTheme(theme);
    document.documentElement.lang = 'en';
  }, [theme]);
  return (
    <DocsContainer {...rest} context={context} theme={drawnDark ? docsDarkTheme : managerTheme}>
      {children}
    </DocsContainer>
  );
}

type Motion = 'on' | 'off';

/** `padded` (default) for components, `bleed` for full-width layouts such as pages and headers. */
export type Frame = 'padded' | 'bleed';

/**
 * Every es-US message: the main entry's catalogue and the marketing entry's, as the toolbar's
 * Spanish shows the stories of both entries' components. Made once, outside render, so that the
 * provider's formatters are kept.
 */
const spanishMessages = { ...esUS, ...esUSMarketing };

function ThemeRoot({
  motion,
  locale: chosen,
  theme: chosenTheme,
  docs,
  children,
}: {
  motion: Motion;
  locale: BeemLocale;
  theme: ToolbarTheme;
  /** Drawn on a docs page, whose own words are English whatever the examples' language. */
  docs: boolean;
  children: ReactNode;
}) {
  // A locale or theme mode's shot overrides the toolbar (src/internal/storybook/localeMode.ts,
  // themeMode.ts).
  const locale = useSyncExternalStore(subscribeLocaleOverride, getLocaleOverride) ?? chosen;
  const theme = useSyncExternalStore(subscribeThemeOverride, getThemeOverride) ?? chosenTheme;
  const lang = locale === 'es-US' ? 'es' : 'en';
  // On <html>, not a wrapper: drawers, overlays and toasts render outside the story root, and
  // must be drawn in the story's theme too.
  useLayoutEffect(() => {
    const html = document.documentElement;
    applyTheme(theme);
    if (!docs) html.lang = lang;
    html.dataset.motion = motion;
  }, [motion, lang, theme, docs]);
  const localised = (
    <LocaleProvider locale={locale} messages={locale === 'es-US' ? spanishMessages : undefined}>
      {children}
    </LocaleProvider>
  );
  // On a docs page the example says its language itself, so a screen reader reads the English
  // guidance around it in English.
  return docs ? (
    <div lang={lang} data-story-lang="" className={frame.contents}>
      {localised}
    </div>
  ) : (
    localised
  );
}

/**
 * The story itself, in the locale it is drawn in: its args in that language (storyText.ts), and
 * the language set for its render and its play to ask for their own words. It follows a locale
 * mode's shot as ThemeRoot does, so a story re-renders in Spanish with its state kept.
 */
function StoryInLocale({
  Story,
  args,
  text,
  chosen,
}: {
  Story: ComponentType<{ args?: Args }>;
  args: Args;
  text: StoryText<string> | undefined;
  chosen: BeemLocale;
}) {
  const locale = useSyncExternalStore(subscribeLocaleOverride, getLocaleOverride) ?? chosen;
  setStoryLocale(locale);
  const shown = useMemo(
    () => (locale === 'es-US' && text ? localiseArgs(args, text.spanish) : args),
    [locale, text, args],
  );
  return <Story args={shown} />;
}

/**
 * Theme, motion and locale: story tests run with `motion: 'off'` (see vite.config.ts). The
 * locale toolbar shows every story in English or Spanish: the library's own strings through
 * LocaleProvider, and the story's own words through its `storyText` table (storyText.ts). The
 * theme toolbar draws every story, and every docs page (ThemedDocsContainer), in the light theme,
 * the dark theme, or the one the device asks for.
 */
const withTheme: Decorator = (Story, { args, globals, parameters, viewMode }) => {
  const locale: BeemLocale = globals.locale === 'es-US' ? 'es-US' : 'en-US';
  const theme = themeOf(globals.theme);
  const story = (
    <StoryInLocale
      Story={Story as ComponentType<{ args?: Args }>}
      args={args}
      text={parameters.storyText as StoryText<string> | undefined}
      chosen={locale}
    />
  );
  return (
    <ThemeRoot
      motion={globals.motion === 'off' ? 'off' : 'on'}
      locale={locale}
      theme={theme}
      docs={viewMode === 'docs'}
    >
      {(parameters.frame as Frame | undefined) === 'bleed' ? (
        story
      ) : (
        <div className={frame.padded}>{story}</div>
      )}
    </ThemeRoot>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme, withPseudoStates],
  argTypesEnhancers: [argTablesWithoutCode],
  loaders: [
    mswLoader(),
    // Fonts before the first render: no swap, no reflow, nothing half-loaded in a screenshot.
    async () => {
      await loadFonts();
      return {};
    },
  ],
  beforeEach({ canvasElement }) {
    // The story tests screenshot this element; other children of <body> are test tooling.
    canvasElement.setAttribute('data-story-root', '');
    return () => {
      canvasElement.removeAttribute('data-story-root');
    };
  },
  globalTypes: {
    theme: {
      description: 'The light theme, the dark theme, or the device’s setting (beemSystemTheme)',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light theme' },
          { value: 'dark', title: 'Dark theme' },
          { value: 'system', title: 'System (follows the device)' },
        ],
        dynamicTitle: true,
      },
    },
    motion: {
      description: 'Animations and transitions (off = what the visual snapshots see)',
      toolbar: {
        title: 'Motion',
        icon: 'play',
        items: [
          { value: 'on', title: 'Motion on' },
          { value: 'off', title: 'Motion off (snapshot)' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: "The library's own strings: US English or US Spanish",
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en-US', title: 'English (US)' },
          { value: 'es-US', title: 'Español (EE. UU.)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', motion: 'on', locale: 'en-US' },
  parameters: {
    // The frame decorator pads instead, so Storybook and the screenshots show the same thing.
    layout: 'fullscreen',
    frame: 'padded' satisfies Frame,
    // Every story is an axe check: a violation fails it. WCAG 2.2 AA's target size (24 px, or
    // room around a smaller target) is a rule axe leaves out unless asked, so it is asked for
    // here, as the site tests ask for it on every page.
    a11y: { test: 'error', options: { rules: { 'target-size': { enabled: true } } } },
    viewport: { options: viewports },
    controls: { expanded: true, sort: 'requiredFirst' },
    options: {
      storySort: {
        order: [
          // The landing page: static Storybook opens on the first entry.
          'Introduction',
          'Guides',
          [
            'For designers',
            'Getting started',
            'Using the library',
            'Migrating to 1.0',
            'What the library holds',
            'Testing and determinism',
            'Reviewing visual changes',
            'The site',
            'Money tools',
            'Analytics and errors',
            'Performance and budgets',
            'Changelog',
          ],
          'Foundations',
          [
            'Design tokens',
            'Colour',
            'Typography',
            'Spacing and layout',
            'Iconography',
            'Motion',
            'Accessibility',
            'Content and voice',
            'Token gallery',
          ],
          // The primitives, by what a designer looks for, in the same groups as the public
          // entry's sections; then the Beem-wide components built from them, the screens composed
          // from the public entry alone, and last the marketing site's own pages and features.
          'Components',
          [
            'Actions',
            'Forms',
            'Feedback',
            'Layout',
            'Navigation',
            'Overlays',
            'Typography',
            'Media',
            'Data display',
          ],
          'Beem components',
          'Patterns',
          ['About patterns', '*'],
          'Site',
          ['Pages', '*'],
          '*',
        ],
      },
    },
    // Autodocs pages carry the component's status under the title (see blocks.tsx); the usage
    // guides' sections are h2s, which the table of contents leaves out by default. A heading
    // inside an example (a dialog's or a status screen's title) is the example's, not the page's.
    docs: {
      toc: {
        headingSelector: 'h2, h3',
        ignoreSelector: '.docs-story *, .docs-example *, .skip-toc',
      },
      page: ComponentDocsPage,
      container: ThemedDocsContainer,
      // Stories tagged `played` are drawn live, played, each in a frame of its own
      // (played-story.tsx).
      // No story drawn twice on a page: Primary and Stories leave out what the page has already
      // drawn (blocks.tsx).
      components: { Story: PlayedStory, Stories: RemainingStories, Primary: PrimaryOnce },
    },
  },
};

export default preview;
