import type { FeatureContent } from '@beem/design-system/marketing';
import { pathIn } from '../../locales';
import { beemPaths } from '../../paths';

export default {
  path: pathIn('es-US', beemPaths.cashAdvance),
  seo: {
    title: 'Adelanto de efectivo al instante para universitarios',
    description:
      'Recibe un adelanto de efectivo antes del día de pago, sin intereses. Mira en la app cuánto puedes recibir, obtén el dinero rápido y págalo en tu próximo día de pago.',
  },
  eyebrow: 'Adelanto de efectivo al instante',
  title: 'Efectivo antes del día de pago, sin estrés',
  claim: 'Recibe un adelanto de efectivo de hasta $1,000*',
  footnote:
    '*Un adelanto de efectivo no es un préstamo y no tiene intereses. La elegibilidad y los montos dependen de tus ingresos y del historial de tu cuenta, tu límite depende de tu plan de membresía y no todos los miembros califican.',
  lead: '¿La renta vence y todavía falta una semana para el día de pago? Beem puede adelantarte parte del dinero que esperas, para que cubras el hueco y lo pagues cuando llegue tu cheque.',
  icon: 'instantCash',
  scene: 'cashAdvance',
  steps: [
    {
      title: 'Vincula tu cuenta bancaria',
      body: 'Conecta la cuenta de cheques donde recibes tu pago, para que Beem vea tus ingresos y calcule cuánto puedes recibir.',
    },
    {
      title: 'Elige tu monto',
      body: 'Elige cuánto necesitas, hasta tu límite, y envíalo a tu cuenta con una transferencia estándar o instantánea.',
    },
    {
      title: 'Paga en tu día de pago',
      body: 'El adelanto se paga desde tu cuenta vinculada en tu próximo día de pago. También puedes pagarlo antes en la app.',
    },
  ],
  benefits: [
    {
      title: 'Sin intereses',
      body: 'Un adelanto no es un préstamo, así que no hay intereses ni APR que calcular.',
    },
    {
      title: 'Límites que crecen con tu plan',
      body: 'Los miembros Lite pueden recibir hasta $100, Basic hasta $250, Plus hasta $500 y Pro hasta $1,000.',
    },
    {
      title: 'Rápido cuando importa',
      body: 'Las transferencias instantáneas en los planes que las incluyen ponen el dinero en tu cuenta cuando lo necesitas, no días después.',
    },
    {
      title: 'Sin sorpresas',
      body: 'Ves tu monto y tu fecha de pago antes de confirmar, y la app te lo recuerda antes del día de pago.',
    },
  ],
  faq: [
    {
      question: '¿Un adelanto de efectivo es un préstamo?',
      answer:
        'No. Un adelanto te deja recibir un poco antes parte del dinero que esperas. No hay intereses, y pagas el monto que recibiste.',
    },
    {
      question: '¿Cuánto puedo recibir?',
      answer:
        'Depende de tus ingresos, del historial de tu cuenta y de tu plan de membresía, hasta $1,000 con Pro. La app te muestra tu monto antes de que lo aceptes.',
    },
    {
      question: '¿Cuándo lo pago?',
      answer:
        'En tu próximo día de pago, desde la cuenta bancaria que vinculaste. Si prefieres saldarlo antes, puedes pagarlo antes en la app.',
    },
    {
      question: '¿Qué pasa si no puedo pagar a tiempo?',
      answer:
        'Comunícate con atención antes de tu fecha de pago para ver tus opciones. Mientras antes nos escribas, más podemos ayudarte.',
    },
  ],
} satisfies FeatureContent;
