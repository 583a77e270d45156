import {
  Faq,
  PageBody,
  PageIntro,
  PlanCards,
  PlanComparison,
  PlanDetail,
  type PlanId,
} from '@beem/design-system/marketing';
import * as spanish from '../content/es-US/pricing';
import { pageIn, type SiteLocale } from '../content/locales';
import * as english from '../content/pricing';
import { SitePage } from '../SitePage';

const content = { 'en-US': english, 'es-US': spanish } as const;

/** `/pricing` and `/es/pricing`: every plan, compared. */
export const pricingPage = (locale: SiteLocale) =>
  function PricingPage() {
    const { pricingCopy: copy, plans, comparison, startingPrice } = content[locale];
    return (
      <SitePage
        locale={locale}
        seo={{
          path: pageIn(locale, 'pricing'),
          title: copy.page.title,
          description: copy.page.description(startingPrice),
        }}
      >
        <PageIntro
          eyebrow={copy.page.eyebrow}
          title={copy.page.heading}
          lead={copy.page.lead(startingPrice)}
        />
        <PageBody>
          <PlanCards plans={plans} />
          <PlanComparison plans={plans} rows={comparison} />
        </PageBody>
        <Faq items={copy.faq} />
      </SitePage>
    );
  };

/** `/pricing/lite` and its siblings, in each language: one plan in detail. */
export function planPage(id: PlanId, locale: SiteLocale) {
  const { pricingCopy: copy, plans, comparison } = content[locale];
  const plan = plans.find((entry) => entry.id === id);
  if (!plan) throw new Error(`No plan "${id}" in the ${locale} pricing content.`);
  return function PlanRoute() {
    return (
      <SitePage
        locale={locale}
        seo={{
          path: plan.href,
          title: copy.planPage.title(plan),
          description: copy.planPage.description(plan),
        }}
      >
        <PageIntro eyebrow={copy.planPage.eyebrow(plan)} title={copy.planPage.heading(plan)} />
        <PageBody>
          <PlanDetail plan={plan} rows={comparison} compareHref={pageIn(locale, 'pricing')} />
        </PageBody>
      </SitePage>
    );
  };
}
