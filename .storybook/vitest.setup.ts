/**
 * After each story has rendered, played and passed its axe check, compare a screenshot of the
 * story root with the committed baseline next to the story file
 * (`__screenshots__/<file>/<story id>.png`). docs/Testing.mdx describes the opt-out tag and
 * re-baselining.
 */
import { afterEach, expect, inject } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { setLocaleOverride } from '../src/internal/storybook/localeMode';
import { setModeResizer, shotsFor, type SnapshotModes } from '../src/internal/storybook/modes';
import { setThemeOverride } from '../src/internal/storybook/themeMode';
import { loadFonts } from '../tokens/fonts';
import { viewports } from './viewports';

declare module 'vitest' {
  interface ProvidedContext {
    /** `es-US` when the run plays every story in Spanish (STORY_LOCALE, vite.config.ts). */
    forcedStoryLocale: '' | 'es-US';
  }
}

interface StoryUnderTest {
  id: string;
  tags: string[];
  play?: unknown;
  globals?: { viewport?: { value?: string } };
  parameters: {
    screenshot?: { target?: 'story' | 'page'; selector?: string };
    modes?: SnapshotModes;
    darkMode?: boolean;
  };
}

/** Forced colours (Windows high contrast) for the whole page, through the DevTools protocol. */
async function emulateForcedColors(active: boolean) {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'forced-colors', value: active ? 'active' : 'none' }],
  });
}

/** axe on the whole page as the a11y addon checks a story: a violation fails the shot. */
async function expectNoAxeViolations(context: string) {
  const { default: axe } = await import('axe-core');
  const results = await axe.run(
    {
      include: [document.body],
      exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'],
    },
    // As the addon: stories are not whole pages, so the landmark rule does not apply.
    { rules: { region: { enabled: false } } },
  );
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  if (found.length) throw new Error(`axe in ${context}: ${found.join('; ')}`);
}

/** Every image in the page loaded (or failed): lazy ones are asked to load now. */
async function settleImages(root: ParentNode) {
  const images = Array.from(root.querySelectorAll('img'));
  for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
  await Promise.all(
    images.map((image) =>
      image.complete
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            image.addEventListener(
              'load',
              () => {
                resolve();
              },
              { once: true },
            );
            image.addEventListener(
              'error',
              () => {
                resolve();
              },
              { once: true },
            );
          }),
    ),
  );
}

const nextFrame = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      resolve();
    }),
  );

/**
 * A resize leaves a scrolling box (a long bottom sheet) at the scroll offset it had, clamped by
 * whichever sizes the layout passed through on the way, and those differ from run to run under
 * load: the same story's phone shot came out scrolled to different places. The element the play
 * left focused is brought back into view in its box, as the person who focused it sees it; the
 * window's own scroll is left as it was.
 */
function keepFocusInView() {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return;
  const { scrollX, scrollY } = window;
  focused.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
  window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
}

/**
 * Chromium repaints only what changed (a focus ring, a hovered button). A shape repainted alone
 * can anti-alias its edge differently from the same shape painted with the whole page, which
 * made strict comparisons flaky. Painting the whole page once more first removes that variable.
 */
async function repaintEverything() {
  const html = document.documentElement;
  html.style.setProperty('background-color', 'transparent');
  await nextFrame();
  await nextFrame();
  html.style.removeProperty('background-color');
  await nextFrame();
  await nextFrame();
}

/**
 * React Aria keeps a new popover hidden (transparent and clipped) for up to 600 ms after a text
 * field takes focus on a device it judges to have an on-screen keyboard, so that the list appears
 * once the keyboard has made room. It judges so once it has seen the viewport shrink just after
 * such a focus, and the shots' own resizes look like that; story files share their page, so the
 * judgement made in one file holds in the next (a combo box's list came out missing). A person on
 * a phone sees the list once it is revealed, and so does the shot.
 */
async function revealDeferredPopovers() {
  const held = () =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-rac]')).some(
      (element) => element.style.opacity === '0' && element.style.clipPath === 'inset(50%)',
    );
  const deadline = performance.now() + 2_000;
  while (held() && performance.now() < deadline) await nextFrame();
}

