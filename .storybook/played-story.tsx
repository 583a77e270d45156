/**
 * The docs pages' Story block. A docs page draws its stories without running their play
 * functions, so a story whose state comes from its play (a menu opened by keyboard, a field typed
 * into, a dialog that is busy) would show the component at rest. A story tagged `played` is shown
 * instead as its screenshot test records it after its play (played-shots.ts), in the page's theme
 * and language, with a button that runs the play live in a frame of its own.
 * `scripts/docs-played.test.ts` holds every story whose play acts to the tag.
 *
 * Why a picture first, rather than every story playing in a frame: focus is one per window, so
 * plays running side by side on one page take it from each other, fail their focus checks and
 * scroll the page to whichever frame took it last, and a state drawn by focus (a focus ring, a
 * menu opened by keyboard) is lost in every frame but one. The picture is the state the story
 * tests compare on every run; the live frame plays only when asked, so it has the focus to itself.
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

type StoryProps = ComponentProps<typeof Story> & { __primary?: boolean };

/** A frame grows or shrinks this many times at most: content sized by the frame's own height
 * (`100dvh`) would otherwise grow it for ever. */
const maxResizes = 40;

/** Room above and below a modal dialog, which centres itself in the frame. */
const fixedRoom = 64;

export function PlayedStory(props: StoryProps) {
  const { story } = useOf(props.of ?? 'story', ['story']);
  const context = useContext(DocsContext);
  // Playing live, at least as tall as the picture: a popover places itself inside the window it
  // finds, so a frame that started short would squeeze the menu the picture shows.
  const [live, setLive] = useState<{ minHeight: number }>();
  const picture = useRef<HTMLImageElement>(null);
  if (props.__primary || !story.tags.includes('played')) return <Story {...props} />;
  const globals = context.getStoryContext(story).globals as Record<string, unknown>;
  const shot =
    globals.theme === 'dark'
      ? `${story.id}__dark.png`
      : globals.locale === 'es-US'
        ? `${story.id}__es-US.png`
        : `${story.id}.png`;
  const params = new URLSearchParams({ id: story.id, viewMode: 'story' });
  const passed = (['theme', 'locale', 'motion'] as const)
    .filter((name) => typeof globals[name] === 'string')
    .map((name) => `${name}:${String(globals[name])}`);
  if (passed.length) params.set('globals', passed.join(';'));
  return (
    <div className="sb-story sb-unstyled" data-story-block="true" id={`story--${story.id}`}>
      <Stack space="2">
        {live ? (
          <PlayedFrame
            title={story.name}
            src={`iframe.html?${params}`}
            minHeight={live.minHeight}
          />
        ) : (
          <img
            ref={picture}
            className={styles.playedPicture}
            src={`played/${shot}`}
            alt={`${story.name}, after its play function, as its screenshot test records it.`}
            loading="lazy"
            data-played-story=""
          />
        )}
        <Inline space="4" alignY="center">
          {!live && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setLive({ minHeight: picture.current?.offsetHeight ?? 0 });
              }}
            >
              Play “{story.name}” here
            </Button>
          )}
          {/* The manager's own address (`./`, not this frame's iframe.html): the story opens in
            Storybook, with its Interactions panel. */}
          <a href={`./?path=/story/${story.id}`} target="_top">
            Open “{story.name}” in Storybook
          </a>
        </Inline>
      </Stack>
    </div>
  );
}

/** The story, played live, in a frame as tall as what it draws. */
function PlayedFrame({ title, src, minHeight }: { title: string; src: string; minHeight: number }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>();
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
  }, [src]);
  return (
    <iframe
      ref={frame}
      className={styles.playedFrame}
      title={title}
      src={src}
      data-played-frame=""
      style={{ height: `${Math.max(height ?? 0, minHeight)}px` }}
    />
  );
}

/**
 * How tall the story's document is: the lowest edge of anything it draws in the flow or
 * positioned against the page (a popover, a menu), with the body's own padding below it. What is
 * fixed to the frame's viewport (a modal dialog, a bottom sheet) moves with the frame's height,
 * so only its own height counts, with room around it. What scrolls inside its own box counts only
 * as that box.
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
    bottom = Math.max(bottom, box.bottom + view.scrollY);
    if (style.overflowY === 'visible') for (const child of element.children) visit(child, false);
  };
  for (const child of document.body.children) visit(child, false);
  const body = view.getComputedStyle(document.body);
  return Math.ceil(
    bottom + Number.parseFloat(body.paddingBottom) + Number.parseFloat(body.marginBottom),
  );
}
