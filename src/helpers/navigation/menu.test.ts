import { describe, expect, it } from 'vitest';
import { menuGroupNames, menuGroups } from './menu';
import { blogCategories, beemPagePaths } from './paths';

describe('menu content', () => {
  it('has its five groups, in order', () => {
    expect(menuGroups.map((group) => group.name)).toEqual([...menuGroupNames]);
  });

  it.each(
    menuGroups.flatMap((group) => group.items.map((item) => [item.name, item.href] as const)),
  )('%s links to one of Beem’s public pages (%s)', (_name, href) => {
    expect(beemPagePaths).toContain(href);
  });

  it('gives every item a unique analytics event', () => {
    const events = menuGroups.flatMap((group) => group.items.map((item) => item.event));
    expect(new Set(events).size).toBe(events.length);
  });

  it('lists the four plans with their monthly prices, Lite tagged New', () => {
    const pricing = menuGroups.find((group) => group.name === 'Pricing');
    expect(pricing?.items.map((item) => [item.name, item.desc, item.tag])).toEqual([
      ['Lite', '99 cents/mo', 'New'],
      ['Basic', '$2.47/mo', undefined],
      ['Plus', '$5.97/mo', undefined],
      ['Pro', '$12.97/mo', undefined],
    ]);
  });

  it('knows the eleven blog categories', () => {
    expect(blogCategories).toHaveLength(11);
  });
});
