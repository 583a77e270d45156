import { BudgetPlanner } from '../features/BudgetPlanner/BudgetPlanner';
import { budgetCopy } from '../features/BudgetPlanner/copy';

export default function BudgetPlannerIsland() {
  return <BudgetPlanner copy={budgetCopy} />;
}
