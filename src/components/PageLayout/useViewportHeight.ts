'use client';
import { setElementVars } from '@vanilla-extract/dynamic';
import { useLayoutEffect } from 'react';
import { viewportUnit } from '../../../tokens/viewport.css';

/** Sets the viewport-height unit (1 % of the window's inner height) on the document root. */
export function applyViewportHeight(win: Pick<Window, 'innerHeight' | 'document'>) {
  setElementVars(win.document.documentElement, {
    [viewportUnit]: `${(win.innerHeight * 0.01).toFixed(2)}px`,
  });
}

/** Layouts keeping the unit current: the last one to go takes the unit with it. */
let watching = 0;

/**
 * Sets the unit on load and again on every resize. For a prerendered page whose layout is not
 * hydrated, the page's script calls this itself. Returns the means to stop.
 */
export function watchViewportHeight(win: Window = window) {
  const update = () => {
    applyViewportHeight(win);
  };
  update();
  watching += 1;
  win.addEventListener('resize', update, { passive: true });
  return () => {
    win.removeEventListener('resize', update);
    watching -= 1;
    // Left behind, the value would go stale at the next resize, and a full-screen piece shown
    // after the layout (a drawer in a page of its own, a window resized in between) would take
    // the height of a window that is gone. Without it, `fullViewportHeight` falls back to 1vh.
    if (watching === 0) {
      win.document.documentElement.style.removeProperty(viewportUnit.slice('var('.length, -1));
    }
  };
}

/**
 * A layout effect, not a passive one: the unit is in place before the browser first paints the
 * page, so what is sized by it is never drawn at the height of the page before.
 */
export function useViewportHeight() {
  useLayoutEffect(() => watchViewportHeight(window), []);
}
