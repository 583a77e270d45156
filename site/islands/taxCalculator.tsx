import { TaxCalculator } from '@beem/design-system';

export default function TaxCalculatorIsland() {
  return <TaxCalculator />;
}
