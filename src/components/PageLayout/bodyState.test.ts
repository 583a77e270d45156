import { describe, expect, it } from 'vitest';
import { resolveBodyState, type BodyState, type BodyStateFlags } from './bodyState';

const expected = (flags: Required<BodyStateFlags>): BodyState => {
  if (flags.blocked) return 'blocked';
  if (flags.error) return 'error';
  if (flags.loading) return 'loading';
  return flags.permitted ? 'permitted' : 'notPermitted';
};

const combinations: Required<BodyStateFlags>[] = [];
for (const blocked of [false, true])
  for (const error of [false, true])
    for (const loading of [false, true])
      for (const permitted of [true, false])
        combinations.push({ blocked, error, loading, permitted });

describe('resolveBodyState', () => {
  it('is permitted with no flags: permitted defaults to true', () => {
    expect(resolveBodyState({})).toBe('permitted');
  });

  it.each(combinations)('%o', (flags) => {
    expect(resolveBodyState(flags)).toBe(expected(flags));
  });

  it.each([
    [{ loading: true, blocked: true }, 'blocked'],
    [{ loading: true, error: true }, 'error'],
    [{ blocked: true, error: true }, 'blocked'],
    [{ loading: true, permitted: false }, 'loading'],
    [{ error: true, permitted: false }, 'error'],
  ] as const)('%o shows %s', (flags, state) => {
    expect(resolveBodyState(flags)).toBe(state);
  });
});
