import { drawerLinks, menuGroups } from '../content/es-US/menu';
import { headerWith } from './headerWith';
import { inSpanish } from './inSpanish';

/** The header of a Spanish page: the Spanish menu, and the library's own words in Spanish. */
export default inSpanish(headerWith(menuGroups, drawerLinks));
