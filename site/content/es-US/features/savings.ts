import type { FeatureContent } from '@beem/design-system/marketing';
import { pathIn } from '../../locales';
import { beemPaths } from '../../paths';

export default {
  path: pathIn('es-US', beemPaths.savings),
  seo: {
    title: 'Cuenta de ahorros de alto rendimiento',
    description:
      'Gana un alto rendimiento en tus ahorros con nuestro banco socio. Abre una cuenta en la app, fija metas y automatiza depósitos para lo que te importa.',
  },
  eyebrow: 'Ahorros de alto rendimiento',
  title: 'Ahorros que ganan más mientras estudias',
  claim: 'Gana hasta un 5% APY*',
  footnote:
    '*El APY (rendimiento porcentual anual) es variable y puede cambiar en cualquier momento, y puede aplicarse un saldo mínimo. Las cuentas de ahorros se ofrecen a través de nuestro banco socio, miembro de la FDIC, y el seguro de la FDIC aplica a través del banco socio.',
  lead: 'Guarda el dinero que te sobra donde gane intereses, ya sea que ahorres para las vacaciones de primavera, el depósito de un apartamento o un fondo de emergencia.',
  icon: 'savings',
  steps: [
    {
      title: 'Abre tu cuenta',
      body: 'Abre una cuenta de ahorros en la app de Beem. Antes de empezar, verás la tasa actual y cualquier saldo mínimo.',
    },
    {
      title: 'Agrega dinero',
      body: 'Pasa dinero desde tu cuenta bancaria vinculada o programa transferencias automáticas en tu día de pago.',
    },
    {
      title: 'Mira cómo crece',
      body: 'Ve tu saldo y los intereses que has ganado cada vez que abres la app.',
    },
  ],
  benefits: [
    {
      title: 'Metas que puedes ver',
      body: 'Ponle nombre a una meta, fija un monto objetivo y sigue qué tan cerca estás.',
    },
    {
      title: 'Ahorro automático',
      body: 'Programa transferencias para ahorrar sin tener que acordarte.',
    },
    {
      title: 'Seguro de la FDIC',
      body: 'Los depósitos se guardan en nuestro banco socio, miembro de la FDIC, y están asegurados hasta los límites aplicables.',
    },
    {
      title: 'Tu dinero, cuando lo necesitas',
      body: 'Pasa dinero de vuelta a tu cuenta de cheques cuando lo necesites. Pueden aplicarse límites de transferencia.',
    },
  ],
  faq: [
    {
      question: '¿Beem es un banco?',
      answer:
        'No. Beem es una empresa de tecnología financiera. Las cuentas de ahorros las ofrece nuestro banco socio, miembro de la FDIC.',
    },
    {
      question: '¿El APY es fijo?',
      answer:
        'No. El APY es variable y puede cambiar en cualquier momento. La app siempre te muestra tu tasa actual.',
    },
    {
      question: '¿Hay un saldo mínimo?',
      answer:
        'Puede aplicarse un saldo mínimo para ganar la tasa más alta. La app te muestra cualquier mínimo antes de que abras tu cuenta.',
    },
    {
      question: '¿Mi dinero está asegurado?',
      answer:
        'Sí, los depósitos están asegurados por la FDIC a través de nuestro banco socio, hasta los límites aplicables.',
    },
  ],
} satisfies FeatureContent;
