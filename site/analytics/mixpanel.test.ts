import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  analyticsSettings,
  categoryFor,
  createMixpanelTracker,
  pageIdle,
  trackPageView,
  withoutQuery,
} from './mixpanel';

const fakeClient = () => ({ init: vi.fn(), track: vi.fn() });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Mixpanel tracker', () => {
  it("initialises once with Beem's batching and sends category, label and data", async () => {
    const client = fakeClient();
    const tracker = createMixpanelTracker(
      { token: 't0k', enabled: true },
      () => Promise.resolve(client as never),
      () => '/pricing',
    );
    tracker.track('menu_plan_lite', { label: 'Lite', data: { position: 1 } });
    tracker.track('menu_plan_pro', { label: 'Pro' });
    await flush();
    expect(client.init).toHaveBeenCalledTimes(1);
    expect(client.init).toHaveBeenCalledWith('t0k', {
      batch_requests: true,
      batch_size: 50,
      batch_flush_interval_ms: 5000,
      batch_request_timeout_ms: 90_000,
      cookie_expiration: 365,
      track_pageview: false,
    });
    expect(client.track).toHaveBeenNthCalledWith(1, 'menu_plan_lite', {
      category: 'pwa/pricing',
      label: 'Lite',
      position: 1,
    });
    expect(analyticsSettings.batch_size).toBe(50);
  });

  it.each([
    [
      'https://trybeem.com/auth/verify?returnUrl=%2Fpricing%2Fplus#x',
      'https://trybeem.com/auth/verify',
    ],
    ['https://trybeem.com/', 'https://trybeem.com/'],
    ['', ''],
    ['not a url', ''],
  ])('withoutQuery(%j) → %j', (url, expected) => {
    expect(withoutQuery(url)).toBe(expected);
  });

  it.each([
    ['disabled', { token: 't', enabled: false }, () => Promise.resolve(fakeClient() as never)],
    ['no token', { token: '', enabled: true }, () => Promise.resolve(fakeClient() as never)],
    [
      'library failed to load',
      { token: 't', enabled: true },
      () => Promise.reject(new Error('blocked')),
    ],
  ] as const)('%s: logs "not loaded" and nothing else', async (_case, options, load) => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const tracker = createMixpanelTracker(options, load, () => '/');
    expect(() => {
      tracker.track('click', { label: 'x' });
    }).not.toThrow();
    await flush();
    expect(log).toHaveBeenCalledWith('not loaded');
  });

  it('a throwing library only logs "not loaded"', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const client = {
      init: vi.fn(),
      track: vi.fn(() => {
        throw new Error('quota');
      }),
    };
    const tracker = createMixpanelTracker(
      { token: 't', enabled: true },
      () => Promise.resolve(client as never),
      () => '/',
    );
    tracker.track('click', { label: 'x' });
    await flush();
    expect(log).toHaveBeenCalledWith('not loaded');
  });

  it('prefixes the category with pwa and the path', () => {
    expect(categoryFor('/about')).toBe('pwa/about');
  });
});

describe('page views', () => {
  it('are labelled with the path alone', async () => {
    const client = fakeClient();
    const tracker = createMixpanelTracker(
      { token: 't', enabled: true },
      () => Promise.resolve(client as never),
      () => '/pricing',
    );
    trackPageView(tracker, '/pricing');
    await flush();
    expect(client.track).toHaveBeenCalledWith('page_view', {
      category: 'pwa/pricing',
      label: '/pricing',
    });
  });
});

describe('pageIdle', () => {
  const fakeWindow = (readyState: DocumentReadyState, withIdleCallback: boolean) => {
    const listeners: (() => void)[] = [];
    const idleCallbacks: (() => void)[] = [];
    const target = {
      document: { readyState },
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      setTimeout: (callback: () => void) => {
        idleCallbacks.push(callback);
        return 0;
      },
      requestIdleCallback: withIdleCallback
        ? (callback: () => void) => {
            idleCallbacks.push(callback);
            return 0;
          }
        : undefined,
    };
    return { target: target as never, listeners, idleCallbacks };
  };
  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await flush();
    return done;
  };

  it('waits for the load event, then for an idle moment', async () => {
    const fake = fakeWindow('loading', true);
    const idle = pageIdle(fake.target);
    expect(await settled(idle)).toBe(false);
    fake.listeners.forEach((listener) => {
      listener();
    });
    expect(await settled(idle)).toBe(false);
    fake.idleCallbacks.forEach((callback) => {
      callback();
    });
    expect(await settled(idle)).toBe(true);
  });

  it('on a loaded page without requestIdleCallback, resolves on the next task', async () => {
    const fake = fakeWindow('complete', false);
    const idle = pageIdle(fake.target);
    expect(fake.listeners).toHaveLength(0);
    expect(fake.idleCallbacks).toHaveLength(1);
    fake.idleCallbacks.forEach((callback) => {
      callback();
    });
    expect(await settled(idle)).toBe(true);
  });
});
