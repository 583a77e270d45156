/**
 * The pricing pages in US Spanish (`tú`, the glossary's words): what each plan is for, the
 * comparison table's words and the billing questions. Names, prices and pages come from
 * `pricingModel.ts`, shared with the English pages.
 */
import { buildComparison, buildPlans, startingPriceIn, type PricingCopy } from '../pricingModel';

export const pricingCopy: PricingCopy = {
  plans: {
    lite: {
      tag: 'Nuevo',
      summary:
        'Para estudiantes que quieren un pequeño respaldo y lo básico por menos de un dólar al mes.',
      highlights: [
        'Adelantos de efectivo de hasta $100',
        'Envía y recibe dinero',
        'Seguimiento de tu puntaje de crédito',
        'Descuentos para estudiantes',
      ],
    },
    basic: {
      summary:
        'Para estudiantes que necesitan un adelanto más grande y quieren mover su dinero rápido.',
      highlights: [
        'Adelantos de efectivo de hasta $250',
        'Transferencias instantáneas',
        'Herramientas de presupuesto',
        'Beem Arcade y recompensas en efectivo',
      ],
    },
    plus: {
      summary:
        'Para estudiantes que quieren más margen antes del día de pago y vigilar su crédito.',
      highlights: [
        'Adelantos de efectivo de hasta $500',
        'Alertas de monitoreo de crédito',
        'Monitoreo y alertas de identidad',
        'Atención prioritaria',
      ],
    },
    pro: {
      summary: 'Para estudiantes que quieren el límite de adelanto más alto y la mayor protección.',
      highlights: [
        'Adelantos de efectivo de hasta $1,000',
        'Seguro contra robo de identidad de hasta $1 millón',
        'Alertas de monitoreo de crédito',
        'Atención prioritaria',
        'Todo lo de Plus',
      ],
    },
  },
  comparison: {
    features: {
      advanceLimit: 'Límite de adelanto de efectivo',
      sendReceive: 'Enviar y recibir dinero',
      instantTransfers: 'Transferencias instantáneas',
      budgeting: 'Herramientas de presupuesto',
      scoreTracking: 'Seguimiento del puntaje de crédito',
      creditAlerts: 'Alertas de monitoreo de crédito',
      identity: 'Protección contra robo de identidad',
      deals: 'Descuentos para estudiantes',
      arcade: 'Beem Arcade y recompensas en efectivo',
      comparisons: 'Comparación de seguros y préstamos',
      support: 'Atención',
    },
    cells: {
      upTo100: 'Hasta $100',
      upTo250: 'Hasta $250',
      upTo500: 'Hasta $500',
      upTo1000: 'Hasta $1,000',
      monitoring: 'Monitoreo',
      upToMillion: 'Hasta $1 millón',
      standard: 'Estándar',
      priority: 'Prioritaria',
    },
  },
  faq: [
    {
      question: '¿Puedo cancelar cuando quiera?',
      answer:
        'Sí. Puedes cancelar tu membresía en cualquier momento desde la app, o por Apple o Google Play si te suscribiste ahí. Nuestra página Cómo cancelar te guía paso a paso, y cualquier adelanto pendiente se tiene que pagar igual.',
    },
    {
      question: '¿Cómo funciona el cobro?',
      answer:
        'Tu membresía se renueva cada mes al precio de tu plan hasta que la canceles, y el cargo sale de la cuenta que elegiste al registrarte. La app muestra tu próxima fecha de cobro en Perfil y luego Membresía.',
    },
    {
      question: '¿Puedo cambiar de plan?',
      answer:
        'Sí. Puedes subir o bajar de plan en la app. Antes de confirmar, la app te muestra tu nuevo precio, cuándo empieza y cómo cambia tu límite de adelanto de efectivo.',
    },
    {
      question: '¿Hay una prueba gratis?',
      answer:
        'No prometemos una prueba gratis. Si hay una prueba o promoción cuando te registras, la app te muestra sus condiciones y la fecha en que empieza el cobro antes de que confirmes.',
    },
  ],
  page: {
    title: 'Precios y planes de membresía',
    description: (from) =>
      `Compara Beem Lite, Basic, Plus y Pro: adelantos de efectivo, transferencias instantáneas, monitoreo de crédito y protección de identidad desde ${from} al mes. Cancela cuando quieras.`,
    eyebrow: 'Precios',
    heading: 'Planes sencillos, cancela cuando quieras',
    lead: (from) =>
      `Cuatro membresías desde ${from} al mes. Todos los planes incluyen seguimiento de tu puntaje de crédito y descuentos para estudiantes.`,
  },
  planPage: {
    title: (plan) => `Plan ${plan.name}`,
    description: (plan) =>
      `Beem ${plan.name}: ${plan.summary} Mira todo lo que incluye la membresía ${plan.name} y cómo se compara.`,
    eyebrow: (plan) => (plan.tag ? `Plan ${plan.tag.toLowerCase()}` : 'Plan'),
    heading: (plan) => `Beem ${plan.name}`,
  },
};

export const plans = buildPlans(pricingCopy, 'es-US');
export const comparison = buildComparison(pricingCopy);
export const pricingFaq = pricingCopy.faq;
/** "$0.99": where the plans start, for copy that quotes it. */
export const startingPrice = startingPriceIn('es-US');
