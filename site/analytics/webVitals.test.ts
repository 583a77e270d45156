import { describe, expect, it, vi } from 'vitest';
import type { BeemTracker } from '@beem/design-system';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { reportWebVitals, sampleRateFrom, VITALS_EVENT, vitalProperties } from './webVitals';

const lcp = {
  name: 'LCP',
  value: 2487.6,
  rating: 'good',
  delta: 2487.6,
  id: 'v5-1700000000000-123',
  entries: [],
  navigationType: 'navigate',
  attribution: {
    target: 'main > section > p.lead',
    url: 'https://www.trybeem.com/assets/hero.avif?returnUrl=%2Fd%2Faccount&phone=4155552671',
    timeToFirstByte: 612.4,
    resourceLoadDelay: 100.5,
    resourceLoadDuration: 700.2,
    elementRenderDelay: 1074.5,
  },
} as unknown as MetricWithAttribution;

const inp = {
  name: 'INP',
  value: 152.2,
  rating: 'good',
  delta: 152.2,
  id: 'v5-1700000000000-456',
  entries: [],
  navigationType: 'navigate',
  attribution: {
    interactionTarget: 'form > input#phone',
    interactionType: 'keyboard',
    inputDelay: 20.4,
    processingDuration: 110.6,
    presentationDelay: 21.2,
    loadState: 'complete',
  },
} as unknown as MetricWithAttribution;

const cls = {
  name: 'CLS',
  value: 0.012345,
  rating: 'good',
  delta: 0.012345,
  id: 'v5-1700000000000-789',
  entries: [],
  navigationType: 'back-forward',
  attribution: {
    largestShiftTarget: 'img.hero',
    largestShiftValue: 0.011111,
    loadState: 'loading',
  },
} as unknown as MetricWithAttribution;

describe('vitalProperties', () => {
  it('sends LCP in whole milliseconds with where the time went, and the resource without its query', () => {
    expect(vitalProperties(lcp)).toEqual({
      metric: 'LCP',
      value: 2488,
      rating: 'good',
      navigationType: 'navigate',
      pageViewId: 'v5-1700000000000-123',
      element: 'main > section > p.lead',
      resource: 'https://www.trybeem.com/assets/hero.avif',
      timeToFirstByte: 612,
      resourceLoadDelay: 101,
      resourceLoadDuration: 700,
      elementRenderDelay: 1075,
    });
  });

  it('sends INP with the element and its phases, never what was typed', () => {
    expect(vitalProperties(inp)).toEqual({
      metric: 'INP',
      value: 152,
      rating: 'good',
      navigationType: 'navigate',
      pageViewId: 'v5-1700000000000-456',
      element: 'form > input#phone',
      interactionType: 'keyboard',
      inputDelay: 20,
      processingDuration: 111,
      presentationDelay: 21,
      loadState: 'complete',
    });
  });

  it('keeps CLS to four places', () => {
    expect(vitalProperties(cls)).toMatchObject({
      metric: 'CLS',
      value: 0.0123,
      largestShiftValue: 0.0111,
      element: 'img.hero',
      loadState: 'loading',
    });
  });

  it('carries no query string and no phone digits in any property', () => {
    for (const metric of [lcp, inp, cls]) {
      const sent = JSON.stringify(vitalProperties(metric));
      expect(sent).not.toContain('?');
      expect(sent).not.toContain('4155552671');
      expect(sent).not.toContain('returnUrl');
    }
  });

  it('cuts a long selector', () => {
    const long = { ...lcp, attribution: { ...lcp.attribution, target: 'div > '.repeat(60) } };
    expect(String(vitalProperties(long as MetricWithAttribution).element)).toHaveLength(120);
  });
});

describe('reportWebVitals', () => {
  const fakeTarget = () => ({ track: vi.fn() }) satisfies BeemTracker;

  it('does nothing for a page view outside the sample', () => {
    const load = vi.fn();
    const target = fakeTarget();
    expect(reportWebVitals({ sampleRate: 0.1, random: () => 0.1, target, load })).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('reports each metric of a sampled page view as a web_vital event', async () => {
    const target = fakeTarget();
    const callbacks: ((metric: MetricWithAttribution) => void)[] = [];
    const register = (callback: (metric: MetricWithAttribution) => void) => {
      callbacks.push(callback);
    };
    const load = vi.fn(() =>
      Promise.resolve({ onLCP: register, onINP: register, onCLS: register }),
    );
    expect(reportWebVitals({ sampleRate: 0.1, random: () => 0.05, target, load })).toBe(true);
    await vi.waitFor(() => {
      expect(callbacks).toHaveLength(3);
    });
    for (const callback of callbacks) callback(lcp);
    callbacks[1]?.(inp);
    expect(target.track).toHaveBeenCalledWith(VITALS_EVENT, {
      label: 'LCP',
      data: vitalProperties(lcp),
    });
    expect(target.track).toHaveBeenLastCalledWith(VITALS_EVENT, {
      label: 'INP',
      data: vitalProperties(inp),
    });
  });

  it('costs the page nothing when the library cannot load', async () => {
    const target = fakeTarget();
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    expect(reportWebVitals({ sampleRate: 1, random: () => 0.99, target, load })).toBe(true);
    await vi.waitFor(() => {
      expect(load).toHaveBeenCalled();
    });
    expect(target.track).not.toHaveBeenCalled();
  });
});

describe('sampleRateFrom', () => {
  it('takes a rate from 0 to 1 and falls back to 10 % for anything else', () => {
    expect([undefined, '', 'half', '-0.5', '2'].map(sampleRateFrom)).toEqual([
      0.1, 0.1, 0.1, 0.1, 0.1,
    ]);
    expect(['0', '0.25', '1'].map(sampleRateFrom)).toEqual([0, 0.25, 1]);
  });
});
