import type { FeatureContent } from '@beem/design-system/marketing';
import { pathIn } from '../../locales';
import { beemPaths } from '../../paths';

export default {
  path: pathIn('es-US', beemPaths.healthInsurance),
  seo: {
    title: 'Planes de seguro médico a precios accesibles',
    description:
      'Compara planes médicos de socios con licencia por precio, deducible y red, y encuentra cobertura para tu presupuesto de estudiante. Inscríbete en línea.',
  },
  eyebrow: 'Seguro médico',
  title: 'Encuentra un plan médico que se ajuste a tu presupuesto',
  claim: 'Planes médicos desde $2.80 al mes*',
  footnote:
    '*Los precios dependen de tu edad, de dónde vives y del plan que elijas, y el precio más bajo no está disponible en todas partes. Los planes se ofrecen a través de aseguradoras y agentes asociados con licencia.',
  lead: 'Compara planes de socios con licencia por precio mensual, deducible y red de médicos, y elige la cobertura que te funcione.',
  icon: 'healthInsurance',
  steps: [
    {
      title: 'Ingresa algunos datos',
      body: 'Comparte tu código postal, tu edad y quién necesita cobertura.',
    },
    {
      title: 'Compara planes',
      body: 'Mira lado a lado los precios mensuales, los deducibles y las redes.',
    },
    {
      title: 'Inscríbete',
      body: 'Elige un plan y termina tu inscripción con el socio con licencia.',
    },
  ],
  benefits: [
    {
      title: 'Precios claros desde el inicio',
      body: 'Mira cuánto cuesta cada plan al mes antes de compartir más datos.',
    },
    {
      title: 'Más allá del precio',
      body: 'Compara deducibles, copagos y redes, no solo la prima mensual.',
    },
    {
      title: 'Ayuda con licencia',
      body: 'Agentes asociados con licencia pueden responder tus preguntas sobre un plan antes de que te inscribas.',
    },
    {
      title: 'Opciones para estudiantes',
      body: 'Ya sea que dejes el plan de uno de tus padres o que no quieras el plan de tu universidad, mira qué otras opciones hay.',
    },
  ],
  faq: [
    {
      question: '¿Puedo seguir en el plan de uno de mis padres?',
      answer:
        'Según la Ley del Cuidado de Salud a Bajo Precio (ACA), por lo general puedes seguir en el plan de uno de tus padres hasta que cumplas 26 años. Compáralo con tus otras opciones para ver cuál te conviene.',
    },
    {
      question: '¿Qué cubre un plan de bajo costo?',
      answer:
        'Los planes de bajo costo pueden tener deducibles más altos o cubrir menos servicios. Revisa qué incluye cada plan antes de inscribirte.',
    },
    {
      question: '¿Cuándo me puedo inscribir?',
      answer:
        'Durante el periodo de inscripción abierta de cada año, o después de un cambio importante en tu vida, como perder otra cobertura o mudarte a otro estado.',
    },
    {
      question: '¿Mi universidad ofrece un plan?',
      answer:
        'Muchas universidades sí. Compara el plan de tu universidad con las opciones de aquí y fíjate en el precio, el deducible y los médicos a los que puedes ir.',
    },
  ],
} satisfies FeatureContent;
