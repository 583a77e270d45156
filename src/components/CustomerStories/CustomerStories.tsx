import { useId } from 'react';
import { sampleTestimonials } from '../../helpers/content/testimonials';
import { TestimonialCarousel, type Testimonial } from '../TestimonialCarousel/TestimonialCarousel';
import * as styles from './CustomerStories.css';

export interface CustomerStoriesProps {
  title?: string;
  lead?: string;
  /** The sample testimonials until real, consented ones exist. */
  testimonials?: readonly Testimonial[];
  imageHost?: string;
  /** `h1` on the /customer-stories page, `h2` on the home page. */
  headingLevel?: 1 | 2;
}

/** The customer stories section: for the /customer-stories route and the home page. */
export function CustomerStories({
  title = 'Students love Beem',
  lead = 'How college students use Beem to cover bills, build credit and save.',
  testimonials = sampleTestimonials,
  imageHost,
  headingLevel = 2,
}: CustomerStoriesProps) {
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.lead}>{lead}</p>
      <TestimonialCarousel
        label="What students say"
        testimonials={testimonials}
        imageHost={imageHost}
      />
    </section>
  );
}
