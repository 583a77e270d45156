/**
 * The illustrative testimonials in US Spanish: the same invented students as the English ones
 * (testimonials.ts, which says why they are marked illustrative), their words translated. None
 * is a real customer, and the cards say so in Spanish too.
 */
import type { Testimonial } from '@beem/design-system/marketing';
import { testimonials as english } from '../testimonials';

export const customerStoriesCopy = {
  title: 'Cómo los estudiantes pueden usar Beem',
  lead: 'Cubrir cuentas antes del día de pago, construir crédito y ahorrar: lo que Beem puede hacer por un estudiante universitario.',
} as const;

type StoryCopy = Pick<Testimonial, 'title' | 'shortDescription' | 'description'>;

const translations: Record<string, StoryCopy> = {
  Maya: {
    title: 'Estudiante de tercer año con trabajo en el campus',
    shortDescription: 'La renta vencía antes del día de pago.',
    description:
      'Recibí un adelanto de efectivo en minutos y lo pagué cuando me pagaron en mi trabajo del campus. Sin cargo por atraso, sin estrés.',
  },
  Jordan: {
    title: 'Estudiante de segundo año que comparte apartamento',
    shortDescription: 'Dividir las cuentas por fin es fácil.',
    description:
      'Mis compañeros de cuarto y yo nos enviamos dinero al instante. El planificador de presupuesto me mostró a dónde se va mi dinero del café.',
  },
  Priya: {
    title: 'Estudiante de último año que revisa su crédito',
    shortDescription: 'Mi primera revisión del puntaje de crédito.',
    description:
      'El monitoreo de crédito me explicó qué mueve de verdad mi puntaje. En una semana pasé de no saber nada a tener un plan.',
  },
  Diego: {
    title: 'Estudiante de posgrado que maneja a clases',
    shortDescription: 'Seguro de auto por menos.',
    description:
      'Comparar cotizaciones en la app me ahorró dinero en el seguro de mi auto este semestre.',
  },
  Aisha: {
    title: 'Estudiante de primer año',
    shortDescription: 'Descuentos que de verdad uso.',
    description:
      'Los descuentos para estudiantes en comida y libros de texto suman. Beem los reúne en un solo lugar.',
  },
  Sam: {
    title: 'Estudiante de tercer año que declara impuestos por primera vez',
    shortDescription: 'Declarar impuestos me tomó una tarde.',
    description:
      'La calculadora de impuestos me dijo que esperara un reembolso, y declarar en línea fue más rápido de lo que temía.',
  },
};

/** A testimonial without a translation fails here, by name, rather than show up in English. */
export const testimonials: readonly Testimonial[] = english.map((story) => {
  const copy = translations[story.name];
  if (!copy) throw new Error(`es-US testimonials: "${story.name}" has no translation.`);
  return { ...story, ...copy };
});
