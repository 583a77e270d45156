import { TaxCalculator } from '../features/TaxCalculator/TaxCalculator';
import { taxCalculatorCopy } from '../features/TaxCalculator/copy.es-US';
import { inSpanish } from './inSpanish';

/** The tax calculator on the Spanish page: its labels, explanations and messages in Spanish. */
export default inSpanish(function TaxCalculatorIsland() {
  return <TaxCalculator copy={taxCalculatorCopy} />;
});
