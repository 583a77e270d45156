/**
 * Sample testimonials for the stories: made-up students, each marked `illustrative`, so every
 * card shows the label it would carry on a real page. Story fixtures, not content: an app passes
 * its own testimonials (the marketing site keeps its in its content).
 */
import type { Testimonial } from './TestimonialCarousel';

export const sampleTestimonials: readonly Testimonial[] = [
  {
    name: 'Maya',
    title: 'Junior with a campus job',
    shortDescription: 'Rent was due before payday.',
    description:
      'I got a cash advance in minutes and paid it back when my campus job paid out. No late fee, no stress.',
    imgUrl: '/stories/maya.svg',
    isNewDesign: false,
    illustrative: true,
  },
  {
    name: 'Jordan',
    title: 'Sophomore sharing an apartment',
    shortDescription: 'Splitting bills is finally easy.',
    description:
      'My roommates and I send each other money instantly. The budget planner showed me where my coffee money goes.',
    imgUrl: '/stories/jordan.svg',
    isNewDesign: true,
    illustrative: true,
  },
  {
    name: 'Priya',
    title: 'Senior checking her credit',
    shortDescription: 'My first credit score check.',
    description:
      'Credit monitoring told me what actually moves my score. I went from not knowing to a plan in a week.',
    imgUrl: '/stories/priya.svg',
    isNewDesign: false,
    illustrative: true,
  },
  {
    name: 'Diego',
    title: 'Grad student who drives to class',
    shortDescription: 'Car insurance for less.',
    description: 'Comparing quotes in the app saved me money on my car insurance this semester.',
    imgUrl: '/stories/diego.svg',
    isNewDesign: true,
    illustrative: true,
  },
  {
    name: 'Aisha',
    title: 'First-year student',
    shortDescription: 'Deals I actually use.',
    description: 'Student discounts on food and textbooks add up. Beem puts them in one place.',
    imgUrl: '/stories/maya.svg',
    isNewDesign: false,
    illustrative: true,
  },
  {
    name: 'Sam',
    title: 'Junior filing taxes for the first time',
    shortDescription: 'Filing taxes took an evening.',
    description:
      'The tax calculator told me to expect a refund, and filing online was quicker than I feared.',
    imgUrl: '/stories/jordan.svg',
    isNewDesign: false,
    illustrative: true,
  },
];
