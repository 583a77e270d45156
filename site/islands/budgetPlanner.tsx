import { BudgetPlanner } from '../features/BudgetPlanner/BudgetPlanner';

export default function BudgetPlannerIsland() {
  return <BudgetPlanner />;
}
