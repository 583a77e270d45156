import { describe, expect, it } from 'vitest';
import { whatsAppShareUrl } from './share';

describe('whatsAppShareUrl', () => {
  it('encodes the message once, links and emoji included', () => {
    expect(whatsAppShareUrl('Get $50 on Beem: https://trybeem.com/?ref=a&b=1 🎉')).toBe(
      'https://wa.me/?text=Get%20%2450%20on%20Beem%3A%20https%3A%2F%2Ftrybeem.com%2F%3Fref%3Da%26b%3D1%20%F0%9F%8E%89',
    );
  });

  it('round-trips through the URL parser', () => {
    const text = 'Tom & Jerry #1 <b>?</b>';
    expect(new URL(whatsAppShareUrl(text)).searchParams.get('text')).toBe(text);
  });
});
