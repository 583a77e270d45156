/**
 * The site's menu in US Spanish. Its shape, pages and events are `menuModel.ts`, shared with the
 * English menu; the Pricing group is worked out from the Spanish plans.
 */
import { formatPrice } from '@beem/design-system/marketing';
import { buildMenu, type MenuCopy } from '../menuModel';
import { plans } from './pricing';

/** "99 centavos al mes" under a dollar, "$2.47 al mes" from a dollar up. */
export const menuPrice = (monthlyPrice: number) =>
  monthlyPrice < 1
    ? `${String(Math.round(monthlyPrice * 100))} centavos al mes`
    : `${formatPrice(monthlyPrice, 'es-US')} al mes`;

export const menuCopy: MenuCopy = {
  groups: {
    Essentials: 'Lo esencial',
    Insurance: 'Seguros',
    'Banking & Tax': 'Banca e impuestos',
    Extras: 'Extras',
    Pricing: 'Precios',
  },
  items: {
    cashAdvance: {
      name: 'Efectivo al instante',
      alt: 'Efectivo',
      desc: 'Adelantos de hasta $1,000*',
    },
    sendReceive: {
      name: 'Envía y recibe',
      alt: 'Transferencias',
      desc: 'Envía ahora, paga después',
    },
    budget: {
      name: 'Planificador de presupuesto',
      alt: 'Presupuesto',
      desc: 'Mira a dónde va tu dinero',
    },
    creditMonitoring: {
      name: 'Monitoreo de crédito',
      alt: 'Puntaje de crédito',
      desc: 'Sigue tu puntaje gratis',
    },
    identityTheft: {
      name: 'Protección contra robo de identidad',
      alt: 'Escudo',
      desc: 'Cobertura de hasta $1 millón*',
    },
    carInsurance: { name: 'Seguro de auto', alt: 'Auto', desc: 'Ahorra hasta un 40%*' },
    incomeLoss: {
      name: 'Pérdida de empleo y discapacidad',
      alt: 'Paraguas',
      desc: 'Hasta $1,000 por pérdida de ingresos*',
    },
    healthInsurance: {
      name: 'Seguro médico',
      alt: 'Corazón',
      desc: 'Planes desde $2.80 al mes*',
    },
    identityInsurance: {
      name: 'Seguro contra robo de identidad',
      alt: 'Candado',
      desc: 'Hasta $1 millón*',
    },
    savings: {
      name: 'Ahorros de alto rendimiento',
      alt: 'Alcancía',
      desc: 'Gana hasta un 5% APY*',
    },
    personalLoan: {
      name: 'Préstamo personal',
      alt: 'Préstamo',
      desc: 'Compara ofertas en minutos',
    },
    taxFiling: {
      name: 'Declaración de impuestos en línea',
      alt: 'Formulario de impuestos',
      desc: 'Presenta tu declaración federal',
    },
    taxCalculator: {
      name: 'Calculadora de impuestos',
      alt: 'Calculadora',
      desc: 'Calcula tu reembolso',
    },
    deals: { name: 'Descuentos', alt: 'Etiqueta', desc: 'Descuentos exclusivos para estudiantes' },
    arcade: {
      name: 'Beem Arcade',
      alt: 'Control de videojuegos',
      desc: 'Juega y gana recompensas',
    },
    customerStories: {
      name: 'Historias de clientes',
      alt: 'Globo de diálogo',
      desc: 'Cómo los estudiantes pueden usar Beem',
    },
  },
  planAlt: (name) => `Plan ${name}`,
  price: menuPrice,
  drawer: { about: 'Quiénes somos', blog: 'Blog' },
};

export const { groups: menuGroups, drawerLinks } = buildMenu(menuCopy, plans, 'es-US');
