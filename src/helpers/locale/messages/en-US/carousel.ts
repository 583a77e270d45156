// Generated from en-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The en-US messages whose keys start with "carousel.". */
export const carouselStrings = {
  'carousel.previous': `Previous testimonials`,
  'carousel.next': `Next testimonials`,
  'carousel.goTo': (args: Variables = {}) => `Go to page ${args.page} of ${args.count}`,
  'carousel.illustrative': `Illustrative example, not a real customer`,
  'carousel.carousel': `carousel`,
  'carousel.slide': `slide`,
  'carousel.position': (args: Variables = {}) => `${args.index} of ${args.count}`,
} satisfies Partial<Catalogue>;
