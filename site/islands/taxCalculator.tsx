import { TaxCalculator } from '../features/TaxCalculator/TaxCalculator';

export default function TaxCalculatorIsland() {
  return <TaxCalculator />;
}
