// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.

import type { Variables } from '@internationalized/string';
import type { Catalogue } from '../keys';

/** The es-US messages whose keys start with "pagination.". */
export const paginationStrings = {
  'pagination.label': `Páginas`,
  'pagination.previous': `Página anterior`,
  'pagination.next': `Página siguiente`,
  'pagination.position': (args: Variables = {}) => `Página ${args.page} de ${args.count}`,
  'pagination.page': (args: Variables = {}) => `Página ${args.page}`,
  'pagination.loadMore': `Cargar más`,
  'pagination.shown': (args: Variables = {}) => `Mostrando ${args.shown} de ${args.total}`,
  'pagination.loadingMore': `Cargando más…`,
} satisfies Partial<Catalogue>;
