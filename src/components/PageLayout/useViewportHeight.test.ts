import { describe, expect, it } from 'vitest';
import { applyViewportHeight } from './useViewportHeight';

describe('applyViewportHeight', () => {
  it('sets the unit to 1 % of the inner height, in px', () => {
    const set = new Map<string, string>();
    const documentElement = {
      style: { setProperty: (name: string, value: string) => set.set(name, value) },
    };
    applyViewportHeight({
      innerHeight: 812,
      document: { documentElement } as unknown as Document,
    });
    expect([...set.values()]).toEqual(['8.12px']);
    expect([...set.keys()][0]).toMatch(/^--vh/);
  });
});
