import type { FeatureContent } from '@beem/design-system/marketing';
import { pathIn } from '../../locales';
import { beemPaths } from '../../paths';

export default {
  path: pathIn('es-US', beemPaths.taxCalculator),
  seo: {
    title: 'Calculadora gratis de reembolso de impuestos federales 2025 y 2026',
    description:
      'Calcula tu reembolso de impuestos federales de 2025 o 2026 con tu salario, tus deducciones y tus retenciones, y mira cómo se suman los tramos y el FICA. Gratis.',
  },
  eyebrow: 'Calculadora de impuestos',
  title: 'Calculadora de reembolso de impuestos',
  claim: 'Calcula tu reembolso de impuestos federales de 2025 o 2026',
  lead: 'Escribe algunos números de tus talones de pago o de tu formulario W-2 y mira si es probable que recibas un reembolso o que debas, y por qué. La calculadora es gratis.',
  icon: 'taxCalculator',
  steps: [
    {
      title: 'Elige el año y tu estado civil',
      body: 'Elige 2025 o 2026 y tu estado civil para la declaración, como soltero o cabeza de familia.',
    },
    {
      title: 'Agrega tus números',
      body: 'Escribe tu salario, tus aportes antes de impuestos, tus deducciones y el impuesto federal que ya te retuvieron del pago.',
    },
    {
      title: 'Mira tu cálculo',
      body: 'La calculadora saca tu ingreso tributable, tu impuesto tramo por tramo y el reembolso o el saldo que probablemente te toque.',
    },
  ],
  benefits: [
    {
      title: 'Descuentos antes de impuestos, bien contados',
      body: 'Escribe tu salario bruto y luego lo que te descuentan antes de impuestos. Los aportes al 401(k) solo bajan el impuesto sobre el ingreso; las primas de salud de la sección 125 también bajan el Seguro Social y Medicare.',
    },
    {
      title: 'Estándar o detallada',
      body: 'Usa la deducción estándar o escribe tus deducciones detalladas, y la calculadora aplica la que elijas.',
    },
    {
      title: 'Créditos reembolsables para ingresos bajos',
      body: 'El crédito tributario por ingreso del trabajo (EITC) y la parte reembolsable del crédito tributario por hijos, de las tablas del IRS de 2025 y 2026. Reembolsable quiere decir que te llega aunque no debas impuestos, y cada uno sale en su propia línea de tu reembolso.',
    },
    {
      title: 'Tramos y FICA, explicados',
      body: 'Mira cuánto de tu ingreso cae en cada tramo, y el impuesto del Seguro Social y Medicare (FICA) sobre tu salario.',
    },
  ],
  faq: [
    {
      question: '¿Esto es asesoría tributaria?',
      answer:
        'No. Es un cálculo aproximado basado en los números que escribes y en reglas simplificadas. Tu reembolso real depende de tu declaración completa.',
    },
    {
      question: '¿Dónde encuentro mis retenciones?',
      answer:
        'Están en la casilla 2 de tu formulario W-2, o en la línea del impuesto federal sobre el ingreso del año hasta la fecha en tu último talón de pago.',
    },
    {
      question: '¿Por qué el FICA aparece aparte?',
      answer:
        'Los impuestos del Seguro Social y Medicare se descuentan de tu salario aparte. Normalmente no se reembolsan, así que no cambian tu cálculo del reembolso.',
    },
    {
      question: '¿Qué deja fuera el cálculo?',
      answer:
        'Los impuestos estatales y locales, el ingreso por trabajos por encargo o por cuenta propia, los créditos por estudios y otros créditos, y las reglas que da por cumplidas. La calculadora los enumera todos debajo de sus resultados. Si alguno te aplica, tu resultado puede ser distinto.',
    },
  ],
} satisfies FeatureContent;
