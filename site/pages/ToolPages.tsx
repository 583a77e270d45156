import type { ReactNode } from 'react';
import { FeaturePage, type FeatureContent } from '@beem/design-system/marketing';
import type { SiteLocale } from '../content/locales';
import { Island, islandIn } from '../islands';
import { SitePage } from '../SitePage';

function ToolPage({
  content,
  locale,
  tool,
}: {
  content: FeatureContent;
  locale: SiteLocale;
  tool: ReactNode;
}) {
  return (
    <SitePage
      seo={{ path: content.path, ...content.seo }}
      locale={locale}
      asteriskLine={content.footnote}
    >
      <FeaturePage content={content} form={<Island name={islandIn[locale].textMe} />}>
        {tool}
      </FeaturePage>
    </SitePage>
  );
}

/** `/tax-calculator/`: the feature page with the calculator in it, in one language. */
export const taxCalculatorPage = (content: FeatureContent, locale: SiteLocale = 'en-US') =>
  function TaxCalculatorPage() {
    return (
      <ToolPage
        content={content}
        locale={locale}
        tool={<Island name={islandIn[locale].taxCalculator} />}
      />
    );
  };

/** `/budget-tracker-planner`: the feature page with the planner in it, in one language. */
export const budgetPlannerPage = (content: FeatureContent, locale: SiteLocale = 'en-US') =>
  function BudgetPlannerPage() {
    return (
      <ToolPage
        content={content}
        locale={locale}
        tool={<Island name={islandIn[locale].budgetPlanner} />}
      />
    );
  };
