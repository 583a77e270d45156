import type { FeatureContent } from '@beem/design-system/marketing';
import { pathIn } from '../../locales';
import { beemPaths } from '../../paths';

export default {
  path: pathIn('es-US', beemPaths.identityTheft),
  seo: {
    title: 'Protección y seguro contra robo de identidad',
    description:
      'Vigila señales de que alguien usa mal tus datos personales, recibe alertas y ayuda si pasa, y un seguro contra robo de identidad con el plan Pro.',
  },
  eyebrow: 'Protección contra robo de identidad',
  title: 'Protege tu identidad y tu dinero',
  claim: 'Seguro contra robo de identidad de hasta $1 millón*',
  footnote:
    '*El seguro contra robo de identidad lo emite una compañía de seguros asociada y está incluido en el plan Pro. La cobertura está sujeta a los términos, las condiciones y las exclusiones de la póliza.',
  lead: 'Los estudiantes comparten datos personales con escuelas, empleadores y apps todo el tiempo. Beem vigila señales de mal uso y te ayuda a recuperarte si te roban la identidad.',
  icon: 'identityProtection',
  steps: [
    {
      title: 'Activa la protección',
      body: 'Agrega en la app los datos que quieres que vigilemos, como tu correo electrónico y tu número de teléfono.',
    },
    {
      title: 'Recibe alertas',
      body: 'Si detectamos señales de que alguien está usando mal tu información, te avisamos y te decimos qué hacer.',
    },
    {
      title: 'Recibe ayuda para recuperarte',
      body: 'Si te roban la identidad, recibe ayuda paso a paso y, con Pro, presenta un reclamo por los costos cubiertos.',
    },
  ],
  benefits: [
    {
      title: 'Monitoreo de identidad',
      body: 'Con Plus y Pro, vigilamos señales de que alguien está usando mal tu información personal.',
    },
    {
      title: 'Seguro para costos cubiertos',
      body: 'Con Pro, el seguro contra robo de identidad puede ayudarte a pagar los costos elegibles de recuperar tu identidad.',
    },
    {
      title: 'Ayuda cuando pasa',
      body: 'Recibe orientación para congelar tu crédito, reportar el fraude y comunicarte con las compañías involucradas.',
    },
    {
      title: 'Consejos para el día a día',
      body: 'Hábitos sencillos, como usar contraseñas únicas y revisar tus estados de cuenta, te hacen un blanco más difícil.',
    },
  ],
  faq: [
    {
      question: '¿Qué cubre el seguro?',
      answer:
        'Puede ayudarte a pagar ciertos costos de recuperarte de un robo de identidad. La póliza indica exactamente qué está cubierto y qué está excluido.',
    },
    {
      question: '¿Qué planes incluyen protección contra robo de identidad?',
      answer:
        'Plus incluye monitoreo y alertas de identidad. Pro agrega un seguro contra robo de identidad de hasta $1 millón.',
    },
    {
      question: '¿Qué hago si creo que me robaron la identidad?',
      answer:
        'Contacta a tu banco y a los emisores de tus tarjetas, considera congelar tu crédito y comunícate con atención de Beem. Con Pro, también puedes iniciar un reclamo en la app.',
    },
  ],
} satisfies FeatureContent;
