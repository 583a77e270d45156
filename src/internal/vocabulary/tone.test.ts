import { describe, expect, it } from 'vitest';
import { tokensCss, tokensDtcg, type DtcgGroup } from '../../../tokens/export/exportTokens';
import { darkSemanticSource, semanticSource } from '../../../tokens/semantic';
import { sprinkles } from '../../../tokens/sprinkles.css';
import { statusTones } from './tone';

/** Names from before the one vocabulary: a token that still says one speaks a second language. */
const otherVocabulary = /success|warning|error|danger/i;

/** Every group and token name in a DTCG tree, as a dotted path. */
function paths(group: DtcgGroup, prefix = ''): string[] {
  return Object.entries(group).flatMap(([key, value]) => {
    if (key.startsWith('$')) return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...(typeof value === 'object' && !('$value' in value) ? paths(value, path) : [])];
  });
}

describe('the tokens speak the components’ tone vocabulary', () => {
  it('has one colour group per status tone, in the light and the dark theme', () => {
    expect(Object.keys(semanticSource.color.tone)).toEqual([...statusTones]);
    expect(Object.keys(darkSemanticSource.color.tone)).toEqual([...statusTones]);
  });

  it('names no token success, warning or error, in tokens.css or tokens.json', () => {
    const properties = tokensCss().match(/--beem-[a-z0-9-]+/g) ?? [];
    expect(properties.length).toBeGreaterThan(100);
    expect(properties.filter((name) => otherVocabulary.test(name))).toEqual([]);
    const names = paths(tokensDtcg());
    expect(names).toContain('color.tone.critical.text');
    expect(names.filter((name) => otherVocabulary.test(name))).toEqual([]);
  });

  it('gives Box a colour and a background for every status tone, each its own', () => {
    const colours = statusTones.map((tone) => sprinkles({ color: tone }));
    const backgrounds = statusTones.map((tone) => sprinkles({ background: tone }));
    expect(new Set(colours).size).toBe(statusTones.length);
    expect(new Set(backgrounds).size).toBe(statusTones.length);
  });
});
