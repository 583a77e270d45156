import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../testing/memoryStorage';
import {
  clearPlan,
  emptyPlan,
  loadPlan,
  parsePlan,
  savePlan,
  summarise,
  type BudgetPlan,
} from './budget';
import { budgetCopy, verdictText } from './copy';
import { budgetCopy as spanishCopy } from './copy.es-US';

const plan = (income: string, amounts: Record<string, string>): BudgetPlan => ({
  income,
  lines: emptyPlan(budgetCopy.words.starterNames).lines.map((line) => ({
    ...line,
    amount: amounts[line.id] ?? '',
  })),
});

describe('summarise', () => {
  it('asks for income before judging anything', () => {
    const summary = summarise(emptyPlan(budgetCopy.words.starterNames));
    expect(summary.status).toBe('no-income');
    expect(summary.shares).toEqual({ needs: 0, wants: 0, savings: 0 });
  });

  it('totals needs, wants and savings and judges them against 50/30/20', () => {
    const summary = summarise(
      plan('2,000', { rent: '700', food: '250', transport: '50', fun: '300', savings: '400' }),
    );
    expect(summary.totals).toEqual({ needs: 1000, wants: 300, savings: 400 });
    expect(summary.leftOver).toBe(300);
    expect(summary.status).toBe('on-track');
    expect(summary.findings).toEqual([{ kind: 'onTrack', leftOver: 300 }]);
    expect(verdictText(summary, budgetCopy)).toBe(
      'On track: needs, wants and savings are all within 50/30/20, with $300 left over.',
    );
    expect(verdictText(summary, spanishCopy)).toBe(
      'Vas bien: necesidades, gustos y ahorros están dentro de la regla 50/30/20, y te sobran $300.',
    );
  });

  it('says by how much a plan is over budget', () => {
    const summary = summarise(plan('1200', { rent: '900', fun: '400' }));
    expect(summary.status).toBe('over');
    expect(summary.findings).toEqual([{ kind: 'over', by: 100, wants: 400 }]);
    expect(verdictText(summary, budgetCopy)).toBe(
      'You’re planning $100 more than you bring in each month. Wants ($400) are usually the easiest place to trim.',
    );
    expect(verdictText(summary, spanishCopy)).toMatch(
      /^Estás planeando gastar \$100 más de lo que recibes cada mes\. Los gustos \(\$400\)/,
    );
  });

  it('names each category off the guideline', () => {
    const summary = summarise(plan('1000', { rent: '600', fun: '350' }));
    expect(summary.status).toBe('off-guideline');
    expect(summary.findings.map((finding) => finding.kind)).toEqual([
      'needsHigh',
      'wantsHigh',
      'savingsLow',
    ]);
    const verdict = verdictText(summary, budgetCopy);
    expect(verdict).toContain('Needs take 60%');
    expect(verdict).toContain('Wants take 35%');
    expect(verdict).toContain('You’re saving 0%; the guideline is 20%, and the $50 left over');
  });

  it('leaves the left-over clause out when nothing is left over', () => {
    const summary = summarise(plan('1000', { rent: '600', fun: '400' }));
    expect(verdictText(summary, budgetCopy)).toContain('You’re saving 0%; the guideline is 20%.');
    expect(verdictText(summary, spanishCopy)).toContain(
      'Estás ahorrando el 0%; la referencia es el 20%.',
    );
  });

  it('leaves out amounts that are not amounts, instead of counting them as NaN', () => {
    const summary = summarise(plan('1000', { rent: 'abc', food: '-5', fun: '100' }));
    expect(summary.spent).toBe(100);
    expect(Number.isNaN(summary.leftOver)).toBe(false);
  });
});

describe('the saved plan', () => {
  it('round-trips through storage and can be cleared', () => {
    const storage = new MemoryStorage();
    const saved = plan('1500', { rent: '600' });
    expect(savePlan(saved, storage)).toBe(true);
    expect(loadPlan(storage)).toEqual(saved);
    clearPlan(storage);
    expect(loadPlan(storage)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '42'],
    ['income not text', '{"income":5,"lines":[]}'],
    [
      'unknown category',
      '{"income":"1","lines":[{"id":"a","name":"x","amount":"1","category":"yolo"}]}',
    ],
    ['line not an object', '{"income":"1","lines":[null]}'],
  ])('ignores a stored value that is %s', (_, json) => {
    expect(parsePlan(json)).toBeNull();
  });

  it('keeps hostile names as plain text, cut to a sane length', () => {
    const json = JSON.stringify({
      income: '1',
      lines: [
        {
          id: 'a',
          name: `<img src=x onerror=alert(1)>${'x'.repeat(200)}`,
          amount: '1',
          category: 'wants',
        },
      ],
    });
    const name = parsePlan(json)?.lines[0]?.name ?? '';
    expect(name.startsWith('<img src=x onerror=alert(1)>')).toBe(true);
    expect(name).toHaveLength(80);
  });
});
