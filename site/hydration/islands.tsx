import {
  createElement,
  useEffect,
  useId,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { scriptFailedAttribute } from '@beem/design-system';
import * as styles from './islands.css';

/**
 * Islands: a prerendered page hydrates only the parts a visitor can operate.
 *
 * The page is rendered to HTML in full. Each interactive part is wrapped in an `<Island>`, which
 * prerenders it as a root of its own, inside `<div data-island="name">` with its props as JSON.
 * In the browser nothing else of the page runs: `hydrateIslands` finds those elements, loads each
 * island's code when its `when` says, and hydrates it against its own HTML. Static sections ship
 * no component code.
 *
 * Ids (`useId`) inside an island are made under the island's own prefix on both sides, so a form
 * field's `id` and its label's `for` match between the HTML and the browser.
 */

/**
 * When an island's code loads: at once, when the browser is idle, near the screen, or at the
 * visitor's first sign of intent (a pointer over it, a touch, focus or a key inside it).
 * `interaction` suits parts above the fold whose HTML already works (links navigate, text can be
 * typed): no script is spent on them until someone reaches for them, and a button pressed or a
 * form sent before the code arrives is pressed or sent again once it has hydrated.
 */
export const hydrateWhen = ['load', 'idle', 'visible', 'interaction'] as const;
export type HydrateWhen = (typeof hydrateWhen)[number];

/** Props that can travel from the prerendered page to the browser: JSON. */
export type IslandValue =
  | string
  | number
  | boolean
  | null
  | readonly IslandValue[]
  | { readonly [key: string]: IslandValue | undefined };
export type IslandProps = Record<string, IslandValue | undefined>;

export interface IslandDefinition<P extends IslandProps = IslandProps> {
  load: () => Promise<ComponentType<P>>;
  /**
   * Where it usually sits: `load` or `interaction` above the fold; `visible` or `idle` below it.
   */
  when: HydrateWhen;
  /**
   * Checked in the browser before the island waits: when it answers true, the island hydrates at
   * once whatever `when` says (a returning visitor's saved state to restore, say).
   */
  atOnceIf?: () => boolean;
}

export type IslandRegistry = Record<string, IslandDefinition<never>>;

type PropsOf<D> = D extends IslandDefinition<infer P> ? P : never;

/**
 * What became of one island in the browser; also on the element as `data-island-state`. A failed
 * island also gets the library's `data-script-failed`, so a component that cannot work without
 * its code says so.
 */
export type IslandState = 'waiting' | 'hydrated' | 'failed' | 'mismatch';

/** How far below the screen a `visible` island starts loading, so it is live before it is reached. */
const AHEAD = '400px 0px';

type ServerRender = (element: ReactElement, identifierPrefix: string) => string;
let serverRender: ServerRender | undefined;

/**
 * The prerenderer hands over `react-dom/server`'s `renderToString`, so this module never imports
 * it and it never reaches a browser bundle. Without it (a browser, Storybook, the dev server) an
 * island renders in place, as part of the page.
 */
export function setIslandRenderer(render: ServerRender | undefined) {
  serverRender = render;
}

/** Marks the element once React has hydrated it: an effect runs only after a hydration commits. */
function IslandRoot({ onHydrated, children }: { onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return children;
}

export interface Islands<R extends IslandRegistry> {
  /** A part of the page that hydrates by itself. Props must be JSON. */
  Island: <K extends keyof R & string>(
    props: { name: K; when?: HydrateWhen } & PropsOf<R[K]>,
  ) => ReactElement;
  /**
   * Loads every island's code, for a render that is not hydration: the prerenderer, the dev
   * server and Storybook render islands in place and need the components at once.
   */
  preload: () => Promise<void>;
  /** In the browser: schedules every island in `root` and resolves when each has settled. */
  hydrate: (root?: ParentNode) => Promise<Record<string, IslandState>>;
}

/**
 * The site's islands, by name. Each name is one entry point the browser may load; the registry
 * is the whole list, so the prerendered HTML and the browser cannot disagree about what exists.
 */
export function defineIslands<R extends IslandRegistry>(registry: R): Islands<R> {
  const loaded = new Map<string, ComponentType<IslandProps>>();

  function Island({ name, when, ...props }: { name: string; when?: HydrateWhen } & IslandProps) {
    const prefix = useId();
    const definition = registry[name];
    if (!definition) throw new Error(`There is no island named "${name}".`);
    const Component = loaded.get(name);
    if (!Component) throw new Error(`Island "${name}" is not loaded: await preload() first.`);
    // The component comes from the registry, loaded once by `preload`: it is not made here.
    const element = <IslandRoot>{createElement(Component, props)}</IslandRoot>;
    const attributes = {
      className: styles.island,
      'data-island': name,
      'data-when': when ?? definition.when,
      'data-props': JSON.stringify(props),
      'data-prefix': prefix,
    };
    if (serverRender) {
      return (
        // The island's own prerendered HTML, from React's renderer: nothing else is put here.
        // eslint-disable-next-line react/no-danger
        <div {...attributes} dangerouslySetInnerHTML={{ __html: serverRender(element, prefix) }} />
      );
    }
    return <div {...attributes}>{element}</div>;
  }

  const preload = async () => {
    await Promise.all(
      Object.entries(registry).map(async ([name, definition]) => {
        loaded.set(name, (await definition.load()) as ComponentType<IslandProps>);
      }),
    );
  };

  const hydrate = async (root: ParentNode = document) => {
    const elements = Array.from(root.querySelectorAll<HTMLElement>('[data-island]'));
    const states = await Promise.all(elements.map((element) => hydrateOne(registry, element)));
    return Object.fromEntries(
      elements.map((element, index) => [element.dataset.prefix ?? String(index), states[index]]),
    ) as Record<string, IslandState>;
  };

  return { Island: Island as Islands<R>['Island'], preload, hydrate };
}

/** The first signs that a visitor is about to operate an island. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Resolves when an island of this kind should load. */
function scheduled(element: HTMLElement, when: HydrateWhen) {
  return new Promise<void>((resolve) => {
    if (when === 'interaction') {
      const start = () => {
        for (const type of INTENT_EVENTS) element.removeEventListener(type, start, true);
        resolve();
      };
      for (const type of INTENT_EVENTS)
        element.addEventListener(type, start, { capture: true, passive: true });
      // Focus may already be inside (a visitor tabbed in before the script arrived).
      if (element.contains(document.activeElement)) start();
    } else if (when === 'load') {
      resolve();
    } else if (when === 'idle') {
      if ('requestIdleCallback' in window) {
        requestIdleCallback(
          () => {
            resolve();
          },
          { timeout: 2000 },
        );
      } else {
        setTimeout(resolve, 200);
      }
    } else {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: AHEAD },
      );
      // The island's wrapper has no box of its own (`display: contents`): watch what it holds.
      for (const child of Array.from(element.children)) observer.observe(child);
    }
  });
}

