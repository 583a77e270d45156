/**
 * Sample testimonials for the stories: placeholder words under placeholder names, so no one can
 * take them for a real person or for an app's content (an app passes its own testimonials). Each
 * is marked `illustrative`, so every card shows the label it would carry on a real page.
 *
 * Six of them, for a carousel of several pages; the designs alternate where the stories look for
 * both side by side; the quotes and stories run from one line to several, so the cards of a row
 * differ in height.
 */
import type { Testimonial } from './TestimonialCarousel';

export const sampleTestimonials: readonly Testimonial[] = [
  {
    name: 'Sample student A',
    title: 'Sample role, first year',
    shortDescription: 'Sample quote one.',
    description: 'Sample story one: two short sentences of placeholder text. It fills a card.',
    imgUrl: '/stories/maya.svg',
    isNewDesign: false,
    illustrative: true,
  },
  {
    name: 'Sample student B',
    title: 'Sample role, second year',
    shortDescription: 'Sample quote two.',
    description: 'Sample story two, on one line.',
    imgUrl: '/stories/jordan.svg',
    isNewDesign: true,
    illustrative: true,
  },
  {
    name: 'Sample student C',
    title: 'Sample role with a longer description, final year',
    shortDescription: 'Sample quote three, a longer one that wraps onto a second line.',
    description:
      'Sample story three is the long one: placeholder sentences that run on, so that its card is taller than the cards beside it and its words wrap over several lines.',
    imgUrl: '/stories/priya.svg',
    isNewDesign: false,
    illustrative: true,
  },
  {
    name: 'Sample student D',
    title: 'Sample role, graduate',
    shortDescription: 'Sample quote four.',
    description: 'Sample story four: a sentence of placeholder text.',
    imgUrl: '/stories/diego.svg',
    isNewDesign: true,
    illustrative: true,
  },
  {
    name: 'Sample student E',
    title: 'Sample role, first year',
    shortDescription: 'Sample quote five.',
    description: 'Sample story five: placeholder text of a middling length, over two lines or so.',
    imgUrl: '/stories/maya.svg',
    isNewDesign: false,
    illustrative: true,
  },
  {
    name: 'Sample student F',
    title: 'Sample role, third year',
    shortDescription: 'Sample quote six.',
    description: 'Sample story six: the last card, placeholder text again.',
    imgUrl: '/stories/jordan.svg',
    isNewDesign: false,
    illustrative: true,
  },
];
