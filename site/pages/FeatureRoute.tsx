import { FeaturePage, type FeatureContent } from '@beem/design-system';
import { Island } from '../islands';
import { SitePage } from '../SitePage';

/** A feature route: the shared template filled with that feature's content. */
export function featurePage(content: FeatureContent) {
  return function FeatureRoute() {
    return (
      <SitePage seo={{ path: content.path, ...content.seo }} asteriskLine={content.footnote}>
        <FeaturePage content={content} form={<Island name="textMe" />} />
      </SitePage>
    );
  };
}
