import { describe, expect, it } from 'vitest';
import { productIconNames } from '@beem/design-system';
import { drawerLinks, menuGroupNames, menuGroups, menuPrice } from './menu';
import { beemPagePaths } from './pagePaths';
import { plans } from './pricing';

const menuItems = menuGroups.flatMap((group) => group.items);

describe('menu content', () => {
  it('has its five groups, in order', () => {
    expect(menuGroups.map((group) => group.key)).toEqual([...menuGroupNames]);
  });

  it.each(menuItems.map((item) => [item.name, item.href] as const))(
    '%s links to one of Beem’s public pages (%s)',
    (_name, href) => {
      expect(beemPagePaths).toContain(href);
    },
  );

  it('gives every item a unique analytics event', () => {
    const events = menuItems.map((item) => item.event);
    expect(new Set(events).size).toBe(events.length);
  });

  it('lists every plan with its monthly price and tag, from the plans themselves', () => {
    const pricing = menuGroups.find((group) => group.key === 'Pricing');
    expect(pricing?.items.map((item) => [item.name, item.href, item.desc, item.tag])).toEqual(
      plans.map((plan) => [plan.name, plan.href, menuPrice(plan.monthlyPrice), plan.tag]),
    );
  });

  it('writes a price under a dollar in cents, and one from a dollar up in dollars and cents', () => {
    expect(menuPrice(0.5)).toBe('50 cents/mo');
    expect(menuPrice(3)).toBe('$3.00/mo');
  });

  it('links the drawer’s own links to pages the site has', () => {
    for (const link of drawerLinks) expect(beemPagePaths, link.name).toContain(link.href);
  });
});

describe('the menu against the library’s product icons', () => {
  it('gives every menu item an icon from the map', () => {
    for (const item of menuItems) expect(productIconNames, item.name).toContain(item.icon);
  });

  it('shows every product of the map', () => {
    const used = new Set(menuItems.map((item) => item.icon));
    expect(productIconNames.filter((name) => !used.has(name))).toEqual([]);
  });

  it('gives identity theft protection and insurance, which share a page, icons of their own', () => {
    const identity = menuItems.filter((item) => item.name.startsWith('Identity theft'));
    expect(identity).toHaveLength(2);
    expect(new Set(identity.map((item) => item.icon)).size).toBe(identity.length);
  });
});
