import { FeaturePage, type FeatureContent } from '../../src/FeaturePage/FeaturePage';
import { features } from '../content/features';
import { SitePage } from '../SitePage';

export type FeatureKey = keyof typeof features;

/** A feature route: the shared template filled with that feature's content. */
export function featurePage(key: FeatureKey) {
  const content: FeatureContent = features[key];
  return function FeatureRoute() {
    return (
      <SitePage seo={{ path: content.path, ...content.seo }} asteriskLine={content.footnote}>
        <FeaturePage content={content} />
      </SitePage>
    );
  };
}
