import type { FeatureContent } from '@beem/design-system/marketing';
import { pathIn } from '../../locales';
import { beemPaths } from '../../paths';

export default {
  path: pathIn('es-US', beemPaths.incomeLoss),
  seo: {
    title: 'Seguro por pérdida de empleo y discapacidad',
    description:
      'Protección de ingresos para estudiantes que trabajan. Si pierdes tu empleo o no puedes trabajar por enfermedad o lesión, recibe ayuda mensual para tus facturas.',
  },
  eyebrow: 'Pérdida de empleo y discapacidad',
  title: 'Un plan B si tu cheque deja de llegar',
  claim: 'Protección de ingresos de hasta $1,000*',
  footnote:
    '*Los beneficios se pagan cada mes, hasta $1,000 al mes durante un número limitado de meses, después de un período de espera. La cobertura la suscribe una compañía de seguros socia y está sujeta a los términos, condiciones y exclusiones de la póliza.',
  lead: 'Si te quedas sin empleo por un recorte de personal o no puedes trabajar por una enfermedad o lesión, la protección de ingresos puede ayudarte a cubrir la renta, la comida y las facturas mientras te recuperas.',
  icon: 'incomeProtection',
  steps: [
    {
      title: 'Elige tu cobertura',
      body: 'Mira en la app el beneficio mensual, el período de espera y el precio antes de inscribirte.',
    },
    {
      title: 'Mantén tu cobertura',
      body: 'Paga una prima mensual mientras trabajas. Tu cobertura empieza después del período de espera.',
    },
    {
      title: 'Haz un reclamo si pierdes ingresos',
      body: 'Si pierdes tu empleo o no puedes trabajar, inicia un reclamo en la app y envía los documentos que pida la aseguradora.',
    },
  ],
  benefits: [
    {
      title: 'Cobertura por pérdida de empleo',
      body: 'Recibe beneficios mensuales si pierdes tu empleo sin que sea tu culpa, como en un recorte de personal.',
    },
    {
      title: 'Cobertura por discapacidad',
      body: 'Recibe beneficios mensuales si una enfermedad o lesión no te deja trabajar.',
    },
    {
      title: 'Reclamos en la app',
      body: 'Inicia un reclamo y sigue su avance desde tu celular.',
    },
    {
      title: 'Condiciones claras desde el principio',
      body: 'Mira el monto del beneficio, el período de espera y las principales exclusiones antes de inscribirte.',
    },
  ],
  faq: [
    {
      question: '¿Qué cuenta como pérdida de empleo?',
      answer:
        'La cobertura es para la pérdida involuntaria del empleo, como un recorte de personal. Renunciar o que te despidan por mala conducta normalmente no está cubierto, y la póliza incluye los detalles.',
    },
    {
      question: '¿Qué es el período de espera?',
      answer:
        'Un tiempo fijo después de inscribirte antes de que empiece la cobertura y, a veces, después de perder ingresos antes de que empiecen los beneficios. Tu póliza indica los períodos exactos.',
    },
    {
      question: '¿Los empleos de medio tiempo califican?',
      answer:
        'Pueden calificar. La póliza fija las reglas de elegibilidad, como cuánto tiempo llevas trabajando y cuántas horas por semana.',
    },
    {
      question: '¿Quién ofrece el seguro?',
      answer:
        'Una compañía de seguros socia suscribe la cobertura. Beem te ayuda a inscribirte y a administrarla en la app.',
    },
  ],
} satisfies FeatureContent;
