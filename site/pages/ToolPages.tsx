import type { ReactNode } from 'react';
import { FeaturePage, type FeatureContent } from '@beem/design-system';
import { Island } from '../islands';
import { SitePage } from '../SitePage';

function ToolPage({ content, tool }: { content: FeatureContent; tool: ReactNode }) {
  return (
    <SitePage seo={{ path: content.path, ...content.seo }} asteriskLine={content.footnote}>
      <FeaturePage content={content} form={<Island name="textMe" />}>
        {tool}
      </FeaturePage>
    </SitePage>
  );
}

/** `/tax-calculator/`: the feature page with the calculator in it. */
export const taxCalculatorPage = (content: FeatureContent) =>
  function TaxCalculatorPage() {
    return <ToolPage content={content} tool={<Island name="taxCalculator" />} />;
  };

/** `/budget-tracker-planner`: the feature page with the planner in it. */
export const budgetPlannerPage = (content: FeatureContent) =>
  function BudgetPlannerPage() {
    return <ToolPage content={content} tool={<Island name="budgetPlanner" />} />;
  };
