import { describe, expect, it } from 'vitest';
import { characterCountMessage } from './characterCount';

describe('characterCountMessage', () => {
  it('says how many characters are left, down to none', () => {
    expect(characterCountMessage(0, 200)).toBe('200 characters left');
    expect(characterCountMessage(199, 200)).toBe('1 character left');
    expect(characterCountMessage(200, 200)).toBe('0 characters left');
  });

  it('says how many are too many past the limit', () => {
    expect(characterCountMessage(201, 200)).toBe('1 character too many');
    expect(characterCountMessage(215, 200)).toBe('15 characters too many');
  });
});
