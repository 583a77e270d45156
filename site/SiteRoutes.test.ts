import { describe, expect, it } from 'vitest';
import { prerenderRoutes } from './entry-server';
import { matchRoute } from './matchRoute';
import { routes } from './routes';
import { routeByKey, routeKey } from './SiteRoutes';

describe('route keys', () => {
  it('are unique, so the key a page carries names exactly one route', () => {
    const keys = routes.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain('');
  });

  it('lead the browser back to the route the prerenderer matched, for every page', () => {
    for (const { path } of prerenderRoutes) {
      const matched = matchRoute(path);
      expect(routeByKey(routeKey(matched)), path).toBe(matched);
    }
    expect(routeKey(matchRoute('/about/'))).toBe('/about');
    expect(routeKey(matchRoute('/no/such/page'))).toBe('*');
  });

  it('refuse a key the table does not have', () => {
    expect(() => routeByKey('/nope')).toThrow('no route "/nope"');
  });
});
