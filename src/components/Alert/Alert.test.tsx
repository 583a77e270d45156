import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Alert, alertIcons, alertRole, alertTones, hiddenToneWord } from './Alert';

describe('alertRole', () => {
  it('announces warnings and errors at once, other news politely, when they answer an action', () => {
    expect(alertTones.map((tone) => alertRole(tone, true))).toEqual([
      'status',
      'status',
      'alert',
      'alert',
    ]);
  });

  it('gives a message that is on the page from the start no live role', () => {
    for (const tone of alertTones) expect(alertRole(tone, false)).toBeUndefined();
  });
});

describe('hiddenToneWord', () => {
  it("reads the tone's word first when the title does not say it", () => {
    expect(hiddenToneWord('critical', 'We could not send the code')).toBe('Error');
    expect(hiddenToneWord('caution', 'Your card expires soon')).toBe('Warning');
  });

  it('leaves it out when a string title already holds it, in any case', () => {
    expect(hiddenToneWord('critical', 'Error: the code has expired')).toBeUndefined();
    expect(hiddenToneWord('caution', 'A warning about your card')).toBeUndefined();
  });

  it('matches whole words only', () => {
    expect(hiddenToneWord('positive', 'Successful people save')).toBe('Success');
  });

  it('keeps the word for a title that is not a string, where it cannot be read', () => {
    expect(hiddenToneWord('info', <strong>Information</strong>)).toBe('Information');
  });

  it('takes a word of its own, or none', () => {
    expect(hiddenToneWord('info', 'Scheduled maintenance', 'Note (read first)')).toBe(
      'Note (read first)',
    );
    expect(hiddenToneWord('info', 'Note (read first): maintenance', 'Note (read first)')).toBe(
      undefined,
    );
    expect(hiddenToneWord('critical', 'Payment refused', false)).toBeUndefined();
  });
});

describe('Alert', () => {
  it('draws a different glyph for each tone', () => {
    expect(new Set(Object.values(alertIcons)).size).toBe(alertTones.length);
  });

  it('renders a static message with no live role, its icon hidden and its tone spoken', () => {
    const html = renderToStaticMarkup(
      <Alert tone="caution" title="Your card expires soon">
        Update it before 1 May.
      </Alert>,
    );
    expect(html).not.toMatch(/role=/);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).toMatch(/<span class="[^"]+">Warning: <\/span>Your card expires soon<\/p>/);
  });

  it('puts the spoken word before the body when there is no title', () => {
    const html = renderToStaticMarkup(<Alert tone="positive">Saved.</Alert>);
    expect(html).toMatch(/>Success: <\/span>Saved\.<\/div>/);
  });

  it('names its close button and ties it to the title', () => {
    const html = renderToStaticMarkup(
      <Alert title="Payment refused" onDismiss={() => undefined} dismissLabel="Close" />,
    );
    const titleId = /<p id="([^"]+)"/.exec(html)?.[1];
    expect(titleId).toBeTruthy();
    expect(html).toContain(`aria-label="Close" aria-describedby="${titleId ?? ''}"`);
    expect(html).toContain('type="button"');
  });
});
