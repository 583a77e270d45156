'use client';
import { clsx } from 'clsx';
import {
  Children,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { mediaQueries } from '../../../tokens/primitives';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as styles from './ScrollStrip.css';
import { Heading } from '../Heading/Heading';
import { useMessages } from '../LocaleProvider/LocaleProvider';
import { scrollStripStrings } from '../../helpers/locale/messages/en-US/scrollStrip';
import { ArrowLeft as ArrowLeftIcon } from '../Icon/glyphs/ArrowLeft';
import { ArrowRight as ArrowRightIcon } from '../Icon/glyphs/ArrowRight';

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the strip's `<section>`. */
export interface ScrollStripProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'title' | 'children'
> {
  /** Names the strip for assistive technology, and titles it on screen. */
  title: string;
  /** One child per item. */
  children: ReactNode;
}

interface Edge {
  atStart: boolean;
  atEnd: boolean;
}

const readEdges = (track: HTMLElement): Edge => ({
  atStart: track.scrollLeft <= 1,
  atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
});

/**
 * A horizontal row of items with previous and next buttons that scroll by exactly one item,
 * smoothly unless the visitor prefers reduced motion. Touch, trackpad and the keyboard (the track
 * is focusable, so arrow keys scroll it) keep working on their own.
 */
export function ScrollStrip({ title, children, className, ...props }: ScrollStripProps) {
  const t = useMessages(scrollStripStrings);
  const titleId = useId();
  const trackId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edge>({ atStart: true, atEnd: false });

  const update = useCallback(() => {
    if (track.current) setEdges(readEdges(track.current));
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    update();
    element.addEventListener('scroll', onScroll, { passive: true });
    const resize = new ResizeObserver(onScroll);
    resize.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', onScroll);
      resize.disconnect();
    };
  }, [update]);

  const step = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const items = Array.from(element.children) as HTMLElement[];
    const start = element.getBoundingClientRect().left + element.clientLeft;
    const padding = parseFloat(getComputedStyle(element).scrollPaddingLeft) || 0;
    // Offsets of each item's left edge from where a snapped item sits.
    const offsets = items.map((item) => item.getBoundingClientRect().left - start - padding);
    const target =
      direction === 1
        ? offsets.find((offset) => offset > 1)
        : [...offsets].reverse().find((offset) => offset < -1);
    if (target === undefined) return;
    const reduce = window.matchMedia(mediaQueries.reducedMotion).matches;
    element.scrollBy({ left: target, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <section aria-labelledby={titleId} {...props} className={clsx(styles.strip, className)}>
      <div className={styles.header}>
        <Heading level={2} size="xl" id={titleId}>
          {title}
        </Heading>
        <div className={styles.controls}>
          {/* aria-disabled, not disabled: a button that vanishes from focus strands the user. */}
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('scrollStrip.previous')}
            aria-controls={trackId}
            aria-disabled={edges.atStart}
            onClick={() => {
              step(-1);
            }}
          >
            <Icon icon={ArrowLeftIcon} />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('scrollStrip.next')}
            aria-controls={trackId}
            aria-disabled={edges.atEnd}
            onClick={() => {
              step(1);
            }}
          >
            <Icon icon={ArrowRightIcon} />
          </Button>
        </div>
      </div>
      {/* Focusable so keyboard users can scroll it with the arrow keys (axe: scrollable-region-focusable). */}
      <ul
        id={trackId}
        ref={track}
        className={styles.track}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={t('scrollStrip.region', { title })}
      >
        {Children.map(children, (child) => (
          <li className={styles.item}>{child}</li>
        ))}
      </ul>
    </section>
  );
}
