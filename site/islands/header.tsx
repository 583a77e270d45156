import { drawerLinks, menuGroups } from '../content/menu';
import { headerWith } from './headerWith';

/** The header of an English page. */
export default headerWith(menuGroups, drawerLinks);
