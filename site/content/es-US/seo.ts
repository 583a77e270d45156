/**
 * What the Spanish pages' metadata says about Beem where a page says nothing of its own (the
 * home page): the site's name, image and handle are the English ones.
 */
import type { SiteMeta } from '@beem/design-system/marketing';
import { siteMeta as englishMeta } from '../seo';

export const siteMeta: SiteMeta = {
  ...englishMeta,
  title: 'Beem: efectivo al instante, transferencias y descuentos para estudiantes universitarios',
  description:
    'Obtén efectivo rápido, transferencias instantáneas, herramientas para buscar empleo y descuentos exclusivos, con ayuda de IA.',
};
