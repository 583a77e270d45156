'use client';
import { clsx } from 'clsx';
import { useState, type ComponentPropsWithRef } from 'react';
import {
  DEFAULT_QUALITY,
  deviceSizes,
  imageSizes,
  imageSrcSet,
  imageUrl,
} from '../../helpers/images/imageUrl';
import * as styles from './Image.css';
import { useSettings } from '../BeemProvider/context';

/**
 * What an Image takes besides the `<img>`'s own attributes: its source, size, loading and quality
 * are set here, and the `<img>`'s `srcset`, `loading` and `decoding` follow from them.
 */
export interface ImageOwnProps extends Omit<
  ComponentPropsWithRef<'img'>,
  'src' | 'srcSet' | 'width' | 'height' | 'sizes' | 'alt' | 'loading' | 'decoding' | 'fetchPriority'
> {
  /** A path on the image host (or an absolute URL). */
  src: string;
  /** The intrinsic size: it reserves the box before the image arrives, so nothing shifts. */
  width: number;
  /**
   * The intrinsic height, in pixels: with `width`, it reserves the box and sets its aspect ratio.
   */
  height: number;
  /**
   * How wide it renders, for the browser's pick from `srcset`.
   * @default its width
   */
  sizes?: string;
  /**
   * The largest image above the fold: load at once, at high priority.
   * @default false
   */
  priority?: boolean;
  /** @default 75 */
  quality?: number;
  /**
   * The image host, when not the one its `BeemProvider` gives.
   * @default the provider's host
   */
  host?: string;
  /**
   * For the `<img>` (or the placeholder that stands in for a broken image), as are `style`, `ref`
   * and any `data-*` or `aria-*` prop.
   */
  className?: string;
}

/** Alt text is required; an image that adds nothing says so explicitly. */
export type ImageProps = ImageOwnProps &
  ({ alt: string; decorative?: false } | { alt?: never; decorative: true });

/** Up to 384px wide uses the small sizes, anything larger the device sizes. */
const SMALL_MAX = imageSizes.at(-1) ?? 384;
const widthsFor = (width: number) => (width <= SMALL_MAX ? imageSizes : deviceSizes);

/** A responsive image from the image host, sized up front, lazy unless it is the priority one. */
export function Image({
  src,
  width,
  height,
  sizes,
  priority = false,
  quality = DEFAULT_QUALITY,
  host: givenHost,
  className,
  style,
  ref,
  onError,
  alt: givenAlt,
  decorative,
  ...rest
}: ImageProps) {
  const [broken, setBroken] = useState(false);
  const settings = useSettings();
  const host = givenHost ?? settings.imageHost;
  const alt = decorative ? '' : givenAlt;
  if (broken) {
    return (
      <span
        {...rest}
        ref={ref}
        className={clsx(styles.placeholder, className)}
        style={{ ...style, width, aspectRatio: `${width} / ${height}` }}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        {alt}
      </span>
    );
  }
  return (
    <img
      {...rest}
      ref={ref}
      style={style}
      className={clsx(styles.image, className)}
      src={imageUrl(src, { width, quality }, host)}
      srcSet={imageSrcSet(src, widthsFor(width), host, quality)}
      sizes={sizes ?? `${width}px`}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={(event) => {
        onError?.(event);
        setBroken(true);
      }}
    />
  );
}
