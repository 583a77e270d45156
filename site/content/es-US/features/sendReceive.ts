import type { FeatureContent } from '@beem/design-system/marketing';
import { pathIn } from '../../locales';
import { beemPaths } from '../../paths';

export default {
  path: pathIn('es-US', beemPaths.sendReceive),
  seo: {
    title: 'Envía y recibe dinero en línea',
    description:
      'Divide la renta, págale a un amigo y recibe dinero de casa en pocos toques. Envía al instante si tu plan lo incluye o cubre un pago con un adelanto de efectivo.',
  },
  eyebrow: 'Envía y recibe',
  title: 'Envía dinero a tus amigos, compañeros de cuarto y familia',
  claim: 'Envía ahora, paga después',
  lead: 'Divide la renta, devuélvele a un amigo lo de la pizza o recibe dinero de casa. Si te falta dinero antes del día de pago, un adelanto de efectivo, si calificas, puede cubrir la transferencia, y lo pagas cuando te paguen.',
  icon: 'sendReceive',
  steps: [
    {
      title: 'Agrega a quién le pagas',
      body: 'Escribe el número de teléfono o el correo electrónico de la persona a la que quieres pagarle, o elige a alguien a quien ya le pagaste antes.',
    },
    {
      title: 'Escribe el monto',
      body: 'Escribe cuánto vas a enviar y agrega una nota, como "servicios" o "boletos del concierto", para que los dos recuerden para qué era.',
    },
    {
      title: 'Envíalo',
      body: 'Revisa los detalles y confirma. Elige una transferencia instantánea en los planes que la incluyen, o una estándar.',
    },
  ],
  benefits: [
    {
      title: 'Transferencias instantáneas',
      body: 'Con Basic, Plus y Pro, el dinero que envías puede llegar en minutos en vez de días.',
    },
    {
      title: 'También puedes pedir dinero',
      body: 'Envíale una solicitud a un amigo que te debe y mira en la app cuándo te paga.',
    },
    {
      title: 'Divide los gastos compartidos',
      body: 'Renta, súper, streaming o un viaje por carretera: divide los gastos con tus compañeros de cuarto sin andar persiguiendo a nadie.',
    },
    {
      title: 'Cubre el hueco',
      body: 'Si faltan unos días para el día de pago, un adelanto de efectivo, si calificas, puede cubrir el pago ahora.',
    },
  ],
  faq: [
    {
      question: '¿Qué tan rápido llega el dinero?',
      answer:
        'Las transferencias instantáneas en los planes que las incluyen suelen llegar en minutos. Las transferencias estándar pueden tardar unos días hábiles.',
    },
    {
      question: '¿Hay cargos por transferencia?',
      answer:
        'Tu membresía cubre las transferencias estándar. Si una transferencia tiene un cargo, lo ves antes de confirmar.',
    },
    {
      question: '¿Qué significa "envía ahora, paga después"?',
      answer:
        'Si calificas para un adelanto de efectivo, puedes usarlo para enviar dinero hoy y pagar el adelanto en tu próximo día de pago, sin intereses.',
    },
    {
      question: '¿Puedo cancelar una transferencia?',
      answer:
        'Una vez enviada, una transferencia por lo general no se puede recuperar. Revisa bien el nombre y el monto, y comunícate con atención de inmediato si algo salió mal.',
    },
  ],
} satisfies FeatureContent;
