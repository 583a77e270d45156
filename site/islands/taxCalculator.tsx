import { TaxCalculator } from '../features/TaxCalculator/TaxCalculator';
import { taxCalculatorCopy } from '../features/TaxCalculator/copy';

export default function TaxCalculatorIsland() {
  return <TaxCalculator copy={taxCalculatorCopy} />;
}
