/**
 * Snapshot modes, as Chromatic names them: one story, shot once per mode
 * (`__screenshots__/<file>/<story id>__<mode>.png`) by the story tests' screenshot hook
 * (.storybook/vitest.setup.ts). Set on a meta or a story as `parameters: { modes: … }`.
 *
 * - A mode with a `viewport` resizes the page to it before its shot; when a story has any, its
 *   shots are exactly its modes. A story that pins its own viewport (`globals.viewport`) keeps
 *   it: its viewport modes are skipped and it is shot once, as `<story id>.png`.
 * - A mode with `forcedColors: 'active'` emulates Windows high-contrast (forced colours) for its
 *   shot, after the usual one.
 * - A mode with a `locale` re-renders the story in that locale, state kept, for its shot, after
 *   the usual ones (src/internal/storybook/localeMode.ts): at its own `viewport` if it names one.
 *   Components that write words of their own take `spanishModes`, so that longer Spanish strings
 *   cannot overflow unseen.
 * - Every story is also shot in the dark theme, last (`<story id>__dark.png`), in the state its
 *   play function left it, and axe checks it there too: its colour contrast is measured on the
 *   dark page (src/internal/storybook/themeMode.ts). It is taken at the viewport of the story's
 *   first shot, so a page story's dark shot is a phone's. `darkMode: false` in a story's
 *   parameters leaves it out; nothing in the library does, and a story that did would need a
 *   reason written beside it.
 */
import { breakpoints } from '../../../tokens/primitives';
import type { ThemeMode } from '../../../tokens/semantic';
import type { BeemLocale } from '../../helpers/locale/translate';

export interface SnapshotMode {
  /** A name from `.storybook/viewports.ts`. */
  viewport?: 'mobileSmall' | 'mobile' | 'tablet' | 'desktop';
  forcedColors?: 'active';
  locale?: BeemLocale;
  theme?: ThemeMode;
}

export type SnapshotModes = Record<string, SnapshotMode>;

/** Components whose layout changes at a breakpoint: shot on a phone and on a desktop. */
export const responsiveModes = {
  mobile: { viewport: 'mobile' },
  desktop: { viewport: 'desktop' },
} as const satisfies SnapshotModes;

/** Interactive controls: their focus rings, borders, icons and selected states must survive. */
export const forcedColorsModes = {
  'forced-colors': { forcedColors: 'active' },
} as const satisfies SnapshotModes;

/** Components with words of their own: shot in US Spanish as well, at a phone's width. */
export const spanishModes = {
  'es-US': { locale: 'es-US', viewport: 'mobile' },
} as const satisfies SnapshotModes;

export interface Shot {
  /** The screenshot's name: the story id, or `<story id>__<mode>`. */
  name: string;
  viewport: SnapshotMode['viewport'];
  forcedColors: boolean;
  locale?: BeemLocale;
  theme?: ThemeMode;
}

/** The shots a story gets, by the rules above: its modes, or one plain shot. */
export function shotsFor(story: {
  id: string;
  globals?: { viewport?: { value?: string } };
  parameters: { modes?: SnapshotModes; darkMode?: boolean };
}): Shot[] {
  const modes = Object.entries(story.parameters.modes ?? {});
  const pinned = Boolean(story.globals?.viewport?.value);
  const sized = pinned
    ? []
    : modes.filter(([, mode]) => mode.viewport && !mode.locale && !mode.forcedColors);
  const plain = sized.length
    ? sized.map(([name, mode]) => ({ name: `${story.id}__${name}`, viewport: mode.viewport }))
    : [{ name: story.id, viewport: undefined }];
  const forced = modes
    .filter(([, mode]) => mode.forcedColors === 'active')
    .map(([name]) => ({ name: `${story.id}__${name}`, viewport: undefined, forcedColors: true }));
  const localised = modes
    .filter(([, mode]) => mode.locale)
    .map(([name, mode]) => ({
      name: `${story.id}__${name}`,
      viewport: pinned ? undefined : mode.viewport,
      forcedColors: false,
      locale: mode.locale,
    }));
  const dark =
    story.parameters.darkMode === false
      ? []
      : [
          {
            name: `${story.id}__dark`,
            viewport: plain[0]?.viewport,
            forcedColors: false,
            theme: 'dark' as const,
          },
        ];
  return [
    ...plain.map((shot) => ({ ...shot, forcedColors: false })),
    ...forced,
    ...localised,
    ...dark,
  ];
}

type ViewportName = NonNullable<SnapshotMode['viewport']>;
type Resize = (to: ViewportName | { width: number; height: number }) => Promise<void>;

let resize: Resize | undefined;

/**
 * The story tests' setup (.storybook/vitest.setup.ts) hands over the means to resize the page.
 * Storybook's own UI has none: there a reviewer picks the viewport.
 */
export function setModeResizer(next: Resize | undefined) {
  resize = next;
}

/**
 * A play function's assertions for each of `responsiveModes`, so one story states what a phone
 * and a desktop must show, as its modes shoot both (no story written twice).
 *
 * In the story tests the page is resized to each mode in turn, that mode's assertions run, and
 * the page goes back to its size. In Storybook's UI the assertions of the mode the current width
 * falls in run: a desktop from the `lg` breakpoint up, a phone below it.
 */
export async function inEachMode(
  assertions: Record<keyof typeof responsiveModes, () => Promise<void>>,
  width: number = globalThis.innerWidth,
) {
  if (!resize) {
    await assertions[width >= breakpoints.desktop ? 'desktop' : 'mobile']();
    return;
  }
  const before = { width: globalThis.innerWidth, height: globalThis.innerHeight };
  try {
    for (const [name, mode] of Object.entries(responsiveModes)) {
      await resize(mode.viewport);
      await assertions[name as keyof typeof responsiveModes]();
    }
  } finally {
    await resize(before);
  }
}
