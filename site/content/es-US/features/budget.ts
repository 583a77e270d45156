import type { FeatureContent } from '@beem/design-system/marketing';
import { pathIn } from '../../locales';
import { beemPaths } from '../../paths';

export default {
  path: pathIn('es-US', beemPaths.budget),
  seo: {
    title: 'Planificador de presupuesto con la regla 50/30/20',
    description:
      'Planea tu presupuesto mensual con la regla 50/30/20. Escribe tu ingreso neto y tus gastos para ver tus necesidades, gustos y ahorros. Se guarda solo en tu dispositivo.',
  },
  eyebrow: 'Planificador de presupuesto',
  title: 'Un planificador de presupuesto sencillo para la vida de estudiante',
  claim: 'Mira a dónde se va tu dinero con la regla 50/30/20',
  lead: 'Agrega tu ingreso neto y tus gastos fijos, y el planificador te muestra cómo se reparte lo que gastas entre necesidades, gustos y ahorros.',
  icon: 'budgetPlanner',
  steps: [
    {
      title: 'Escribe tu ingreso neto',
      body: 'Usa lo que de verdad llega a tu cuenta cada mes después de impuestos, del trabajo, de la ayuda de tu familia o de los reembolsos de ayuda financiera.',
    },
    {
      title: 'Anota tus gastos',
      body: 'Agrega cada gasto, como la renta, el súper, el celular o el streaming, y márcalo como necesidad, gusto o ahorro.',
    },
    {
      title: 'Compara con la regla 50/30/20',
      body: 'Mira cómo se compara tu reparto con 50% para necesidades, 30% para gustos y 20% para ahorros, y dónde ajustar.',
    },
  ],
  benefits: [
    {
      title: 'Tu mes de un vistazo',
      body: 'Las necesidades, los gustos y los ahorros tienen cada uno su total, para que veas qué se lleva la mayor parte.',
    },
    {
      title: 'Hecho para ingresos que cambian',
      body: '¿Tus turnos cambian de una semana a otra? Escribe un mes típico y actualízalo cuando las cosas cambien.',
    },
    {
      title: 'Privado desde el diseño',
      body: 'Tus números se guardan solo en tu dispositivo. Nada de lo que escribes se envía a Beem.',
    },
    {
      title: 'Fácil de ajustar',
      body: 'Agrega, cambia o quita un gasto y los totales se actualizan al instante.',
    },
  ],
  faq: [
    {
      question: '¿Qué es la regla 50/30/20?',
      answer:
        'Una guía sencilla que destina más o menos la mitad de tu ingreso neto a necesidades, el 30% a gustos y el 20% a ahorros o a pagar deudas.',
    },
    {
      question: '¿Mi presupuesto se envía a Beem?',
      answer:
        'No. El planificador guarda tus números solo en tu dispositivo, en tu navegador. Si borras los datos del navegador, se borran.',
    },
    {
      question: '¿Y si mis necesidades pasan del 50%?',
      answer:
        'Es común entre estudiantes, sobre todo con una renta alta. Toma la regla como un punto de partida y busca primero pequeños cambios en los gustos.',
    },
    {
      question: '¿Uso mi pago antes o después de impuestos?',
      answer:
        'Después de impuestos. El ingreso neto es el dinero que de verdad puedes gastar, así que te da un plan realista.',
    },
  ],
} satisfies FeatureContent;
