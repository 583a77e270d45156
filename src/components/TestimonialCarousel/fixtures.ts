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

/** The sample testimonials' words in Spanish, for the stories' `storyText` tables. */
export const sampleTestimonialsSpanish = {
  'Sample student A': 'Estudiante de ejemplo A',
  'Sample role, first year': 'Rol de ejemplo, primer año',
  'Sample quote one.': 'Cita de ejemplo uno.',
  'Sample story one: two short sentences of placeholder text. It fills a card.':
    'Historia de ejemplo uno: dos frases cortas de texto de relleno. Llena una tarjeta.',
  'Sample student B': 'Estudiante de ejemplo B',
  'Sample role, second year': 'Rol de ejemplo, segundo año',
  'Sample quote two.': 'Cita de ejemplo dos.',
  'Sample story two, on one line.': 'Historia de ejemplo dos, en una línea.',
  'Sample student C': 'Estudiante de ejemplo C',
  'Sample role with a longer description, final year':
    'Rol de ejemplo con una descripción más larga, último año',
  'Sample quote three, a longer one that wraps onto a second line.':
    'Cita de ejemplo tres, una más larga que pasa a una segunda línea.',
  'Sample story three is the long one: placeholder sentences that run on, so that its card is taller than the cards beside it and its words wrap over several lines.':
    'La historia de ejemplo tres es la larga: frases de relleno que siguen y siguen, para que su tarjeta sea más alta que las de al lado y sus palabras ocupen varias líneas.',
  'Sample student D': 'Estudiante de ejemplo D',
  'Sample role, graduate': 'Rol de ejemplo, posgrado',
  'Sample quote four.': 'Cita de ejemplo cuatro.',
  'Sample story four: a sentence of placeholder text.':
    'Historia de ejemplo cuatro: una frase de texto de relleno.',
  'Sample student E': 'Estudiante de ejemplo E',
  'Sample quote five.': 'Cita de ejemplo cinco.',
  'Sample story five: placeholder text of a middling length, over two lines or so.':
    'Historia de ejemplo cinco: texto de relleno de largo mediano, de unas dos líneas.',
  'Sample student F': 'Estudiante de ejemplo F',
  'Sample role, third year': 'Rol de ejemplo, tercer año',
  'Sample quote six.': 'Cita de ejemplo seis.',
  'Sample story six: the last card, placeholder text again.':
    'Historia de ejemplo seis: la última tarjeta, otra vez texto de relleno.',
} as const;
