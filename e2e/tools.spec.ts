import { expect, test } from './fixtures';

test('tax calculator: the prerendered page comes alive and estimates as the visitor types', async ({
  page,
}) => {
  await page.goto('/tax-calculator/', { waitUntil: 'networkidle' });
  const calculator = page.getByRole('region', { name: 'Federal tax calculator' });
  await expect(calculator.getByText('Enter your annual wages to see your estimate.')).toBeVisible();
  await calculator.getByRole('textbox', { name: 'Annual wages' }).fill('40,000');
  await calculator.getByRole('textbox', { name: 'Federal tax withheld' }).fill('4000');
  await expect(calculator.getByRole('heading', { name: 'You may get back $1,329' })).toBeVisible();
  await calculator.getByRole('radio', { name: '2026' }).check();
  await expect(calculator.getByRole('radio', { name: 'Standard ($16,100)' })).toBeChecked();
  await calculator.getByRole('textbox', { name: 'Annual wages' }).fill('forty');
  await expect(calculator.getByRole('alert')).toHaveText(
    'Use numbers only, like 45,000 or 45000.50.',
  );
});

test('budget planner: works after hydration and a returning visitor gets the plan back', async ({
  page,
}) => {
  await page.goto('/budget-tracker-planner', { waitUntil: 'networkidle' });
  const planner = page.getByRole('region', { name: 'Budget planner' });
  const rentAmount = planner
    .getByRole('group', { name: 'Rent' })
    .getByRole('textbox', { name: 'Amount per month' });
  await planner.getByRole('textbox', { name: 'Monthly take-home pay' }).fill('1500');
  await rentAmount.fill('600');
  await expect(planner.getByText('$900 left over each month')).toBeVisible();
  await page.reload({ waitUntil: 'networkidle' });
  await expect(rentAmount).toHaveValue('600');
  await planner.getByRole('button', { name: 'Start over' }).click();
  await expect(planner.getByRole('textbox', { name: 'Monthly take-home pay' })).toHaveValue('');
});

test('the Spanish tax calculator estimates in Spanish, with figures in dollars', async ({
  page,
}) => {
  await page.goto('/es/tax-calculator/', { waitUntil: 'networkidle' });
  const calculator = page.getByRole('region', { name: 'Calculadora de impuestos federales' });
  await expect(calculator.getByText('Escribe tu salario anual para ver tu cálculo.')).toBeVisible();
  await calculator.getByRole('textbox', { name: 'Salario anual' }).fill('40,000');
  await calculator.getByRole('textbox', { name: 'Impuesto federal retenido' }).fill('4000');
  await expect(
    calculator.getByRole('heading', { name: 'Podrías recibir un reembolso de $1,329' }),
  ).toBeVisible();
  await calculator.getByRole('textbox', { name: 'Salario anual' }).fill('cuarenta');
  await expect(calculator.getByRole('alert')).toHaveText(
    'Usa solo números, como 45,000 o 45000.50.',
  );
});

test('the Spanish budget planner starts in Spanish and keeps the plan for a returning visitor', async ({
  page,
}) => {
  await page.goto('/es/budget-tracker-planner', { waitUntil: 'networkidle' });
  const planner = page.getByRole('region', { name: 'Planificador de presupuesto' });
  const rentAmount = planner
    .getByRole('group', { name: 'Renta' })
    .getByRole('textbox', { name: 'Monto al mes' });
  await planner.getByRole('textbox', { name: 'Ingreso neto mensual' }).fill('1500');
  await rentAmount.fill('600');
  await expect(planner.getByText('Te sobran $900 al mes')).toBeVisible();
  await page.reload({ waitUntil: 'networkidle' });
  await expect(rentAmount).toHaveValue('600');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('both tool pages still explain the tool', async ({ page }) => {
    await page.goto('/tax-calculator/');
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page.getByText(/An estimate, not tax advice/)).toBeVisible();
    await page.goto('/budget-tracker-planner');
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page.getByText(/50\/30\/20/).first()).toBeVisible();
  });

  test('both Spanish tool pages explain the tool, and say the tool needs JavaScript', async ({
    page,
  }) => {
    await page.goto('/es/tax-calculator/');
    await expect(page.getByRole('heading', { name: 'Cómo funciona' })).toBeVisible();
    await expect(page.getByText(/Es un cálculo aproximado, no asesoría tributaria/)).toBeVisible();
    await expect(
      page.locator('noscript').getByText(/La calculadora hace el cálculo en tu navegador/),
    ).toBeVisible();
    await page.goto('/es/budget-tracker-planner');
    await expect(page.getByRole('heading', { name: 'Cómo funciona' })).toBeVisible();
    await expect(
      page.locator('noscript').getByText(/El planificador suma tu presupuesto/),
    ).toBeVisible();
  });
});
