/**
 * The name each input of the form-action page sends its value under, in the order the page shows
 * them: one of every input the design system has.
 */
export const fieldNames = [
  'name',
  'note',
  'amount',
  'phone',
  'search',
  'account',
  'texts',
  'roundUp',
  'schedule',
  'plan',
  'guests',
  'tip',
  'bank',
  'payDate',
  'periodStart',
  'periodEnd',
  'view',
  'alerts',
  'code',
] as const;

export type FieldName = (typeof fieldNames)[number];
