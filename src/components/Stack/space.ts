import { vars } from '../../../tokens/theme.css';

/** The space scale's steps (multiples of 4px), for every layout primitive's `space`. */
export const layoutSpaces = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '8',
  '10',
  '12',
  '16',
  '20',
] as const satisfies readonly (keyof typeof vars.space)[];
export type LayoutSpace = (typeof layoutSpaces)[number];

/**
 * A recipe variant per step of the scale, each setting the custom property `property` to that
 * step. (Outside the style files: they may export values, not functions.)
 */
export const spaceVariants = <P extends string>(property: P) =>
  Object.fromEntries(
    layoutSpaces.map((space) => [space, { vars: { [property]: vars.space[space] } }]),
  ) as Record<LayoutSpace, { vars: Record<P, string> }>;
