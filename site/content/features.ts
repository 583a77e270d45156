import type { FeatureContent } from '@beem/design-system/marketing';
import type { SiteLocale } from './locales';

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

/**
 * Each feature's content is its own chunk: a feature page loads its own text, not all fourteen.
 * The Spanish content mirrors the English, one file per feature under ./es-US/features/.
 */
const modules: Record<SiteLocale, Record<string, () => Promise<FeatureContent>>> = {
  'en-US': import.meta.glob<FeatureContent>('./features/*.ts', { import: 'default' }),
  'es-US': Object.fromEntries(
    Object.entries(
      import.meta.glob<FeatureContent>('./es-US/features/*.ts', { import: 'default' }),
    ).map(([file, load]) => [file.replace('./es-US/', './'), load]),
  ),
};

export async function loadFeature(
  key: FeatureKey,
  locale: SiteLocale = 'en-US',
): Promise<FeatureContent> {
  const load = modules[locale][`./features/${key}.ts`];
  if (!load) throw new Error(`No ${locale} content file for the feature "${key}".`);
  return load();
}
