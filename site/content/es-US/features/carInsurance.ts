import type { FeatureContent } from '@beem/design-system/marketing';
import { pathIn } from '../../locales';
import { beemPaths } from '../../paths';

export default {
  path: pathIn('es-US', beemPaths.carInsurance),
  seo: {
    title: 'Compara cotizaciones de seguro de auto para estudiantes',
    description:
      'Compara en un lugar cotizaciones de seguro de auto de socios con licencia y elige cobertura para tu presupuesto de estudiante. Mira el precio antes de comprar.',
  },
  eyebrow: 'Seguro de auto',
  title: 'Un seguro de auto que cabe en tu presupuesto de estudiante',
  claim: 'Ahorra en tu seguro de auto, hasta un 40%*',
  footnote:
    '*Los ahorros varían según el conductor, el vehículo, el estado y la aseguradora, y no todos los conductores ahorrarán. El seguro de auto se ofrece a través de aseguradoras socias con licencia, y los ahorros se comparan con la prima anterior del conductor.',
  lead: 'Responde unas preguntas sobre ti y tu auto, y luego compara lado a lado las cotizaciones de aseguradoras socias antes de elegir.',
  icon: 'carInsurance',
  steps: [
    {
      title: 'Cuéntanos sobre ti y tu auto',
      body: 'Comparte tu código postal, tu auto y tu historial de manejo, para que las aseguradoras calculen el precio de tu cobertura.',
    },
    {
      title: 'Compara cotizaciones',
      body: 'Mira los precios y la cobertura de las aseguradoras socias uno al lado del otro, incluidos los deducibles y los límites.',
    },
    {
      title: 'Elige y compra',
      body: 'Elige la cotización que te convenga y termina de comprar la póliza directamente con la aseguradora.',
    },
  ],
  benefits: [
    {
      title: 'Varias cotizaciones, un solo formulario',
      body: 'Llena tus datos una sola vez en lugar de repetirlos en el sitio de cada aseguradora.',
    },
    {
      title: 'Descuentos para estudiantes',
      body: 'Cuando las aseguradoras los ofrecen, tus cotizaciones incluyen descuentos como el de buen estudiante.',
    },
    {
      title: 'Cobertura clara',
      body: 'Mira qué cubre cada póliza, para que la cotización más barata no sea lo único que compares.',
    },
    {
      title: 'Sin compromiso',
      body: 'Obtener cotizaciones es gratis y no tienes que comprar nada.',
    },
  ],
  faq: [
    {
      question: '¿Beem vende seguros de auto?',
      answer:
        'Beem te conecta con aseguradoras socias con licencia. Tu póliza es con la aseguradora que elijas.',
    },
    {
      question: '¿Puedo seguir en la póliza de mis padres?',
      answer:
        'Muchas veces sí, sobre todo si vives con ellos o estudias fuera de casa. Compárala con una póliza propia para ver cuál cuesta menos.',
    },
    {
      question: '¿Pedir una cotización afecta mi puntaje de crédito?',
      answer:
        'Obtener cotizaciones no afecta tu puntaje de crédito. Algunas aseguradoras usan información de seguros basada en el crédito donde la ley estatal lo permite.',
    },
    {
      question: '¿Qué necesito para obtener una cotización?',
      answer:
        'Tu código postal, los datos de tu auto, la información de tu licencia de manejo y cualquier accidente o multa reciente.',
    },
  ],
} satisfies FeatureContent;
