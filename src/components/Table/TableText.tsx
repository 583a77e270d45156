'use client';
/**
 * The words a Table writes itself, from the catalogue in the reader's locale. In a module of its
 * own, the table's only client part when it does not sort: the rest can render on the server.
 */
import { useMessages } from '../../helpers/locale/context';
import { tableStrings } from '../../helpers/locale/messages/en-US/table';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

/**
 * The actions column's header: read, so each action's cell has a column, and not drawn, as the
 * buttons under it name themselves.
 */
export function TableActionsHeader() {
  const t = useMessages(tableStrings);
  return <VisuallyHidden>{t('table.actions')}</VisuallyHidden>;
}
