import { describe, expect, it } from 'vitest';
import { deviceSizes, imageSizes, imageSrcSet, imageUrl, sharingImageSize } from './imageUrl';

const host = 'https://beem.imgix.net';

describe('imageUrl', () => {
  it('adds automatic format, limit crop, width and the default quality 75', () => {
    expect(imageUrl('/students/maya.jpg', { width: 640 }, host)).toBe(
      'https://beem.imgix.net/students/maya.jpg?auto=format&fit=max&w=640&q=75',
    );
  });

  it('keeps a query the source already has', () => {
    expect(imageUrl('/a.jpg?crop=faces&rect=0,0,10,10', { width: 96, quality: 60 }, host)).toBe(
      'https://beem.imgix.net/a.jpg?crop=faces&rect=0%2C0%2C10%2C10&auto=format&fit=max&w=96&q=60',
    );
  });

  it('replaces sizing parameters rather than repeating them', () => {
    expect(imageUrl('/a.jpg?w=9999&q=100', { width: 128 }, host)).toBe(
      'https://beem.imgix.net/a.jpg?w=128&q=75&auto=format&fit=max',
    );
  });

  it('keeps an absolute source on its own host', () => {
    expect(imageUrl('https://images.example.com/x.png', { width: 32 }, host)).toBe(
      'https://images.example.com/x.png?auto=format&fit=max&w=32&q=75',
    );
  });

  it('stays relative with no host', () => {
    expect(imageUrl('/stories/maya.svg', { width: 640 }, '')).toBe(
      '/stories/maya.svg?auto=format&fit=max&w=640&q=75',
    );
  });

  it('has the fixed device, small and sharing-card sizes', () => {
    expect(deviceSizes).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
    expect(imageSizes).toEqual([16, 32, 48, 64, 96, 128, 256, 384]);
    expect(sharingImageSize).toEqual({ width: 1300, height: 750 });
  });

  it('builds a srcset', () => {
    expect(imageSrcSet('/a.jpg', [16, 32], host)).toBe(
      'https://beem.imgix.net/a.jpg?auto=format&fit=max&w=16&q=75 16w, https://beem.imgix.net/a.jpg?auto=format&fit=max&w=32&q=75 32w',
    );
  });
});
