// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "carousel.". */
export const carouselStrings = {
  'carousel.previous': `Testimonios anteriores`,
  'carousel.next': `Testimonios siguientes`,
  'carousel.goTo': (args: Variables = {}) => `Ir a la página ${args.page} de ${args.count}`,
  'carousel.illustrative': `Ejemplo ilustrativo, no es un cliente real`,
  'carousel.carousel': `carrusel`,
  'carousel.slide': `diapositiva`,
  'carousel.position': (args: Variables = {}) => `${args.index} de ${args.count}`,
} satisfies Partial<Catalogue>;
