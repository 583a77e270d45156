import type { FeatureContent } from '@beem/design-system/marketing';
import { pathIn } from '../../locales';
import { beemPaths } from '../../paths';

export default {
  path: pathIn('es-US', beemPaths.arcade),
  seo: {
    title: 'Juega y gana recompensas',
    description:
      'Juega partidas rápidas y casuales en el Beem Arcade entre clases y gana recompensas que puedes canjear en la app. Incluido con Basic, Plus y Pro.',
  },
  eyebrow: 'Beem Arcade',
  title: 'Tómate un descanso, juega una partida y gana recompensas',
  claim: 'Juega y gana recompensas',
  lead: 'El Beem Arcade tiene juegos rápidos que puedes jugar entre clases. Al jugar ganas recompensas que puedes canjear en la app.',
  icon: 'arcade',
  steps: [
    {
      title: 'Abre el Arcade',
      body: 'Busca el Beem Arcade en la app y elige un juego.',
    },
    {
      title: 'Juega',
      body: 'Juega partidas cortas y casuales cuando tengas unos minutos libres.',
    },
    {
      title: 'Canjea tus recompensas',
      body: 'Junta recompensas mientras juegas y canjéalas por reembolso en efectivo y otros beneficios en la app.',
    },
  ],
  benefits: [
    {
      title: 'Juegos rápidos',
      body: 'Los juegos son tan cortos que puedes jugarlos mientras esperas tu clase o tu café.',
    },
    {
      title: 'Recompensas que puedes usar',
      body: 'Convierte lo que ganas en reembolso en efectivo y otros beneficios que aparecen en la app.',
    },
    {
      title: 'Incluido en tu plan',
      body: 'El Arcade viene con Basic, Plus y Pro sin costo adicional.',
    },
  ],
  faq: [
    {
      question: '¿Qué planes incluyen el Arcade?',
      answer: 'Los miembros Basic, Plus y Pro pueden jugar y ganar recompensas.',
    },
    {
      question: '¿Cuesta algo extra jugar?',
      answer: 'No. El Arcade es parte de tu membresía y no tienes que pagar nada extra.',
    },
    {
      question: '¿Cómo funcionan las recompensas?',
      answer:
        'Ganas recompensas mientras juegas. La app te muestra lo que has ganado y los beneficios por los que puedes canjearlas.',
    },
  ],
} satisfies FeatureContent;
