/**
 * A Patterns screen from the packed package: the sign-up form, rendered on the server in Node by
 * the package test and hydrated here, then used by keyboard alone, as the Patterns story is.
 */
import { expect, test } from '@playwright/test';

test('the sign-up pattern hydrates the server HTML and works by keyboard', async ({
  page,
  request,
}) => {
  // Before any script: the form, its labels and its button are in the HTML the server sent.
  const served = await (await request.get('/sign-up.html')).text();
  expect(served).toContain('Create your Beem account</h1>');
  expect(served).toMatch(/<label[^>]*for="sign-up-name"/);

  await page.goto('/sign-up.html');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(
    await page.evaluate(() => (window as unknown as { hydrationErrors: string[] }).hydrationErrors),
  ).toEqual([]);

  const name = page.getByRole('textbox', { name: 'Full name' });
  const email = page.getByRole('textbox', { name: 'Email address' });
  await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('sam@example');
  await page.keyboard.press('Enter');

  // The library's summary: a box titled by its heading, which takes focus; its words an alert.
  const summary = page.locator('[tabindex="-1"]', {
    has: page.getByRole('heading', { name: 'There is a problem' }),
  });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Enter your full name',
    'Enter an email address like name@example.com',
    'Enter your mobile number',
    'Agree to the terms of use to create an account',
  ]);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Enter your full name');

  await page.keyboard.type('Sam Rivera');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('sam@example.com');
  await expect(email).toHaveValue('sam@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('3125557890');
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('(312) 555-7890');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your phone');
  await expect(page.getByRole('status')).toContainText('We texted a link to (312) 555-7890.');
});
