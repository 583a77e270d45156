import { describe, expect, it } from 'vitest';
import { isExternalHref, newTabRel, splitLastWord } from './href';

const site = 'https://www.trybeem.com';

describe('isExternalHref', () => {
  it.each([
    'https://www.irs.gov/credits-deductions',
    'http://example.com',
    '//cdn.example.com/guide.pdf',
    'HTTPS://EXAMPLE.COM/',
    // A look-alike host that merely ends with Beem's name is someone else's.
    'https://nottrybeem.com/',
    'https://trybeem.com.example.net/',
  ])('%s leaves Beem', (href) => {
    expect(isExternalHref(href, site)).toBe(true);
  });

  it.each([
    '/pricing',
    'pricing',
    '#faq',
    '?page=2',
    'mailto:support@trybeem.com',
    'tel:+18005550100',
    'https://www.trybeem.com/pricing',
    'https://trybeem.com/',
    'https://app.trybeem.com/auth/verify',
    'https://help.trybeem.com/articles/1',
    'https://www.trybeem.com:8443/blog',
    '  https://www.trybeem.com/  ',
  ])('%s stays with Beem', (href) => {
    expect(isExternalHref(href, site)).toBe(false);
  });

  it('follows the configured site', () => {
    expect(isExternalHref('https://www.trybeem.com/', 'https://staging.beem.example')).toBe(true);
    expect(isExternalHref('https://staging.beem.example/x', 'https://staging.beem.example')).toBe(
      false,
    );
  });

  it('treats an address it cannot parse as staying', () => {
    expect(isExternalHref('https://', site)).toBe(false);
  });
});

describe('newTabRel', () => {
  it('adds noopener and noreferrer, keeping what was given', () => {
    expect(newTabRel(undefined)).toBe('noopener noreferrer');
    expect(newTabRel('sponsored')).toBe('sponsored noopener noreferrer');
    expect(newTabRel('noreferrer  nofollow')).toBe('noreferrer nofollow noopener');
  });
});

describe('splitLastWord', () => {
  it.each([
    ['Read the IRS guide', ['Read the IRS ', 'guide']],
    ['guide', ['', 'guide']],
    ['Read the guide ', ['Read the ', 'guide']],
    ['Two\nlines', ['Two\n', 'lines']],
    ['', ['', '']],
    ['   ', ['   ', '']],
  ] as const)('%j → %j', (text, parts) => {
    expect(splitLastWord(text)).toEqual(parts);
  });
});
