import { BudgetPlanner } from '@beem/design-system';

export default function BudgetPlannerIsland() {
  return <BudgetPlanner />;
}
