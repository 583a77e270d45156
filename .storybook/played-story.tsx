/**
 * The docs pages' Story block. A docs page draws its stories without running their play
 * functions, so a story whose state comes from its play (a menu opened by keyboard, a field typed
 * into, a dialog that is busy) would show the component at rest. A story tagged `played` is drawn
 * instead live, in a frame of its own where its play runs: the real component at its real size,
 * in the page's theme, language and motion, ending in the state its name claims.
 * `scripts/docs-played.test.ts` holds every story whose play acts to the tag.
 *
 * Why a frame each, and one play at a time: focus is one per window. Plays running side by side
 * in one document take focus from each other and fail their focus checks, and an overlay that one
 * opened closes when another takes focus (React Aria closes a popover when focus moves to another
 * element of its document). In a frame of its own, a story keeps its document: when the next
 * frame takes focus the first one's menu stays open, since focus left the document rather than
 * moving inside it. Frames start playing as they come into view, one after another in a queue, so
 * each play has the focus to itself while it runs. A state that only focus holds (a focus ring, a
 * tooltip shown on focus) shows in the frame that played last; in Storybook the story shows it
 * always.
 *
 * A frame's play moves focus into it, and the browser scrolls the page to whatever takes focus.
 * The page is put back where it was, and focus goes back to what the reader had focused on the
 * page once the play is over.
 *
 * The primary story stays inline and at rest, for its live Controls.
 */
import { DocsContext, Story, useOf } from '@storybook/addon-docs/blocks';
import { type ComponentProps, useContext, useEffect, useRef, useState } from 'react';
// Relative, as everywhere in .storybook: the docs blocks are tooling around the library.
import { Button } from '../src/components/Button/Button';
import { Inline } from '../src/components/Inline/Inline';
import { Stack } from '../src/components/Stack/Stack';
import * as styles from './blocks.css';
import { viewports, type ViewportName } from './viewports';

type StoryProps = ComponentProps<typeof Story> & { __primary?: boolean };

/** A frame grows or shrinks this many times at most: content sized by the frame's own height
 * (`100dvh`) would otherwise grow it for ever. */
const maxResizes = 40;

/** Room below a popover, for its shadow. */
const popoverRoom = 16;

/** Room above and below a modal dialog, which centres itself in the frame. */
const fixedRoom = 64;

/**
 * A story that has not loaded and played by then is left as it is, and the next frame plays: the
 * built-Storybook check gives a story 20 s once its page is loaded, and a frame loads the whole
 * preview first.
 */
const playTimeout = 40_000;

/** A frame's height while its story plays, before it settles to what the story draws. */
const playingHeight = 560;

export type PlayPhase = 'waiting' | 'playing' | 'played' | 'failed';

/**
 * The stories a docs page has drawn so far, by page: the Stories block at the end of a page
 * (blocks.tsx) lists only the ones not already shown above it, so no story is drawn twice.
 */
const drawn = new WeakMap<object, Set<string>>();
export const drawnOn = (page: object): ReadonlySet<string> => drawn.get(page) ?? new Set();
/** Of those, the ones drawn inline, at rest, where the page's Controls reach them. */
const inline = new WeakMap<object, Set<string>>();
export const drawnInlineOn = (page: object): ReadonlySet<string> => inline.get(page) ?? new Set();

export function PlayedStory(props: StoryProps) {
  const { story } = useOf(props.of ?? 'story', ['story']);
  const context = useContext(DocsContext);
  const seen = drawn.get(context) ?? new Set<string>();
  drawn.set(context, seen.add(story.id));
  if (props.__primary || !story.tags.includes('played')) {
    inline.set(context, (inline.get(context) ?? new Set<string>()).add(story.id));
    return <Story {...props} />;
  }
  const globals = context.getStoryContext(story).globals as Record<string, unknown>;
  // Not instrumented: Storybook's instrumenter keeps its state on the parent window, so frames
  // side by side on one docs page shared one record of what each play had done, and every play
  // after the first stopped at its first step. The Interactions panel is in Storybook itself.
  const params = new URLSearchParams({ id: story.id, viewMode: 'story', instrument: 'false' });
  const passed = (['theme', 'locale', 'motion'] as const)
    .filter((name) => typeof globals[name] === 'string')
    .map((name) => `${name}:${String(globals[name])}`);
  if (passed.length) params.set('globals', passed.join(';'));
  // A story pinned to a phone's viewport is drawn at that phone's width, not the column's.
  const pinned = (story.storyGlobals.viewport as { value?: string } | undefined)?.value;
  const width =
    pinned && pinned in viewports
      ? Number.parseInt(viewports[pinned as ViewportName].styles.width, 10)
      : undefined;
  return (
    <div className="sb-story sb-unstyled" data-story-block="true" id={`story--${story.id}`}>
      <PlayedFrame
        key={params.toString()}
        id={story.id}
        title={story.name}
        src={`iframe.html?${params}`}
        width={width}
      />
    </div>
  );
}

