'use client';
/**
 * The event half of `onChange(value, event)` for a control built on React Aria, whose own
 * `onChange` gives the value alone. Every Beem input calls `onChange(value, event)`, with React's
 * event for the interaction that made the change; React Aria changes the value inside that
 * interaction's handler (a key press, a press, a blur that commits typed text), so the event is
 * the last one that reached the control before the change (the outermost, where one event
 * fires inside another). The control spreads `capture` on its
 * outer element: capture-phase handlers, which see every event of the control first, its
 * popover's too (React's events travel through portals along the component tree).
 *
 * Why capture handlers and not `window.event`: that is the browser's native event, deprecated,
 * and not what the library's native inputs give; an app's handler reads `event.target`,
 * `event.currentTarget` or `event.nativeEvent` the same way from every input.
 */
import { useMemo, useRef, type SyntheticEvent } from 'react';

export interface ChangeEventSource {
  /** Capture-phase handlers for the control's outer element. */
  capture: {
    onKeyDownCapture: (event: SyntheticEvent) => void;
    onKeyUpCapture: (event: SyntheticEvent) => void;
    onPointerDownCapture: (event: SyntheticEvent) => void;
    onPointerUpCapture: (event: SyntheticEvent) => void;
    onClickCapture: (event: SyntheticEvent) => void;
    onInputCapture: (event: SyntheticEvent) => void;
    onChangeCapture: (event: SyntheticEvent) => void;
    onBlurCapture: (event: SyntheticEvent) => void;
    onPasteCapture: (event: SyntheticEvent) => void;
  };
  /** The event of the interaction under way (or the last one), for `onChange`'s second argument. */
  latest: () => SyntheticEvent;
}

export function useChangeEvent(): ChangeEventSource {
  const last = useRef<SyntheticEvent | null>(null);
  return useMemo(() => {
    const record = (event: SyntheticEvent) => {
      // An event fired while another is still being dispatched is its consequence (the blur of
      // the button an arrow key moves focus from): the interaction is the outer one.
      const outer = last.current?.nativeEvent;
      if (outer && outer !== event.nativeEvent && outer.eventPhase !== Event.NONE) return;
      last.current = event;
    };
    return {
      capture: {
        onKeyDownCapture: record,
        onKeyUpCapture: record,
        onPointerDownCapture: record,
        onPointerUpCapture: record,
        onClickCapture: record,
        onInputCapture: record,
        onChangeCapture: record,
        onBlurCapture: record,
        onPasteCapture: record,
      },
      latest: () => {
        // React Aria changes a value only in answer to an event of the control's, so one has
        // been recorded; the error names the control's wiring if a new one forgets `capture`.
        if (!last.current)
          throw new Error('onChange: no event reached the control before its change.');
        return last.current;
      },
    };
  }, []);
}
