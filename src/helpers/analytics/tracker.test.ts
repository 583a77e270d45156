import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackEvent, trackLink } from './tracker';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('trackEvent', () => {
  it('a tracker that throws is reported to the console and the caller goes on', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tracker = {
      track: () => {
        throw new Error('quota');
      },
    };
    expect(() => {
      trackEvent('menu_plan_lite', { label: 'Lite' }, tracker);
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
    trackLink({ event: 'menu_plan_lite', name: 'Lite', href: '/pricing/lite' }, tracker);
    expect(tracker.track).toHaveBeenCalledWith('menu_plan_lite', {
      label: 'Lite',
      data: { href: '/pricing/lite' },
    });
  });

  it('a link without an event name sends nothing', () => {
    const tracker = { track: vi.fn() };
    trackLink({ name: 'Privacy', href: '/privacy' }, tracker);
    expect(tracker.track).not.toHaveBeenCalled();
  });
});
