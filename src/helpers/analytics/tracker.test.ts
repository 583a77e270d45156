/* eslint-disable @typescript-eslint/no-deprecated -- these tests cover configureBeem, the deprecated process-wide path, for as long as it is exported. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureBeem, resetBeemConfig } from '../config/config';
import { trackEvent, trackLink } from './tracker';

afterEach(() => {
  resetBeemConfig();
  vi.restoreAllMocks();
});

describe('trackEvent', () => {
  it('sends the event to the tracker in force when it happens, not when a component rendered', () => {
    const first = { track: vi.fn() };
    const later = { track: vi.fn() };
    configureBeem({ tracker: first });
    trackEvent('phone_entry', { label: 'text_me_the_app' });
    configureBeem({ tracker: later });
    trackEvent('phone_entry', { label: 'text_me_the_app' });
    expect(first.track).toHaveBeenCalledTimes(1);
    expect(later.track).toHaveBeenCalledWith('phone_entry', { label: 'text_me_the_app' });
  });

  it('a tracker that throws is reported to the console and the caller goes on', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    configureBeem({
      tracker: {
        track: () => {
          throw new Error('quota');
        },
      },
    });
    expect(() => {
      trackEvent('menu_plan_lite', { label: 'Lite' });
    }).not.toThrow();
    expect(error).toHaveBeenCalledWith(
      'The tracker failed to record "menu_plan_lite".',
      expect.any(Error),
    );
  });
});

describe('trackLink', () => {
  it('sends the link its own event name, labelled with its text, with its address', () => {
    const tracker = { track: vi.fn() };
    configureBeem({ tracker });
    trackLink({ event: 'menu_plan_lite', name: 'Lite', href: '/pricing/lite' });
    expect(tracker.track).toHaveBeenCalledWith('menu_plan_lite', {
      label: 'Lite',
      data: { href: '/pricing/lite' },
    });
  });

  it('a link without an event name sends nothing', () => {
    const tracker = { track: vi.fn() };
    configureBeem({ tracker });
    trackLink({ name: 'Privacy', href: '/privacy' });
    expect(tracker.track).not.toHaveBeenCalled();
  });
});
