/**
 * The US Spanish glossary: one word for each idea, the way US Spanish speakers say it, shared by
 * the library's catalogue and any content written in es-US. A test reads every es-US catalogue
 * and fails on a word listed under `avoid`, naming the word to use instead.
 *
 * Register: "tú" throughout, never "usted"; money in US dollars, written for es-US by `Intl`
 * ("US$" is never spelled out by hand).
 */
export interface GlossaryEntry {
  /** The English term. */
  en: string;
  /** The es-US term to use. */
  es: string;
  /** Words readers would take for another country's usage or another meaning. */
  avoid: readonly string[];
  /** Why, where it is not obvious. */
  note?: string;
}

/**
 * The glossary's entries: for each English term, the es-US word to use and the words to avoid.
 * Content in es-US follows it, and the catalogue's test holds the library's own strings to it.
 */
export const glossary: readonly GlossaryEntry[] = [
  {
    en: 'cash advance',
    es: 'adelanto de efectivo',
    avoid: ['anticipo de efectivo', 'avance de efectivo'],
    note: 'The term US lenders and regulators use in Spanish.',
  },
  {
    en: 'Earned Income Tax Credit (EITC)',
    es: 'crédito tributario por ingreso del trabajo (EITC)',
    avoid: ['crédito fiscal por ingresos'],
    note: "The IRS's own Spanish name; the English acronym stays, as on IRS forms.",
  },
  { en: 'refund', es: 'reembolso', avoid: ['devolución de impuestos'] },
  {
    en: 'US phone number',
    es: 'número de teléfono de EE.\u00a0UU.',
    avoid: ['número estadounidense', 'EEUU', 'EE.UU.', 'EE. UU.'],
    note: 'EE. UU. with its space, as the RAE writes it: a non-breaking one (U+00A0), so that a line never breaks between EE. and UU. The plain-space form is listed to avoid for that reason.',
  },
  {
    en: 'mobile number',
    es: 'número de celular',
    avoid: ['móvil', 'número de móvil'],
    note: '"Celular" is the word in the Americas; "móvil" reads as Spain.',
  },
  { en: 'app', es: 'app', avoid: ['aplicación móvil'] },
  {
    en: 'sign in',
    es: 'iniciar sesión',
    avoid: ['loguearse', 'acceder a tu cuenta'],
  },
  {
    en: 'child tax credit',
    es: 'crédito tributario por hijos',
    avoid: ['crédito fiscal por hijos'],
    note: 'The IRS\'s own Spanish name; its refundable part is the "crédito tributario adicional por hijos".',
  },
  {
    en: 'refundable (credit)',
    es: 'reembolsable',
    avoid: ['devolvible'],
    note: 'Said in plain words where it first appears: it reaches you in your refund even when you owe no tax.',
  },
  {
    en: 'taxable income',
    es: 'ingreso tributable',
    avoid: ['ingreso gravable', 'renta gravable'],
    note: 'The IRS\'s Spanish; "gravable" reads as Mexico\'s tax system.',
  },
  {
    en: 'itemized deductions',
    es: 'deducciones detalladas',
    avoid: ['deducciones itemizadas', 'deducciones desglosadas'],
    note: 'As Form 1040(SP) writes it.',
  },
  {
    en: 'head of household',
    es: 'cabeza de familia',
    avoid: ['jefe de familia'],
    note: 'The filing status as Form 1040(SP) names it.',
  },
  { en: 'pay stub', es: 'talón de pago', avoid: ['recibo de nómina', 'colilla de pago'] },
  {
    en: 'you (the reader)',
    es: 'tú',
    avoid: ['usted', 'su cuenta', 'sus datos'],
    note: 'The site speaks to students and workers as a peer, in English and in Spanish.',
  },
];
