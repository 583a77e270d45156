'use client';
import { clsx } from 'clsx';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useId, useState, type ComponentPropsWithRef } from 'react';
import { mediaQueries } from '../../../tokens/primitives';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Image } from '../Image/Image';
import * as styles from './TestimonialCarousel.css';
import { useMessages } from '../LocaleProvider/LocaleProvider';
import { carouselStrings } from '../../helpers/locale/messages/en-US/carousel';
import { ArrowLeft as ArrowLeftIcon } from '../Icon/glyphs/ArrowLeft';
import { ArrowRight as ArrowRightIcon } from '../Icon/glyphs/ArrowRight';

/** One testimonial card's content. */
export interface Testimonial {
  /** The person's name, on the caption's first line. */
  name: string;
  /** The quote, in large bold type. */
  shortDescription: string;
  /** The story behind the quote, a paragraph under it. */
  description: string;
  /**
   * The person's photo, a path on the image host (or an absolute URL), shown 64 × 64 and
   * decorative.
   */
  imgUrl: string;
  /** Who the person is ("Junior with a campus job"), under the name in the caption. */
  title: string;
  /** The newer card design: brand background, light text. */
  isNewDesign: boolean;
  /**
   * Written by the business to show how the product can be used, not said by a real customer.
   * The card then says so, in its text and its accessible name: a made-up testimonial shown as a
   * real one is a fake testimonial under the FTC's rule (16 CFR Part 465).
   */
  illustrative?: boolean;
}

/** The words each illustrative card carries. */
/** The en-US label on an illustrative testimonial; a card writes it in its provider's locale. */
export const illustrativeLabel = carouselStrings['carousel.illustrative'];

/**
 * One testimonial on its own: photo, quote, story and who said it, as a `<figure>`; the carousel
 * shows one per slide. `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the
 * `<figure>`; `imageHost` is the image host, when not the one its `BeemProvider` gives.
 */
export function TestimonialCard({
  testimonial,
  imageHost,
  className,
  ...props
}: {
  testimonial: Testimonial;
  imageHost?: string;
} & Omit<ComponentPropsWithRef<'figure'>, 'children'>) {
  const t = useMessages(carouselStrings);
  const { name, title, shortDescription, description, imgUrl, isNewDesign, illustrative } =
    testimonial;
  const labelId = useId();
  const captionId = useId();
  return (
    <figure
      // Moving through figures, a screen reader announces the name: the label comes first in it.
      aria-labelledby={illustrative ? `${labelId} ${captionId}` : undefined}
      {...props}
      className={clsx(styles.card({ design: isNewDesign ? 'new' : 'classic' }), className)}
    >
      {illustrative && (
        <p id={labelId} className={styles.illustrative}>
          {t('carousel.illustrative')}
        </p>
      )}
      <Image
        className={styles.avatar}
        src={imgUrl}
        width={64}
        height={64}
        decorative
        host={imageHost}
      />
      <blockquote className={styles.quote}>{shortDescription}</blockquote>
      <p className={styles.body}>{description}</p>
      <figcaption id={captionId} className={styles.person}>
        <span className={styles.personName}>{name}</span>
        {title}
      </figcaption>
    </figure>
  );
}

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the `<section>`. */
export interface TestimonialCarouselProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'children'
> {
  /** Names the carousel for assistive technology. */
  label: string;
  /** The testimonials, a slide each, in order. */
  testimonials: readonly Testimonial[];
  /**
   * The image host, when not the configured one.
   * @default the provider's host
   */
  imageHost?: string;
}

/** Slides per view: one on phones, two from `sm`, three from `md` (see `slide`'s styles). */
const slidesVariant = (count: number) => (count === 2 ? 'two' : count === 3 ? 'three' : 'more');

/**
 * Testimonials on embla: three slides shown and two scrolled, two up to 600px,
 * one up to 480px; no autoplay. Embla's `duration` is a speed, not milliseconds: 30 lands close
 * to the slide duration, 500 ms. With reduced motion, the buttons jump instead of sliding.
 */
export function TestimonialCarousel({
  label,
  testimonials,
  imageHost,
  className,
  ...props
}: TestimonialCarouselProps) {
  const t = useMessages(carouselStrings);
  const trackId = useId();
  const [viewport, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    duration: 30,
    slidesToScroll: 1,
    breakpoints: {
      [mediaQueries.sm]: { slidesToScroll: 2 },
    },
  });
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);
  const [edges, setEdges] = useState({ prev: false, next: false });

  const sync = useCallback(() => {
    if (!api) return;
    setSnaps(api.scrollSnapList().map((_, index) => index));
    setSelected(api.selectedScrollSnap());
    setEdges({ prev: api.canScrollPrev(), next: api.canScrollNext() });
  }, [api]);

  useEffect(() => {
    if (!api) return;
    // The api arrives after embla's own init event, so the first read happens here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, sync]);

  const jump = () => window.matchMedia(mediaQueries.reducedMotion).matches;
  const count = testimonials.length;

  return (
    <section
      {...props}
      className={clsx(styles.carousel, className)}
      aria-roledescription={t('carousel.carousel')}
      aria-label={label}
    >
      <div className={styles.viewport} ref={viewport}>
        {/* Polite: nothing rotates on its own, so each change the visitor makes is announced. */}
        <div id={trackId} className={styles.container} aria-live="polite">
          {testimonials.map((testimonial, index) => (
            <div
              key={`${testimonial.name}-${index}`}
              className={styles.slide}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.position', { index: index + 1, count })}
            >
              <TestimonialCard testimonial={testimonial} imageHost={imageHost} />
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.controls({ slides: slidesVariant(count) })}>
          {snaps.length > 1 && (
            <>
              <div className={styles.dots}>
                {snaps.map((snap) => (
                  <button
                    key={snap}
                    type="button"
                    className={clsx(styles.dot, snap === selected && styles.dotCurrent)}
                    aria-label={t('carousel.goTo', { page: snap + 1, count: snaps.length })}
                    aria-controls={trackId}
                    aria-current={snap === selected ? 'true' : undefined}
                    onClick={() => api?.scrollTo(snap, jump())}
                  />
                ))}
              </div>
              <div className={styles.arrows}>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('carousel.previous')}
                  aria-controls={trackId}
                  aria-disabled={!edges.prev}
                  onClick={() => api?.scrollPrev(jump())}
                >
                  <Icon icon={ArrowLeftIcon} />
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('carousel.next')}
                  aria-controls={trackId}
                  aria-disabled={!edges.next}
                  onClick={() => api?.scrollNext(jump())}
                >
                  <Icon icon={ArrowRightIcon} />
                </Button>
              </div>
            </>
          )}
        </div>
      )}
    </section>
  );
}