/**
 * Until an island has hydrated, its buttons have no handlers and its forms would submit to the
 * page itself. What a visitor does in that time is kept and handed to React once it is in
 * charge: what was typed, chosen or ticked reaches the component's state, and the last button pressed or
 * form sent is pressed or sent again. The same DOM nodes survive hydration, so the replay lands
 * on what the visitor used. Links, and buttons that work through the platform, are left alone: they already work.
 */
function holdUntilHydrated(element: HTMLElement) {
  let pending: (() => void) | undefined;
  const changed = new Set<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>();
  // Typed before the page's own script even ran, so no listener saw it: the field differs from
  // its prerendered default.
  for (const field of element.querySelectorAll('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected))
        changed.add(field);
    } else if (field instanceof HTMLInputElement && ['checkbox', 'radio'].includes(field.type)) {
      if (field.checked !== field.defaultChecked) changed.add(field);
    } else if (
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      field.value !== field.defaultValue
    )
      changed.add(field);
  }
  const onInput = (event: Event) => {
    const field = event.target;
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    )
      changed.add(field);
  };
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest('button');
    if (!button || !element.contains(button)) return;
    // A button that opens a dialog or popover by itself (an invoker command, `popovertarget`)
    // already answers: holding its click would cancel what the platform does.
    if (button.hasAttribute('commandfor') || button.hasAttribute('popovertarget')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Held here, a submit button's press never becomes a submit event: answer it the same way.
    if (button.type === 'submit' && button.form) markPending(button);
    pending = () => {
      button.click();
    };
  };
  const onSubmit = (event: Event) => {
    const form = event.target as HTMLFormElement;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event instanceof SubmitEvent && event.submitter) markPending(event.submitter);
    pending = () => {
      form.requestSubmit();
    };
  };
  element.addEventListener('input', onInput, true);
  element.addEventListener('change', onInput, true);
  element.addEventListener('click', onClick, true);
  element.addEventListener('submit', onSubmit, true);
  return {
    release(replay: boolean) {
      element.removeEventListener('input', onInput, true);
      element.removeEventListener('change', onInput, true);
      element.removeEventListener('click', onClick, true);
      element.removeEventListener('submit', onSubmit, true);
      // A form sent before this script ran was held by the page's boot script.
      const early = takeEarlySubmit(element);
      // The component shows its own busy state from here, or its unavailable one.
      for (const button of element.querySelectorAll('[data-pending]')) clearPending(button);
      if (!replay) return;
      if (early && !pending)
        pending = () => {
          early.requestSubmit();
        };
      for (const field of changed) replayChange(field);
      // After React has rendered what was typed, so a submit sees it.
      if (pending) setTimeout(pending, 0);
    },
  };
}