/** One play at a time, across every frame of the page, in the order they came into view. */
let queue: Promise<void> = Promise.resolve();
function enqueue(task: () => Promise<void>) {
  const next = queue.then(task, task);
  queue = next.catch(() => undefined);
  return next;
}

type PreviewWindow = Window & { __STORYBOOK_ADDONS_CHANNEL__?: Channel };

interface Channel {
  on: (event: string, listener: (...args: never[]) => void) => void;
  off: (event: string, listener: (...args: never[]) => void) => void;
}

/** Resolves once the frame's story has finished playing (or failed, or the time is up). */
function finished(frame: HTMLIFrameElement, id: string): Promise<'played' | 'failed'> {
  return new Promise((resolve) => {
    let channel: Channel | undefined;
    const stops: (() => void)[] = [];
    const done = (outcome: 'played' | 'failed') => {
      for (const stop of stops) stop();
      resolve(outcome);
    };
    const timer = window.setTimeout(() => {
      done('failed');
    }, playTimeout);
    stops.push(() => {
      window.clearTimeout(timer);
    });
    // Storybook still reports a story whose play threw as finished; the throw is the failure.
    let threw = false;
    const onThrew = () => {
      threw = true;
    };
    const onFinished = (event: { storyId: string; status: string }) => {
      if (event.storyId === id) done(event.status === 'success' && !threw ? 'played' : 'failed');
    };
    const onError = () => {
      done('failed');
    };
    // The frame takes the window's focus from the frame that played before, just as its play
    // starts: a play cannot take focus from another frame by itself, so its keys went nowhere.
    // The frame before keeps what it opened (focus leaving a document closes no React Aria
    // overlay, where focus moving inside one does).
    const onPhase = (event: { newPhase: string; storyId: string }) => {
      if (event.storyId === id && event.newPhase === 'playing') frame.contentWindow?.focus();
    };
    // The preview sets up its channel as its script runs, which may be after the frame's load.
    const listen = () => {
      const view: unknown = frame.contentWindow;
      channel = (view as PreviewWindow | null)?.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) {
        const retry = window.setTimeout(listen, 50);
        stops.push(() => {
          window.clearTimeout(retry);
        });
        return;
      }
      const subscribed = channel;
      subscribed.on('storyFinished', onFinished);
      subscribed.on('storyRenderPhaseChanged', onPhase);
      subscribed.on('playFunctionThrewException', onThrew);
      subscribed.on('storyErrored', onError);
      subscribed.on('storyMissing', onError);
      stops.push(() => {
        subscribed.off('storyFinished', onFinished);
        subscribed.off('storyRenderPhaseChanged', onPhase);
        subscribed.off('playFunctionThrewException', onThrew);
        subscribed.off('storyErrored', onError);
        subscribed.off('storyMissing', onError);
      });
    };
    listen();
  });
}

/**
 * Once a frame has played, what it opened must not take focus back from the next frame to play.
 * A React Aria menu or dialog keeps focus inside itself: when focus leaves it for another frame,
 * it calls `focus()` on its item again, and that pulls the window's focus back into its frame, so
 * the next play's keys went to the first frame and its own menu never opened. Script focus is
 * turned off in the played frame until the reader points or types in it, which hands it back.
 */
