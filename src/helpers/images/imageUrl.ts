/** Image URLs for the image hosting service (`config.imageHost`), in imgix's parameters. */
import { config } from '../config/config';

/**
 * The only widths an image is requested at: device widths for full-width images, small widths for
 * icons and avatars.
 */
export const deviceSizes = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const imageSizes = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const DEFAULT_QUALITY = 75;

/** The width and quality an image is requested at from the image host. */
export interface ImageUrlOptions {
  /**
   * The width to request, in pixels, rounded to a whole pixel; the host never upscales past the
   * original.
   */
  width: number;
  /**
   * The compression quality the image host is asked for (imgix's `q`): lower is smaller.
   * @default 75
   */
  quality?: number;
}

/**
 * `src` on the image host with automatic format, a limit crop (fit inside the box, never
 * upscale), the width and the quality. A relative `src` is a path on the configured host; a
 * query it already has is kept.
 */
export function imageUrl(
  src: string,
  { width, quality = DEFAULT_QUALITY }: ImageUrlOptions,
  host: string = config.imageHost,
): string {
  const base = host || 'http://relative.invalid';
  const url = new URL(src, `${base}/`);
  url.searchParams.set('auto', 'format');
  url.searchParams.set('fit', 'max');
  url.searchParams.set('w', String(Math.round(width)));
  url.searchParams.set('q', String(quality));
  // No host: keep the result relative, for images served by this site itself.
  return host ? url.href : `${url.pathname}${url.search}`;
}

/** `srcset` candidates: the device sizes for large images, the small sizes otherwise. */
export function imageSrcSet(
  src: string,
  widths: readonly number[],
  host?: string,
  quality?: number,
) {
  return widths.map((width) => `${imageUrl(src, { width, quality }, host)} ${width}w`).join(', ');
}

/** The sharing card (Open Graph / Twitter) image size, the same for every page. */
export const sharingImageSize = { width: 1300, height: 750 } as const;
