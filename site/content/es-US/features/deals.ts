import type { FeatureContent } from '@beem/design-system/marketing';
import { pathIn } from '../../locales';
import { beemPaths } from '../../paths';

export default {
  path: pathIn('es-US', beemPaths.deals),
  seo: {
    title: 'Ofertas y descuentos para estudiantes',
    description:
      'Encuentra descuentos exclusivos para estudiantes en comida, tecnología, viajes y cosas de todos los días en la app de Beem. Vienen con todos los planes.',
  },
  eyebrow: 'Descuentos',
  title: 'Descuentos para estudiantes en lo que de verdad compras',
  claim: 'Descuentos exclusivos para estudiantes',
  lead: 'Desde comida a domicilio hasta laptops, encuentra descuentos elegidos para estudiantes y úsalos con un par de toques.',
  icon: 'deals',
  steps: [
    {
      title: 'Explora los descuentos',
      body: 'Busca descuentos por categoría, como comida, tecnología, viajes o ropa.',
    },
    {
      title: 'Activa un descuento',
      body: 'Toca un descuento para ver sus condiciones y obtener el código o el enlace.',
    },
    {
      title: 'Ahorra al pagar',
      body: 'Usa el código o el enlace cuando pagues, y se aplica el descuento.',
    },
  ],
  benefits: [
    {
      title: 'Elegidos para estudiantes',
      body: 'Los descuentos se enfocan en lo que de verdad gastan los estudiantes, desde el súper hasta los libros de texto.',
    },
    {
      title: 'Descuentos nuevos',
      body: 'Se agregan ofertas nuevas con frecuencia, así que vale la pena volver a revisar.',
    },
    {
      title: 'Combínalos con reembolso en efectivo',
      body: 'En los planes que lo incluyen, algunas compras también pueden darte reembolso en efectivo.',
    },
    {
      title: 'En todos los planes',
      body: 'Los descuentos vienen con todas las membresías de Beem, de Lite a Pro.',
    },
  ],
  faq: [
    {
      question: '¿Los descuentos cuestan extra?',
      answer: 'No. Los descuentos están incluidos en todos los planes de membresía de Beem.',
    },
    {
      question: '¿Los descuentos vencen?',
      answer:
        'La mayoría sí. Cada descuento muestra su fecha de vencimiento y sus condiciones, así que revísalas antes de comprar.',
    },
    {
      question: '¿Puedo usar un descuento más de una vez?',
      answer:
        'Depende de la tienda. Las condiciones de cada descuento dicen si es una oferta de un solo uso.',
    },
  ],
} satisfies FeatureContent;
