/**
 * The site's footer in US Spanish: section titles, link names and the disclosures. The sections'
 * links and events are `footer.ts`'s, shared with the English footer; the blog categories' names
 * are the library's own Spanish words (the marketing entry's, in `spanishMessages`).
 */
import { createTranslate } from '@beem/design-system';
import { footerContent, type FooterCopy } from '../footer';
import { productProfile } from '../profile';
import { spanishMessages } from './messages';

export const footerCopy: FooterCopy = {
  sections: {
    Features: 'Funciones',
    Company: 'Empresa',
    Resources: 'Recursos',
    'Blog Categories': 'Categorías del blog',
  },
  links: {
    cashAdvance: 'Adelanto de efectivo al instante',
    sendReceive: 'Envía y recibe dinero',
    budget: 'Planificador de presupuesto',
    creditMonitoring: 'Monitoreo de crédito',
    identityTheft: 'Protección contra robo de identidad',
    carInsurance: 'Seguro de auto',
    incomeLoss: 'Pérdida de empleo y discapacidad',
    healthInsurance: 'Seguro médico',
    savings: 'Ahorros de alto rendimiento',
    personalLoan: 'Préstamo personal',
    taxFiling: 'Declaración de impuestos en línea',
    taxCalculator: 'Calculadora de impuestos',
    deals: 'Descuentos',
    arcade: 'Beem Arcade',
    about: 'Quiénes somos',
    pricing: 'Precios',
    customerStories: 'Historias de clientes',
    howToCancel: 'Cómo cancelar',
    blog: 'Blog',
    helpCentre: 'Centro de ayuda',
    terms: 'Términos de uso',
    privacy: 'Política de privacidad',
    ccpa: 'Aviso de la CCPA',
    accessibility: 'Accesibilidad',
  },
  /** Translations of the English disclosures, which are themselves placeholders. */
  disclosures: [
    `${productProfile.name} es una empresa de tecnología financiera, no un banco. Los servicios bancarios, donde se ofrecen, los prestan bancos asociados.`,
    'Los adelantos de efectivo al instante están sujetos a elegibilidad; los montos de hasta $1,000 no están disponibles para todos los miembros. Los seguros los ofrecen socios con licencia; las cifras de ahorro y de APY son hasta la tasa indicada y pueden cambiar.',
  ],
  translate: createTranslate('es-US', spanishMessages),
};

/** Everything the Spanish footer shows but the page's own footnote. */
export const spanishFooterContent = () => footerContent(footerCopy, 'es-US');