/**
 * A submit pressed before its island is live is answered at once: marked busy (the button's styles
 * draw its loading look for `data-pending`) until the island takes over. The page's boot script
 * does the same for a press before this script ran.
 */
function markPending(button: HTMLElement) {
  button.dataset.pending = '';
  button.setAttribute('aria-busy', 'true');
}

function clearPending(button: Element) {
  button.removeAttribute('data-pending');
  button.removeAttribute('aria-busy');
}

/**
 * The page's boot script runs before any island code and holds a form sent inside an island
 * that is not live yet (a native submission would reload the page and lose what was typed): it
 * leaves the form on `window.beemHeldSubmit` for the island that holds it.
 */
function takeEarlySubmit(element: HTMLElement) {
  const holder = window as { beemHeldSubmit?: unknown };
  const form = holder.beemHeldSubmit;
  if (!(form instanceof HTMLFormElement) || !element.contains(form)) return undefined;
  delete holder.beemHeldSubmit;
  return form;
}

/**
 * Hands a field's value, set before hydration, to React as a change. React hydrates a field with
 * what it holds and then sees no change: its value tracker must first hold something else.
 */
function replayChange(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) {
  if (field instanceof HTMLSelectElement) {
    // React reads a select's change from the event alone.
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement && ['checkbox', 'radio'].includes(field.type)) {
    // Set the other way through React's setter, then pressed back, as the visitor did.
    const chosen = field.checked;
    field.checked = !chosen;
    field.click();
  } else {
    // Emptied through React's setter, the text restored through the platform's: a keystroke.
    const typed = field.value;
    const descriptor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
    field.value = '';
    descriptor?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

function settle(element: HTMLElement, state: IslandState) {
  element.dataset.islandState = state;
  if (state === 'failed') element.setAttribute(scriptFailedAttribute, '');
  return state;
}

async function hydrateOne(registry: IslandRegistry, element: HTMLElement): Promise<IslandState> {
  const name = element.dataset.island ?? '';
  const definition = registry[name];
  settle(element, 'waiting');
  if (!definition) {
    console.error(`The page has an island "${name}" that this script does not know.`);
    return settle(element, 'failed');
  }
  const when = hydrateWhen.find((option) => option === element.dataset.when) ?? definition.when;
  let props: IslandProps;
  try {
    props = JSON.parse(element.dataset.props ?? '{}') as IslandProps;
  } catch {
    console.error(`Island "${name}" has unreadable props; it stays as prerendered.`);
    return settle(element, 'failed');
  }
  const held = holdUntilHydrated(element);
  await scheduled(element, definition.atOnceIf?.() ? 'load' : when);
  let Component: ComponentType<IslandProps>;
  let hydrateRoot: typeof import('react-dom/client').hydrateRoot;
  let Providers: ComponentType<{ children: ReactNode }>;
  try {
    // React DOM comes with the first island that needs it: a page whose islands all wait for a
    // visitor loads none of it until then. So do the providers every island is rendered in
    // (IslandProviders.tsx; the prerenderer renders each island inside them too).
    [Component, { hydrateRoot }, { default: Providers }] = await Promise.all([
      definition.load() as Promise<ComponentType<IslandProps>>,
      import('react-dom/client'),
      import('./IslandProviders'),
    ]);
  } catch (error) {
    // The prerendered HTML stays: links still work, and a form says it is unavailable (its
    // styles key off `data-script-failed`, which `settle` sets).
    held.release(false);
    console.error(`Island "${name}" could not load; its prerendered HTML stays.`, error);
    return settle(element, 'failed');
  }
  return new Promise<IslandState>((resolve) => {
    let mismatched = false;
    hydrateRoot(
      element,
      <Providers>
        <IslandRoot
          onHydrated={() => {
            resolve(settle(element, mismatched ? 'mismatch' : 'hydrated'));
            held.release(true);
          }}
        >
          {createElement(Component, props)}
        </IslandRoot>
      </Providers>,
      {
        identifierPrefix: element.dataset.prefix ?? '',
        onRecoverableError: (error) => {
          // React re-rendered the island on the client because its HTML differed: a bug to fix,
          // reported to the console and on the element for the site tests to find.
          mismatched = true;
          console.error(`Island "${name}" did not match its prerendered HTML.`, error);
          settle(element, 'mismatch');
        },
      },
    );
  });
}
