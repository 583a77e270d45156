import {
  Faq,
  PageBody,
  PageIntro,
  PlanCards,
  PlanComparison,
  PlanDetail,
  type PlanId,
} from '@beem/design-system';
import { beemPaths } from '../content/paths';
import { comparison, plans, pricingFaq, startingPrice } from '../content/pricing';
import { SitePage } from '../SitePage';

export function PricingPage() {
  return (
    <SitePage
      seo={{
        path: beemPaths.pricing,
        title: 'Pricing and membership plans',
        description: `Compare Beem Lite, Basic, Plus and Pro: cash advances, instant transfers, credit monitoring and identity protection from ${startingPrice} a month. Cancel anytime.`,
      }}
    >
      <PageIntro
        eyebrow="Pricing"
        title="Simple plans, cancel anytime"
        lead={`Four memberships from ${startingPrice} a month. Every plan includes credit score tracking and student deals.`}
      />
      <PageBody>
        <PlanCards plans={plans} />
        <PlanComparison plans={plans} rows={comparison} />
      </PageBody>
      <Faq items={pricingFaq} />
    </SitePage>
  );
}

/** `/pricing/lite` and its siblings: one plan in detail. */
export function planPage(id: PlanId) {
  const plan = plans.find((entry) => entry.id === id);
  if (!plan) throw new Error(`No plan "${id}" in the pricing content.`);
  return function PlanRoute() {
    return (
      <SitePage
        seo={{
          path: plan.href,
          title: `${plan.name} plan`,
          description: `Beem ${plan.name}: ${plan.summary} See everything the ${plan.name} membership includes and how it compares.`,
        }}
      >
        <PageIntro eyebrow={plan.tag ? `${plan.tag} plan` : 'Plan'} title={`Beem ${plan.name}`} />
        <PageBody>
          <PlanDetail plan={plan} rows={comparison} compareHref={beemPaths.pricing} />
        </PageBody>
      </SitePage>
    );
  };
}
