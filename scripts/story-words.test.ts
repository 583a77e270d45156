/** The comparison behind the Spanish build's English report (scripts/story-words.mjs). */
import { describe, expect, it } from 'vitest';
import { englishLeft, wordsToTranslate } from './story-words.mjs';

describe('English left in the Spanish build', () => {
  it('finds a phrase shown unchanged in both locales', () => {
    expect(
      englishLeft(
        ['Pick your bank', 'Cargando sugerencias…'],
        ['Pick your bank', 'Elige tu banco'],
      ),
    ).toEqual(['Pick your bank']);
  });

  it('takes a phrase the Spanish build changed, by as little as one word, as translated', () => {
    expect(englishLeft(['Freeze card'], ['Congelar card'])).toEqual([]);
  });

  it('leaves out money, dates, codes and the reviewed names', () => {
    expect(
      englishLeft(
        ['$1,000', '3/14', 'SSN', 'Beem Plus', 'Visa'],
        ['$1,000', '3/14', 'SSN', 'Beem Plus', 'Visa'],
      ),
    ).toEqual([]);
  });

  it('names the words a translator would change', () => {
    expect(wordsToTranslate('Beem Plus: up to $1,000, no credit check')).toEqual([
      'up',
      'to',
      'credit',
      'check',
    ]);
  });

  it('reads a colour value and an address as no words', () => {
    expect(wordsToTranslate('#e8fbf4 on #1FC38A')).toEqual(['on']);
    expect(wordsToTranslate('support@beem.example')).toEqual([]);
  });

  it('takes a name of several words out whole, and counts its words elsewhere', () => {
    expect(wordsToTranslate('Bank of America')).toEqual([]);
    expect(wordsToTranslate('Bean There Café')).toEqual([]);
    expect(wordsToTranslate('One of your cards')).toEqual(['One', 'of', 'your', 'cards']);
    expect(wordsToTranslate('https://www.trybeem.com/pricing/plus')).toEqual([]);
  });
});
