import { FeaturePage, type FeatureContent } from '@beem/design-system/marketing';
import type { SiteLocale } from '../content/locales';
import { Island, islandIn } from '../islands';
import { SitePage } from '../SitePage';

/** A feature route, in one language: the shared template filled with that feature's content. */
export function featurePage(content: FeatureContent, locale: SiteLocale = 'en-US') {
  return function FeatureRoute() {
    return (
      <SitePage
        seo={{ path: content.path, ...content.seo }}
        locale={locale}
        asteriskLine={content.footnote}
      >
        <FeaturePage content={content} form={<Island name={islandIn[locale].textMe} />} />
      </SitePage>
    );
  };
}
