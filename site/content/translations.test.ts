import { describe, expect, it } from 'vitest';
import { spanishContentProblems } from './spanishContent';
import {
  compareDocument,
  compareTranslation,
  glossaryProblems,
  translationReport,
} from './translations';
import type { MarkdownModule } from '../pages/DocumentPage';

describe('the translation check', () => {
  const english = {
    title: 'Simple plans, cancel anytime',
    plans: { lite: { highlights: ['Cash advances up to $100', 'Student deals'] } },
    lead: (from: string) => `Four memberships from ${from} a month.`,
    name: 'Beem Arcade',
  };

  it('names the route and the field of each gap', () => {
    const problems = compareTranslation(
      '/es/pricing',
      english,
      {
        title: '',
        plans: { lite: { highlights: ['Adelantos de efectivo de hasta $100'] } },
        lead: (from: string) => `Four memberships from ${from} a month.`,
        name: 'Beem Arcade',
      },
      '',
      { lead: ['$0.99'] },
    );
    expect(translationReport(problems).split('\n')).toEqual([
      '  - /es/pricing: title is empty',
      '  - /es/pricing: plans.lite.highlights has 1 entries, the English 2',
      '  - /es/pricing: lead is still the English text: "Four memberships from $0.99 a month."',
    ]);
  });

  it('reports a field the Spanish content leaves out, and copy it cannot call', () => {
    expect(compareTranslation('/es/', { lead: 'Cash when you need it' }, {})).toEqual([
      { route: '/es/', field: 'lead', problem: 'is missing' },
    ]);
    expect(compareTranslation('/es/', { lead: () => 'x' }, { lead: () => 'y' })).toEqual([
      {
        route: '/es/',
        field: 'lead',
        problem: 'has no sample arguments in the check: add them to its samples',
      },
    ]);
  });

  it('holds a Markdown page to the sections of its original', () => {
    const doc = (title: string, depths: readonly (2 | 3)[]): MarkdownModule => ({
      meta: {
        frontMatter: { title, description: `${title} and what it covers in detail` },
        headings: depths.map((depth, index) => ({ depth, id: `h${index}`, text: 'x' })),
      } as unknown as MarkdownModule['meta'],
      default: [],
    });
    expect(
      compareDocument('/es/terms', doc('Terms of use', [2, 3, 2]), doc('Términos de uso', [2, 2])),
    ).toEqual([
      {
        route: '/es/terms',
        field: 'headings',
        problem: 'are h2, h2; the English page’s are h2, h3, h2'.replace('’', "'"),
      },
    ]);
  });

  it('holds Spanish content to the glossary, naming the word to use', () => {
    expect(
      glossaryProblems('/es/', {
        lead: 'Pide un Anticipo de efectivo cuando usted lo necesite.',
        faq: ['Solo números de EE.UU.'],
      }).map((problem) => problem.problem),
    ).toEqual([
      'uses "anticipo de efectivo": the glossary\'s word is "adelanto de efectivo"',
      'uses "EE.UU.": the glossary\'s word is "número de teléfono de EE.\u00a0UU."',
      'uses "usted": the glossary\'s word is "tú"',
    ]);
    // Inside another word, a word to avoid is not that word.
    expect(glossaryProblems('/es/', 'Mustedes y ustedes')).toEqual([]);
  });

  it('finds nothing missing in the Spanish site as it stands', async () => {
    expect(translationReport(await spanishContentProblems())).toBe('');
  });
});