function quietFocus(frame: HTMLIFrameElement) {
  const view = frame.contentWindow as (Window & typeof globalThis) | null;
  if (!view) return;
  const prototypes = [view.HTMLElement.prototype, view.SVGElement.prototype];
  const own = prototypes.map((prototype) => Object.getOwnPropertyDescriptor(prototype, 'focus'));
  for (const prototype of prototypes) {
    Object.defineProperty(prototype, 'focus', { configurable: true, value: () => undefined });
  }
  const events = ['pointerdown', 'keydown'] as const;
  const wake = () => {
    prototypes.forEach((prototype, index) => {
      const descriptor = own[index];
      if (descriptor) Object.defineProperty(prototype, 'focus', descriptor);
    });
    for (const event of events) view.removeEventListener(event, wake, true);
  };
  for (const event of events) view.addEventListener(event, wake, true);
}

/**
 * Keeps the page where the reader left it while a frame plays: the browser scrolls the page to a
 * frame whose element takes focus. The page goes back to where it was just before, and focus to
 * what the reader had focused on the page once the play is over. Any other scroll (the reader's,
 * a link to a heading) is left alone.
 */
function holdPage(): () => void {
  const reader = document.activeElement;
  let settled = { left: window.scrollX, top: window.scrollY };
  const onScroll = () => {
    settled = { left: window.scrollX, top: window.scrollY };
  };
  // In the page, a frame's focus arrives as focus on the frame, before the scroll it causes is
  // reported: `settled` is still where the page was.
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof HTMLIFrameElement) {
      window.scrollTo({ ...settled, behavior: 'instant' });
    }
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  document.addEventListener('focusin', onFocusIn);
  return () => {
    window.removeEventListener('scroll', onScroll);
    document.removeEventListener('focusin', onFocusIn);
    // What the reader had focused on the page; not a frame that played before.
    if (
      reader instanceof HTMLElement &&
      !(reader instanceof HTMLIFrameElement) &&
      reader !== document.body &&
      reader.isConnected
    ) {
      reader.focus({ preventScroll: true });
    }
  };
}

