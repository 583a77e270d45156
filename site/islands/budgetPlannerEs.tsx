import { BudgetPlanner } from '../features/BudgetPlanner/BudgetPlanner';
import { budgetCopy } from '../features/BudgetPlanner/copy.es-US';
import { inSpanish } from './inSpanish';

/** The budget planner on the Spanish page: its words, advice and messages in Spanish. */
export default inSpanish(function BudgetPlannerIsland() {
  return <BudgetPlanner copy={budgetCopy} />;
});
