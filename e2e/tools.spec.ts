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
});
