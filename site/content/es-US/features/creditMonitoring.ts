import type { FeatureContent } from '@beem/design-system/marketing';
import { pathIn } from '../../locales';
import { beemPaths } from '../../paths';

export default {
  path: pathIn('es-US', beemPaths.creditMonitoring),
  seo: {
    title: 'Monitoreo y alertas de tu puntaje de crédito',
    description:
      'Revisa tu puntaje de crédito en la app, mira qué lo afecta y recibe alertas cuando cambie tu reporte. Revisar tu propio puntaje nunca lo baja.',
  },
  eyebrow: 'Monitoreo de crédito',
  title: 'Conoce tu puntaje de crédito y qué lo mueve',
  claim: 'Sigue tu puntaje de crédito sin costo adicional',
  lead: 'Tu puntaje de crédito cuenta al rentar un apartamento, al pedir un préstamo para auto y hasta en algunos trabajos. Beem te muestra dónde estás y qué ayuda o perjudica tu puntaje.',
  icon: 'creditMonitoring',
  scene: 'creditScore',
  steps: [
    {
      title: 'Actívalo',
      body: 'Abre el monitoreo de crédito en la app y confirma tu identidad para que podamos encontrar tu reporte de crédito.',
    },
    {
      title: 'Mira tu puntaje',
      body: 'Revisa tu puntaje actual y los factores detrás de él, como tu historial de pagos y cuánto de tu crédito usas.',
    },
    {
      title: 'Recibe alertas',
      body: 'Con Plus y Pro, recibe una alerta cuando aparezca algo nuevo en tu reporte, como una cuenta nueva o una consulta.',
    },
  ],
  benefits: [
    {
      title: 'No daña tu puntaje',
      body: 'Revisar tu propio puntaje es una consulta suave, así que nunca lo baja.',
    },
    {
      title: 'Incluido en todos los planes',
      body: 'El seguimiento de tu puntaje es parte de todas las membresías de Beem, sin nada extra que pagar.',
    },
    {
      title: 'Detecta problemas a tiempo',
      body: 'Las alertas te ayudan a descubrir cuentas que no reconoces antes de que se vuelvan un problema mayor.',
    },
    {
      title: 'Consejos según tu reporte',
      body: 'Mira pasos prácticos a seguir, como pagar parte del saldo de una tarjeta, según lo que aparece en tu reporte.',
    },
  ],
  faq: [
    {
      question: '¿Revisar mi puntaje lo perjudica?',
      answer:
        'No. Revisar tu propio puntaje es una consulta suave y no lo afecta. Las consultas duras ocurren cuando solicitas crédito.',
    },
    {
      question: '¿De dónde viene mi puntaje?',
      answer:
        'La app te muestra qué agencia de crédito proporciona tu puntaje, qué modelo de puntuación se usa y cuándo se actualizó por última vez.',
    },
    {
      question: 'No tengo historial de crédito. ¿Puedo usarlo de todos modos?',
      answer:
        'Sí. Puede que todavía no tengas un puntaje, y la app te muestra formas sencillas de empezar a construir tu crédito.',
    },
    {
      question: '¿Qué planes incluyen alertas?',
      answer:
        'El seguimiento de tu puntaje viene con todos los planes. Las alertas cuando cambia tu reporte de crédito vienen con Plus y Pro.',
    },
  ],
} satisfies FeatureContent;