/** Play functions assert each viewport mode through `inEachMode`, which resizes with this. */
setModeResizer(async (to) => {
  const { width, height } =
    typeof to === 'string'
      ? {
          width: Number.parseInt(viewports[to].styles.width, 10),
          height: Number.parseInt(viewports[to].styles.height, 10),
        }
      : to;
  await page.viewport(width, height);
  // Layouts sized by the viewport (PageLayout's --vh) update on the resize event.
  await nextFrame();
  await nextFrame();
});

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryUnderTest }).story;
  if (!story) return;
  // A story without a play function asserts nothing about the state it claims to show.
  if (typeof story.play !== 'function') {
    throw new Error(`Story ${story.id} has no play function: assert the state it shows.`);
  }
  if (context.task.result?.state === 'fail' || context.task.result?.errors?.length) return;
  if (story.tags.includes('no-screenshot')) return;
  if (inject('forcedStoryLocale')) return;

  await revealDeferredPopovers();
  const root = document.querySelector<HTMLElement>('[data-story-root]');
  if (!root) throw new Error(`Story ${story.id} rendered no story root to screenshot.`);
  // `selector`: one element, as it stands (a sticky header over a scrolled page, say).
  const selector = story.parameters.screenshot?.selector;
  const target = selector ? root.querySelector<HTMLElement>(selector) : root;
  if (!target)
    throw new Error(`Story ${story.id}: nothing matches ${selector ?? ''} to screenshot.`);
  // `page`: fixed-position content (drawers, overlays, toasts) lies outside the root's own box,
  // so the root is stretched over the whole window for the shot.
  if (story.parameters.screenshot?.target === 'page') target.style.minHeight = '100vh';

  // Every shot is taken even when an earlier one differs, so one run leaves every new and changed
  // image for the review report; the first failure is raised at the end.
  const failures: unknown[] = [];
  // A focused field's caret blinks, and a shot taken mid-blink differs from its baseline by the
  // caret's few pixels. Playwright hides it in its own screenshots; Vitest's matcher does not.
  // `caret-color: transparent` hides it in normal colours, but forced colours paint it anyway;
  // there the field is made read-only for the shot, which draws no caret and keeps its focus
  // ring. (Not in normal colours: a read-only field there renders a few pixels differently.)
  const hideCaret = document.createElement('style');
  hideCaret.textContent = '* { caret-color: transparent !important; }';
  document.head.append(hideCaret);
  const focused = document.activeElement;
  const typing =
    (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) &&
    !focused.readOnly
      ? focused
      : null;

  // A shot without a viewport of its own after one that resized (the dark shot of a story whose
  // Spanish shot is a phone's) is taken at the size the story was first shot at.
  const firstSize = { width: window.innerWidth, height: window.innerHeight };
  for (const shot of shotsFor(story)) {
    if (shot.theme && !shot.viewport) {
      await page.viewport(firstSize.width, firstSize.height);
      await nextFrame();
      await nextFrame();
    }
    if (shot.viewport) {
      const { width, height } = viewports[shot.viewport].styles;
      await page.viewport(Number.parseInt(width, 10), Number.parseInt(height, 10));
      // Layouts sized by the viewport (PageLayout's --vh) update on the resize event: let them
      // settle before the page is measured, or the shot takes the previous mode's height.
      await nextFrame();
      await nextFrame();
    }
    if (shot.forcedColors) {
      await emulateForcedColors(true);
      if (typing) typing.readOnly = true;
    }
    if (shot.locale) {
      setLocaleOverride(shot.locale);
      // Words of another length re-measure what is sized by its content: a carousel's
      // ResizeObserver fires after the next layout and moves its slides a frame later, so a shot
      // two frames on could catch the slides mid-move (a card's corners drawn on a moving layer).
      for (let frame = 0; frame < 4; frame++) await nextFrame();
    }
    if (shot.theme) {
      setThemeOverride(shot.theme);
      // Only custom properties change, but a carousel or a chart that measures its text re-lays
      // out a frame after the restyle, as after a locale switch.
      for (let frame = 0; frame < 4; frame++) await nextFrame();
    }
    try {
      // The story's axe check ran in its own locale; the re-render in another is checked too
      // (a missing `lang`, a name that went empty), with the context and rules the a11y addon
      // uses for every story.
      if (shot.locale) await expectNoAxeViolations(shot.locale);
      // In the dark theme every colour changed: axe measures the contrast of the rendered text
      // again, on the dark page, in the state the play function left.
      if (shot.theme) await expectNoAxeViolations(`the ${shot.theme} theme`);
      keepFocusInView();
      // The page is an iframe, and what lies below its fold would come out blank: grow it to fit.
      const bottom = Math.ceil(target.getBoundingClientRect().bottom + window.scrollY);
      if (bottom > window.innerHeight) await page.viewport(window.innerWidth, bottom);
      // Lazy images start loading once the page has grown over them.
      await loadFonts();
      await settleImages(document);
      await repaintEverything();
      // Whole pages at a phone's width are tall: taking two matching shots of one takes a while.
      // Forced-colours shots leave out anti-aliased pixels. With system colours, Chromium shades
      // the edge of a curved outline (a focus ring round a pill button) differently from one
      // paint to the next, so two runs of an unchanged story differed by a few dozen edge pixels.
      // What those shots guard is the shape and the system colours, and any change to either
      // moves pixels that are not edges. Normal-colour shots keep the project's comparison
      // (scripts/screenshot-comparator.ts): a one-unit change of a colour token still fails.
      await expect.element(page.elementLocator(target)).toMatchScreenshot(shot.name, {
        timeout: 20_000,
        ...(shot.forcedColors && {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0, includeAA: false, allowedMismatchedPixels: 0 },
        }),
      });
    } catch (error) {
      failures.push(error);
    } finally {
      if (shot.forcedColors) {
        await emulateForcedColors(false);
        if (typing) typing.readOnly = false;
      }
      if (shot.locale) setLocaleOverride(undefined);
      if (shot.theme) setThemeOverride(undefined);
    }
  }
  hideCaret.remove();
  if (failures.length) throw failures[0];
});
