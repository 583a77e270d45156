/**
 * The tax calculator in US Spanish. Tax words are the IRS's own Spanish (its Form 1040(SP) and
 * Publicación 596SP): "crédito tributario por ingreso del trabajo (EITC)", "crédito tributario
 * por hijos", "reembolso", "ingreso tributable", "deducción estándar", "deducciones detalladas",
 * the filing statuses as the form names them. A refundable credit is explained the first time
 * it appears in plain words: money you get back even when you owe no tax.
 */
import { createTranslate, esUSNamespaces } from '@beem/design-system';
import type { TaxCalculatorCopy } from './copy';

/** "ningún hijo calificado", "1 hijo calificado", "3 hijos calificados". */
const qualifyingChildren = (count: number) =>
  count === 0
    ? 'ningún hijo calificado'
    : `${count} ${count === 1 ? 'hijo calificado' : 'hijos calificados'}`;

export const taxCalculatorCopy: TaxCalculatorCopy = {
  locale: 'es-US',
  amountMessages: createTranslate('es-US', esUSNamespaces.amount),
  words: {
    title: 'Calculadora de impuestos federales',
    note: (year) =>
      `Es un cálculo aproximado, no asesoría tributaria. Solo cubre salarios de un formulario W-2, usa los tramos y créditos federales de ${year} y deja algunas cosas fuera: consulta la lista de abajo.`,
    needsScript:
      'La calculadora hace el cálculo en tu navegador y necesita JavaScript, que está desactivado o no se cargó. Actívalo o vuelve a cargar la página para usarla.',
    formLabel: 'Tus ingresos y retenciones',
    yearLabel: 'Año tributario',
    statusLabel: 'Estado civil para la declaración',
    statuses: {
      single: 'Soltero',
      marriedJointly: 'Casado, declaración conjunta',
      marriedSeparately: 'Casado, declaración por separado',
      headOfHousehold: 'Cabeza de familia',
    },
    yourPay: 'Tu salario',
    spousePay: 'El salario de tu cónyuge',
    wages: { alone: 'Salario anual', joint: 'Tu salario anual' },
    wagesHint:
      'Lo que ganaste en el año antes de impuestos y antes de los descuentos del 401(k) o de beneficios: el total bruto del año hasta la fecha en tu último talón de pago.',
    retirement: {
      alone: 'Aportes para la jubilación antes de impuestos',
      joint: 'Tus aportes para la jubilación antes de impuestos',
    },
    retirementHint:
      'Aportes a un 401(k), 403(b), 457(b) o TSP tradicional que se descuentan de tu pago. Bajan el impuesto sobre el ingreso, no el Seguro Social ni Medicare. No incluyas aportes Roth.',
    health: {
      alone: 'Descuentos de salud y beneficios antes de impuestos',
      joint: 'Tus descuentos de salud y beneficios antes de impuestos',
    },
    healthHint:
      'Primas de seguro médico, dental y de la vista, y montos para una FSA o HSA, descontados de tu pago antes de impuestos (un plan de la sección 125). Bajan el impuesto sobre el ingreso y también el Seguro Social y Medicare.',
    spouseWages: 'El salario anual de tu cónyuge',
    spouseWagesHint:
      'Lo que ganó en el año antes de impuestos, calculado igual. Déjalo en blanco si no tuvo salario.',
    spouseRetirement: 'Los aportes para la jubilación de tu cónyuge antes de impuestos',
    spouseHealth: 'Los descuentos de salud y beneficios de tu cónyuge antes de impuestos',
    wagesName: 'tu salario anual',
    spouseWagesName: 'el salario anual de tu cónyuge',
    itemisedName: 'tus deducciones detalladas',
    deductionsOverWages: 'Los descuentos no pueden sumar más que el salario de arriba.',
    deductionLabel: 'Deducción',
    standardDeduction: (amount) => `Estándar (${amount})`,
    itemisedDeduction: 'Detallada',
    itemisedLabel: 'Deducciones detalladas',
    itemisedHint:
      'Intereses de hipoteca, impuestos estatales y locales, donaciones a organizaciones benéficas y gastos parecidos.',
    withheldLabel: 'Impuesto federal retenido',
    withheldHint: {
      alone: 'Está en tus talones de pago o en la casilla 2 de tu formulario W-2.',
      joint:
        'Está en tus talones de pago o en la casilla 2 de los formularios W-2: el tuyo y el de tu cónyuge, sumados.',
    },
    children: 'Hijos',
    childrenLabel: 'Hijos menores de 17 años',
    childrenHint:
      'Que vivieron contigo más de la mitad del año y tienen número de Seguro Social. Cuentan para el crédito tributario por hijos y para el crédito por ingreso del trabajo.',
    otherChildrenLabel: 'Otros hijos para el crédito por ingreso del trabajo',
    otherChildrenHint:
      'Hijos que vivieron contigo más de la mitad del año y tenían 17 o 18 años al final del año, estudiantes de tiempo completo menores de 24 años o personas con una discapacidad permanente. Solo cuentan para el crédito por ingreso del trabajo.',
    separated: (year) =>
      `Viví separado de mi cónyuge los últimos 6 meses de ${year}, o estamos separados legalmente y no vivíamos juntos al final del año`,
    separatedHint:
      'Si un hijo calificado vivió contigo más de la mitad del año, esto te permite pedir el crédito por ingreso del trabajo en una declaración por separado.',
    aged25To64: {
      alone: (year) => `Tenía entre 25 y 64 años al final de ${year}`,
      joint: (year) => `Tú o tu cónyuge tenían entre 25 y 64 años al final de ${year}`,
    },
    aged25To64Hint:
      'Sin un hijo calificado, el crédito por ingreso del trabajo es solo para trabajadores de 25 a 64 años a quienes nadie más puede declarar como dependientes, así que la mayoría de los estudiantes menores de 25 años no lo reciben.',
    resultsTitle: 'Tu cálculo',
    prompts: {
      check: 'Revisa el campo marcado para ver tu cálculo.',
      wages: 'Escribe tu salario anual para ver tu cálculo.',
      itemised: 'Escribe tus deducciones detalladas para ver tu cálculo.',
    },
    verdict: {
      even: 'Quedas más o menos a mano: sin reembolso y sin nada que pagar',
      refund: (amount) => `Podrías recibir un reembolso de ${amount}`,
      owe: (amount) => `Podrías deber ${amount}`,
    },
    figures: {
      taxableIncome: 'Ingreso tributable',
      taxableIncomeHelp: (adjusted, kind, deduction) =>
        `Tu salario para el impuesto sobre el ingreso, después de los descuentos del 401(k) y de la sección 125 (${adjusted}), menos la ${kind === 'standard' ? 'deducción estándar' : 'deducción detallada'} de ${deduction}.`,
      incomeTax: 'Impuesto federal sobre el ingreso',
      incomeTaxWithCredit: (beforeCredits, credit) =>
        `${beforeCredits} según los tramos, menos ${credit} del crédito tributario por hijos.`,
      incomeTaxHelp: 'La suma de lo que corresponde a cada tramo, en la tabla de abajo.',
      earnedIncomeCredit: 'Crédito tributario por ingreso del trabajo (EITC)',
      additionalChildTaxCredit: 'Crédito tributario adicional por hijos',
      additionalChildTaxCreditNone:
        'Nada: es la parte reembolsable del crédito tributario por hijos, que es para hijos menores de 17 años.',
      additionalChildTaxCreditHelp: (perChild, rate, floor) =>
        `Reembolsable: la parte del crédito tributario por hijos que tu impuesto no alcanzó a usar te llega en el reembolso, hasta ${perChild} por hijo y el ${rate} de lo que ganaste por encima de ${floor}.`,
      marginalRate: 'Tasa marginal',
      marginalRateHelp: 'La tasa que pagarías por tu siguiente dólar de ingreso tributable.',
      effectiveRate: 'Tasa efectiva',
      effectiveRateHelp: 'El impuesto federal sobre el ingreso como parte de tu salario.',
      fica: 'Seguro Social y Medicare (FICA)',
      ficaHelp: (socialSecurity, wageBase, medicare) =>
        `Seguro Social ${socialSecurity} (6.2% del salario de cada trabajador hasta ${wageBase}), Medicare ${medicare} (1.45%, más 0.9% por encima del límite). Se retienen de cada cheque de pago además del impuesto sobre el ingreso; los descuentos de la sección 125 los bajan, los aportes al 401(k) no.`,
      yourSocialSecurity: 'Tu Seguro Social',
      yourSocialSecurityHelp: (wages, wageBase) =>
        `6.2% de tu salario de ${wages}, con un tope de ${wageBase}.`,
      spouseSocialSecurity: 'El Seguro Social de tu cónyuge',
      spouseSocialSecurityHelp: (wages, wageBase) =>
        `6.2% del salario de tu cónyuge de ${wages}, con un tope de ${wageBase} para cada uno.`,
    },
    earnedIncomeCredit: {
      allowed: (children, earnedIncome) =>
        `Reembolsable: lo recibes en tu reembolso aunque no debas impuestos. Sale de la tabla del IRS para ${qualifyingChildren(children)} y ${earnedIncome} de ingreso del trabajo.`,
      ageRule: {
        alone: 'Nada: sin un hijo calificado, es solo para trabajadores de 25 a 64 años.',
        joint:
          'Nada: sin un hijo calificado, es solo para parejas en las que uno de los dos tiene de 25 a 64 años.',
      },
      separateReturn:
        'Nada: en una declaración por separado, es solo para quien vivió separado de su cónyuge (o está separado legalmente) y tuvo a un hijo calificado en casa más de la mitad del año.',
      noEarnedIncome: 'Nada: hace falta tener ingreso del trabajo.',
      overIncomeLimit: (children, limit) =>
        `Nada: con ${qualifyingChildren(children)}, se acaba a los ${limit} de ingreso.`,
    },
    sum: {
      caption: 'Cómo se llega al cálculo',
      withheld: 'Impuesto federal retenido',
      lessIncomeTax: 'Menos el impuesto federal sobre el ingreso',
      plusEarnedIncomeCredit: 'Más el crédito tributario por ingreso del trabajo',
      plusAdditionalChildTaxCredit: 'Más el crédito tributario adicional por hijos',
      owe: 'Lo que podrías deber',
      refund: 'Reembolso',
    },
    brackets: {
      caption: 'Tu ingreso tributable, tramo por tramo',
      rate: 'Tasa',
      income: 'Ingreso en este tramo',
      tax: 'Impuesto',
    },
    leftOut: {
      title: 'Lo que este cálculo deja fuera',
      intro:
        'No es una declaración de impuestos. Tu declaración puede ser distinta si algo de esto te aplica:',
      items: (year, investmentLimit) => [
        'Los impuestos estatales y locales sobre el ingreso.',
        'El ingreso por trabajos por encargo, como independiente o por cuenta propia (en un formulario 1099-NEC o 1099-K) y el impuesto sobre el trabajo por cuenta propia. Escribe solo el salario de un formulario W-2.',
        'Otros ingresos, como intereses, beneficios por desempleo o becas que pagan impuestos, y ajustes como los intereses de préstamos estudiantiles o los aportes a una IRA.',
        'Otros créditos y deducciones: los créditos por estudios (American Opportunity y Lifetime Learning), el crédito por aportes a la jubilación (Saver’s Credit), el crédito por cuidado de hijos y dependientes, el crédito de $500 por otros dependientes (como un hijo de 17 años o más) y las deducciones por propinas y por horas extra.',
        `Las reglas del crédito por ingreso del trabajo que da por cumplidas: un ingreso de inversiones de más de ${investmentLimit} en ${year} lo descarta; tú, tu cónyuge y cada hijo necesitan un número de Seguro Social válido para trabajar; un hijo tiene que vivir contigo en los EE.\u00a0UU. más de la mitad del año; y no puedes pedirlo si eres el hijo calificado de otra persona.`,
        'Si puedes declarar como cabeza de familia: el cálculo usa el estado civil que elijas.',
        'La tabla de impuestos del IRS: con menos de $100,000 de ingreso tributable, la declaración toma el impuesto de una tabla en pasos de $50, que puede diferir de estos tramos en unos pocos dólares.',
      ],
    },
  },
};
