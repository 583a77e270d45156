/**
 * After each story has rendered, played and passed its axe check, compare a screenshot of the
 * story root with the committed baseline next to the story file
 * (`__screenshots__/<file>/<story id>.png`). See the README for the opt-out tag and re-baselining.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { loadFonts } from '../tokens/fonts';

interface StoryUnderTest {
  id: string;
  tags: string[];
  play?: unknown;
  parameters: { screenshot?: { target?: 'story' | 'page'; selector?: string } };
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

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryUnderTest }).story;
  if (!story) return;
  // A story without a play function asserts nothing about the state it claims to show.
  if (typeof story.play !== 'function') {
    throw new Error(`Story ${story.id} has no play function: assert the state it shows.`);
  }
  if (context.task.result?.state === 'fail' || context.task.result?.errors?.length) return;
  if (story.tags.includes('no-screenshot')) return;

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

  // The page is an iframe, and what lies below its fold would come out blank: grow it to fit.
  const bottom = Math.ceil(target.getBoundingClientRect().bottom + window.scrollY);
  if (bottom > window.innerHeight) await page.viewport(window.innerWidth, bottom);
  // Lazy images start loading once the page has grown over them.
  await loadFonts();
  await settleImages(document);
  await repaintEverything();
  await expect.element(page.elementLocator(target)).toMatchScreenshot(story.id);
});
