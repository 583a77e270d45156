import type { Testimonial } from '../../components/TestimonialCarousel/TestimonialCarousel';

/**
 * SAMPLE testimonials: illustrative students and quotes for layout and review, not real
 * customers. Replace with consented testimonials before launch.
 */
export const sampleTestimonials: readonly Testimonial[] = [
  {
    name: 'Maya R.',
    title: 'Junior, UC Davis',
    shortDescription: 'Rent was due before payday.',
    description:
      'I got a cash advance in minutes and paid it back when my campus job paid out. No late fee, no stress.',
    imgUrl: '/stories/maya.svg',
    isNewDesign: false,
  },
  {
    name: 'Jordan T.',
    title: 'Sophomore, Georgia State',
    shortDescription: 'Splitting bills is finally easy.',
    description:
      'My roommates and I send each other money instantly. The budget planner showed me where my coffee money goes.',
    imgUrl: '/stories/jordan.svg',
    isNewDesign: true,
  },
  {
    name: 'Priya S.',
    title: 'Senior, NYU',
    shortDescription: 'My first credit score check.',
    description:
      'Credit monitoring told me what actually moves my score. I went from not knowing to a plan in a week.',
    imgUrl: '/stories/priya.svg',
    isNewDesign: false,
  },
  {
    name: 'Diego M.',
    title: 'Grad student, UT Austin',
    shortDescription: 'Car insurance for less.',
    description: 'Comparing quotes in the app saved me money on my car insurance this semester.',
    imgUrl: '/stories/diego.svg',
    isNewDesign: true,
  },
  {
    name: 'Aisha K.',
    title: 'Freshman, Howard University',
    shortDescription: 'Deals I actually use.',
    description: 'Student discounts on food and textbooks add up. Beem puts them in one place.',
    imgUrl: '/stories/maya.svg',
    isNewDesign: false,
  },
  {
    name: 'Sam L.',
    title: 'Junior, Ohio State',
    shortDescription: 'Filing taxes took an evening.',
    description:
      'The tax calculator told me to expect a refund, and filing online was quicker than I feared.',
    imgUrl: '/stories/jordan.svg',
    isNewDesign: false,
  },
];
