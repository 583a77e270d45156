'use client';
import { clsx } from 'clsx';
import { useId, type ComponentPropsWithRef } from 'react';
import { Container } from '../Container/Container';
import { Heading } from '../Heading/Heading';
import { TestimonialCarousel, type Testimonial } from '../TestimonialCarousel/TestimonialCarousel';
import { Text } from '../Text/Text';
import * as styles from './CustomerStories.css';
import { useMessages } from '../../helpers/locale/context';
import { storiesStrings } from '../../helpers/locale/messages/en-US/stories';

/** `className`, `style`, `ref` and any `data-*` or `aria-*` prop go to the `<section>`. */
export interface CustomerStoriesProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'title' | 'children'
> {
  /** The section's heading, at `headingLevel`. */
  title: string;
  /** A line or two under the heading, in larger muted text. */
  lead: string;
  /** The app's testimonials; any marked `illustrative` adds the section's note. */
  testimonials: readonly Testimonial[];
  /**
   * The host of the testimonials' photos, when not the one its `BeemProvider` gives.
   * @default the provider's host
   */
  imageHost?: string;
  /**
   * `h1` on the /customer-stories page, `h2` on the home page.
   * @default 2
   */
  headingLevel?: 1 | 2;
}

/**
 * Said once for the whole section, before the cards, as well as on each card: a visitor who reads
 * only the heading and the first quote must not take them for real customers.
 */
export const illustrativeNote = storiesStrings['stories.note'];

/**
 * A customer stories section: heading, lead and a carousel of testimonials, as a page of its own
 * (`headingLevel` 1) or a section of a longer page. The stories themselves are the app's content.
 */
export function CustomerStories({
  title,
  lead,
  testimonials,
  imageHost,
  headingLevel = 2,
  className,
  ...props
}: CustomerStoriesProps) {
  const titleId = useId();
  const t = useMessages(storiesStrings);
  const illustrative = testimonials.some((testimonial) => testimonial.illustrative);
  return (
    <Container
      as="section"
      aria-labelledby={titleId}
      {...props}
      className={clsx(styles.section, className)}
    >
      <Heading level={headingLevel} size="xxl" id={titleId}>
        {title}
      </Heading>
      <Text size="lg" tone="muted">
        {lead}
      </Text>
      {/* In the body's own colour, not muted: a disclosure must not be the faintest text there. */}
      {illustrative && (
        <Text size="sm" role="note">
          {t('stories.note')}
        </Text>
      )}
      <TestimonialCarousel
        label={t(illustrative ? 'stories.illustrativeLabel' : 'stories.label')}
        testimonials={testimonials}
        imageHost={imageHost}
      />
    </Container>
  );
}
