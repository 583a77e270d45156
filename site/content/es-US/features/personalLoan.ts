import type { FeatureContent } from '@beem/design-system/marketing';
import { pathIn } from '../../locales';
import { beemPaths } from '../../paths';

export default {
  path: pathIn('es-US', beemPaths.personalLoan),
  seo: {
    title: 'Compara ofertas de préstamos personales',
    description:
      'Compara lado a lado ofertas de préstamos personales de prestamistas socios, con tasas, plazos y pagos mensuales, antes de decidir. Consultar tasas es gratis.',
  },
  eyebrow: 'Préstamo personal',
  title: 'Compara ofertas de préstamos personales en un solo lugar',
  claim: 'Compara ofertas en minutos',
  lead: 'Mira lado a lado las ofertas de prestamistas socios, con la tasa, el plazo y el pago mensual de cada una, para que elijas la que te convenga.',
  icon: 'personalLoan',
  steps: [
    {
      title: 'Cuéntanos qué necesitas',
      body: 'Ingresa cuánto quieres pedir prestado, para qué es y algunos datos sobre tus ingresos.',
    },
    {
      title: 'Consulta tus tasas',
      body: 'Mira las ofertas que los prestamistas socios pueden hacerte, con la tasa, el plazo y el pago mensual de cada una.',
    },
    {
      title: 'Termina con el prestamista',
      body: 'Elige una oferta y completa tu solicitud directamente con ese prestamista.',
    },
  ],
  benefits: [
    {
      title: 'Ofertas lado a lado',
      body: 'Compara el costo total de cada oferta, no solo el pago mensual.',
    },
    {
      title: 'Revisa tasas con una consulta suave',
      body: 'Revisar tus tasas normalmente implica una consulta de crédito suave, que no afecta tu puntaje.',
    },
    {
      title: 'Condiciones claras',
      body: 'Mira la tasa, los cargos, el plazo y el pago mensual antes de solicitar.',
    },
    {
      title: 'Sin compromiso',
      body: 'Ver ofertas es gratis y no tienes que aceptar ninguna.',
    },
  ],
  faq: [
    {
      question: '¿Beem es el prestamista?',
      answer:
        'No. Los préstamos los otorgan prestamistas socios, que fijan las tasas y los plazos y deciden si te aprueban.',
    },
    {
      question: '¿Revisar mis tasas afecta mi crédito?',
      answer:
        'Revisar tasas normalmente implica una consulta suave, que no afecta tu puntaje. Si aceptas una oferta, el prestamista puede hacer una consulta dura.',
    },
    {
      question: '¿En qué se diferencia de un adelanto de efectivo?',
      answer:
        'Un adelanto de efectivo es un monto pequeño sin intereses, que pagas en tu próximo día de pago. Un préstamo personal suele ser más grande, cobra intereses y se paga a lo largo de meses o años.',
    },
    {
      question: '¿Quién puede solicitarlo?',
      answer:
        'Cada prestamista fija sus propios requisitos, que suelen incluir tu edad, residencia en EE.\u00a0UU., ingresos e historial de crédito.',
    },
  ],
} satisfies FeatureContent;
