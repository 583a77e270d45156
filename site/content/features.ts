import type { FeatureContent } from '@beem/design-system';

/** Every feature page, one file each under ./features/, named by its key. */
export const featureKeys = [
  'cashAdvance',
  'sendReceive',
  'taxFiling',
  'taxCalculator',
  'budget',
  'creditMonitoring',
  'identityTheft',
  'carInsurance',
  'personalLoan',
  'savings',
  'incomeLoss',
  'healthInsurance',
  'arcade',
  'deals',
] as const;

export type FeatureKey = (typeof featureKeys)[number];

/** Each feature's content is its own chunk: a feature page loads its own text, not all fourteen. */
const modules = import.meta.glob<FeatureContent>('./features/*.ts', { import: 'default' });

export async function loadFeature(key: FeatureKey): Promise<FeatureContent> {
  const load = modules[`./features/${key}.ts`];
  if (!load) throw new Error(`No content file for the feature "${key}".`);
  return load();
}
