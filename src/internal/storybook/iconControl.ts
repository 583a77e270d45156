/**
 * A story's control for an `icon` prop: a select of the open set by the names an app imports
 * (`CheckIcon`, `MoreIcon`…), which Storybook maps to the glyph, so the control is the same
 * choice an app makes in code.
 */
import * as openSet from '../../components/Icon/icons';

const names = Object.keys(openSet);

export const iconControl = { control: 'select', options: names, mapping: openSet } as const;

/** The same, with "none" first, for a prop that may be left out. */
export const optionalIconControl = {
  control: 'select',
  options: ['none', ...names],
  mapping: { ...openSet, none: undefined },
} as const;