/** The story, played live, in a frame as tall as what it draws. */
function PlayedFrame({
  id,
  title,
  src,
  width,
}: {
  id: string;
  title: string;
  src: string;
  width: number | undefined;
}) {
  const block = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>();
  const [phase, setPhase] = useState<PlayPhase>('waiting');
  // Which load of the frame is playing: "Play again" loads it once more.
  const [round, setRound] = useState(0);
  const started = useRef<((value: HTMLIFrameElement) => void) | null>(null);

  // Into the queue when the frame first comes near the reader's view. A frame that leaves the
  // page before or while it plays (the toolbar changed its theme, the reader left) gives up its
  // turn, so the frames after it still play.
  useEffect(() => {
    const element = block.current;
    if (!element) return;
    const gone = new AbortController();
    const abandoned = new Promise<never>((_, reject) => {
      gone.signal.addEventListener('abort', () => {
        reject(new Error('the frame left the page'));
      });
    });
    abandoned.catch(() => undefined);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void enqueue(async () => {
          if (gone.signal.aborted) return;
          const release = holdPage();
          try {
            setPhase('playing');
            const mounted = await Promise.race([
              new Promise<HTMLIFrameElement>((resolve) => {
                started.current = resolve;
              }),
              abandoned,
            ]);
            const outcome = await Promise.race([finished(mounted, id), abandoned]);
            quietFocus(mounted);
            setPhase(outcome);
          } finally {
            release();
          }
        });
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      gone.abort();
    };
  }, [id, round]);

  // The frame exists from the moment its turn comes; its task waits for it.
  useEffect(() => {
    const element = frame.current;
    if (phase !== 'playing' || !element) return;
    started.current?.(element);
  }, [phase, round]);

  const mounted = phase !== 'waiting';
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let stop: () => void = () => undefined;
    const follow = () => {
      stop();
      // The frame's own observers: they run in step with the frame's rendering.
      const view = element.contentWindow as (Window & typeof globalThis) | null;
      const document = element.contentDocument;
      if (!view || !document?.body) return;
      let resizes = 0;
      let scheduled = 0;
      let last = 0;
      const measure = () => {
        scheduled = 0;
        const next = contentHeight(document);
        if (next === last) return;
        last = next;
        setHeight(next);
        resizes += 1;
        if (resizes >= maxResizes) stop();
      };
      const schedule = () => {
        scheduled ||= view.requestAnimationFrame(measure);
      };
      const resize = new view.ResizeObserver(schedule);
      resize.observe(document.body);
      const mutation = new view.MutationObserver(schedule);
      mutation.observe(document.body, { subtree: true, childList: true, attributes: true });
      schedule();
      stop = () => {
        resize.disconnect();
        mutation.disconnect();
        if (scheduled) view.cancelAnimationFrame(scheduled);
      };
    };
    element.addEventListener('load', follow);
    return () => {
      element.removeEventListener('load', follow);
      stop();
    };
  }, [mounted, round]);

  return (
    <div ref={block} data-played-story={id} data-play-phase={phase}>
      <Stack space="2">
        {mounted ? (
          <iframe
            key={round}
            ref={frame}
            className={styles.playedFrame}
            title={title}
            src={src}
            data-played-frame=""
            style={{
              // Tall while it plays: React Aria fits a popover into the window it finds, so a
              // frame as short as its closed trigger squeezed the menu the play opened.
              height: `${String(phase === 'playing' ? Math.max(height ?? 0, playingHeight) : (height ?? 0))}px`,
              ...(width ? { inlineSize: `${String(width)}px` } : {}),
            }}
          />
        ) : (
          // Room for the frame before its turn, so the page does not jump much when it comes.
          <div className={styles.playedWaiting} />
        )}
        <Inline space="4" alignY="center">
          <Button
            variant="secondary"
            size="sm"
            disabled={phase === 'waiting' || phase === 'playing'}
            onClick={() => {
              setHeight(undefined);
              setPhase('waiting');
              setRound((count) => count + 1);
            }}
          >
            Play “{title}” again
          </Button>
          {/* The manager's own address (`./`, not this frame's iframe.html): the story opens in
            Storybook, with its Interactions panel. */}
          <a href={`./?path=/story/${id}`} target="_top">
            Open “{title}” in Storybook
          </a>
          {phase === 'failed' && (
            <span role="status">“{title}” did not finish its play: open it in Storybook.</span>
          )}
        </Inline>
      </Stack>
    </div>
  );
}

/**
 * How tall the story's document is: the lowest edge of anything it draws in the flow or
 * positioned against the page (a popover, a menu), with the body's own padding below it. What is
 * fixed to the frame's viewport (a modal dialog, a bottom sheet) moves with the frame's height,
 * so only its own height counts, with room around it. What scrolls inside its own box counts only
 * as that box, except a popover, which counts whole.
 */
function contentHeight(document: Document): number {
  const view = document.defaultView;
  if (!view) return 0;
  let bottom = 0;
  const visit = (element: Element, inFixedLayer: boolean) => {
    const style = view.getComputedStyle(element);
    if (style.display === 'none') return;
    const box = element.getBoundingClientRect();
    if (inFixedLayer || style.position === 'fixed') {
      // A layer over the whole window (an overlay's backdrop) is as tall as the frame, whatever
      // the frame's height: what it holds counts, not the layer.
      if (box.height < view.innerHeight - 1) {
        bottom = Math.max(bottom, box.height + fixedRoom);
        return;
      }
      for (const child of element.children) visit(child, true);
      return;
    }
    // A popover scrolls inside itself, its height capped by React Aria to the room the window
    // leaves: counted at its box alone, a short frame capped it at nothing, and the frame then
    // fitted the capped box. What it holds counts, so the frame grows to the whole menu.
    const scrolls = style.overflowY !== 'visible';
    const held =
      scrolls && style.position === 'absolute' ? element.scrollHeight + popoverRoom : box.height;
    bottom = Math.max(bottom, box.top + held + view.scrollY);
    if (!scrolls) for (const child of element.children) visit(child, false);
  };
  for (const child of document.body.children) visit(child, false);
  const body = view.getComputedStyle(document.body);
  return Math.ceil(
    bottom + Number.parseFloat(body.paddingBottom) + Number.parseFloat(body.marginBottom),
  );
}
