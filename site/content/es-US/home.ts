/** The home page in US Spanish. The feature cards are the Spanish menu's items. */
import { featureCards, type HomeCopy } from '../home';
import { menuGroups } from './menu';
import { startingPrice } from './pricing';

export const home: HomeCopy = {
  title: 'Efectivo cuando lo necesitas',
  lead: 'Adelantos de efectivo al instante de hasta $1,000*, transferencias instantáneas, monitoreo de crédito, seguros y descuentos pensados para estudiantes universitarios.',
  featuresTitle: 'Todo lo que tu dinero necesita, en una sola app',
  plansTitle: `Planes desde ${startingPrice} al mes`,
  asteriskLine:
    '*Los adelantos de efectivo de hasta $1,000 están sujetos a elegibilidad y a tu plan de membresía; no todos los miembros califican. Los seguros, ahorros y préstamos se ofrecen a través de socios con licencia; los ahorros de hasta un 40%, la protección de ingresos de hasta $1,000, el seguro de identidad de hasta $1 millón, los planes desde $2.80 al mes y el APY de hasta un 5% dependen de las condiciones del socio.',
};

export const homeFeatures = featureCards(menuGroups);
