import type { FeatureContent } from '@beem/design-system/marketing';
import { pathIn } from '../../locales';
import { beemPaths } from '../../paths';

export default {
  path: pathIn('es-US', beemPaths.taxFiling),
  seo: {
    title: 'Presenta tu declaración federal de impuestos en línea',
    description:
      'Presenta tu declaración federal desde tu celular. Responde preguntas sencillas sobre trabajos, becas y gastos de estudio, y luego revísala y envíala en la app.',
  },
  eyebrow: 'Declaración de impuestos en línea',
  title: 'Declara tus impuestos federales desde tu celular',
  claim: 'Presenta tu declaración federal en la app',
  lead: 'Responde preguntas sencillas sobre tus trabajos, becas y gastos de estudio, y Beem te ayuda a preparar tu declaración federal y a presentarla en línea.',
  icon: 'taxFiling',
  steps: [
    {
      title: 'Reúne tus formularios',
      body: 'Ten a la mano tus formularios W-2 de cada trabajo, cualquier formulario 1099 y el 1098-T de tu universidad.',
    },
    {
      title: 'Responde preguntas sencillas',
      body: 'Cuéntanos sobre tus ingresos, si alguien te declara como dependiente y cuánto pagaste por tus estudios.',
    },
    {
      title: 'Revisa y presenta en línea',
      body: 'Revisa el resumen, corrige lo que no se vea bien y envía tu declaración al IRS de forma electrónica.',
    },
  ],
  benefits: [
    {
      title: 'Hecho para estudiantes',
      body: 'Las preguntas cubren lo que les toca a los estudiantes, como los créditos por educación, las becas y los intereses de préstamos estudiantiles.',
    },
    {
      title: 'Guarda a medida que avanzas',
      body: 'Empieza en el autobús y termina después de clase. Tu avance se guarda en la app.',
    },
    {
      title: 'En palabras sencillas',
      body: 'Nada de términos de impuestos sin explicación. Cada pregunta te dice por qué importa.',
    },
    {
      title: 'Sigue tu reembolso',
      body: 'Después de declarar, sigue el estado de tu reembolso federal desde la app.',
    },
  ],
  faq: [
    {
      question: '¿Tengo que declarar si soy estudiante?',
      answer:
        'Depende de tus ingresos y de si alguien puede declararte como dependiente. Aunque no tengas que declarar, si lo haces podrías recuperar impuestos que te retuvieron de tus cheques de pago.',
    },
    {
      question: '¿Mis padres todavía pueden declararme como dependiente?',
      answer:
        'Es posible. La app te hace las preguntas que lo deciden, para que tú y tus padres no reclamen los dos la misma exención o el mismo crédito.',
    },
    {
      question: '¿Y mi declaración estatal?',
      answer:
        'Esta página trata de tu declaración federal. Revisa en la app las opciones para declarar impuestos estatales disponibles donde vives.',
    },
    {
      question: '¿Cuál es la fecha límite?',
      answer:
        'Las declaraciones federales suelen vencer a mediados de abril. El IRS confirma la fecha exacta cada año.',
    },
  ],
} satisfies FeatureContent;
