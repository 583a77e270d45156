import { describe, expect, it } from 'vitest';
import { findPlaceholders, isPlaceholder, placeholder, placeholderNote } from './placeholder';
import { organization, productProfile } from './profile';

describe('placeholder', () => {
  it('returns the value itself, marked, with its note', () => {
    const value = placeholder('+1 (555) 010-0000 test', 'a made-up test number');
    expect(value).toBe('+1 (555) 010-0000 test');
    expect(isPlaceholder(value)).toBe(true);
    expect(placeholderNote(value)).toBe('a made-up test number');
    expect(isPlaceholder('a value nobody marked')).toBe(false);
    expect(placeholderNote('a value nobody marked')).toBeUndefined();
  });

  it('finds each marked value once, with every field that holds it', () => {
    const shared = placeholder('shared test value', 'shared');
    const found = findPlaceholders({
      a: { real: 'real', nested: { one: shared } },
      b: { two: shared, three: placeholder(1.5, 'a number') },
    });
    expect(found).toEqual([
      { value: 'shared test value', note: 'shared', fields: ['a.nested.one', 'b.two'] },
      { value: 1.5, note: 'a number', fields: ['b.three'] },
    ]);
  });
});

describe('the product profile’s placeholders', () => {
  const found = findPlaceholders({ productProfile, organization });
  const fields = found.flatMap((use) => use.fields);

  it('mark every stand-in, store links and the install link included', () => {
    expect(fields).toEqual(
      expect.arrayContaining([
        'productProfile.support.phone',
        'organization.contactPoint.telephone',
        'productProfile.address.street',
        'productProfile.address.pin',
        'productProfile.social.twitter.handle',
        'productProfile.social.facebook.url',
        'productProfile.appStores.ios',
        'productProfile.appStores.android',
        'productProfile.appInstallLink',
        'organization.legalName',
        'organization.founder',
      ]),
    );
    expect(found.every((use) => use.note.length > 10)).toBe(true);
  });

  it('leave the facts the business has given unmarked', () => {
    for (const field of [
      'productProfile.name',
      'productProfile.siteUrl',
      'productProfile.support.email',
      'productProfile.address.city',
      'productProfile.address.state',
      'organization.url',
    ])
      expect(fields).not.toContain(field);
    expect(isPlaceholder(productProfile.support.email)).toBe(false);
  });
});
