import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { localiseArgs, setStoryLocale, storyText } from './storyText';

const spanish = { Save: 'Guardar', 'Money in': 'Dinero recibido' };

afterEach(() => {
  setStoryLocale('en-US');
});

describe('a story’s args in Spanish', () => {
  it('puts every phrase of the table in Spanish, at any depth of objects and arrays', () => {
    expect(
      localiseArgs({ label: 'Save', options: [{ id: 'in', label: 'Money in' }] }, spanish),
    ).toEqual({ label: 'Guardar', options: [{ id: 'in', label: 'Dinero recibido' }] });
  });

  it('leaves an element, a date and a phrase not in the table as they are', () => {
    const element = createElement('span', null, 'Save');
    const when = new Date(2026, 10, 20);
    const args = { children: element, when, hint: 'Not listed' };
    expect(localiseArgs(args, spanish)).toBe(args);
  });
});

describe('a story’s words', () => {
  it('are English until the story is drawn in Spanish', () => {
    const t = storyText(spanish);
    expect(t('Save')).toBe('Save');
    expect(t.shown({ label: 'Money in' })).toEqual({ label: 'Money in' });
    setStoryLocale('es-US');
    expect(t('Save')).toBe('Guardar');
    expect(t.shown({ label: 'Money in' })).toEqual({ label: 'Dinero recibido' });
  });
});
