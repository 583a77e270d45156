'use client';
import { setElementVars } from '@vanilla-extract/dynamic';
import { useEffect } from 'react';
import { viewportUnit } from '../../../tokens/viewport.css';

/** Sets the viewport-height unit (1 % of the window's inner height) on the document root. */
export function applyViewportHeight(win: Pick<Window, 'innerHeight' | 'document'>) {
  setElementVars(win.document.documentElement, {
    [viewportUnit]: `${(win.innerHeight * 0.01).toFixed(2)}px`,
  });
}

/**
 * Sets the unit on load and again on every resize. For a prerendered page whose layout is not
 * hydrated, the page's script calls this itself. Returns the means to stop.
 */
export function watchViewportHeight(win: Window = window) {
  const update = () => {
    applyViewportHeight(win);
  };
  update();
  win.addEventListener('resize', update, { passive: true });
  return () => {
    win.removeEventListener('resize', update);
  };
}

export function useViewportHeight() {
  useEffect(() => watchViewportHeight(window), []);
}
