import { describe, expect, it } from 'vitest';
import { setLocaleOverride } from './localeMode';
import { msg, msgPattern, storyLocale } from './messages';

const english = { globals: { locale: 'en-US' } };
const spanish = { globals: { locale: 'es-US' } };

describe('msg', () => {
  it('writes a message in the locale the toolbar chose', () => {
    expect(msg(english, 'phone.label')).toBe('Mobile number');
    expect(msg(spanish, 'phone.label')).toBe('Número de celular');
    expect(msg({ globals: {} }, 'phone.label')).toBe('Mobile number');
  });

  it('fills in arguments as the components do', () => {
    expect(msg(english, 'otp.digit', { index: 1, count: 4 })).toBe('Digit 1 of 4');
    expect(msg(spanish, 'pagination.shown', { shown: 10, total: 23 })).not.toMatch(/Showing/);
  });

  it('gives every space as a plain one, as Testing Library reads the page', () => {
    expect(msg(spanish, 'phone.incomplete')).not.toMatch(/\u00a0/);
    expect('Escribe los 10 dígitos de tu número de celular de EE. UU.').toMatch(
      msgPattern(spanish, 'phone.incomplete'),
    );
  });

  it('follows a locale mode while its shot is taken', () => {
    setLocaleOverride('es-US');
    try {
      expect(storyLocale(english)).toBe('es-US');
    } finally {
      setLocaleOverride(undefined);
    }
    expect(storyLocale(english)).toBe('en-US');
  });
});
