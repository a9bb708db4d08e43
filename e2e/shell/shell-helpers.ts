// Header helpers shared by the shell specs (playwright-core has no expect: locators wait instead).
import type { Page } from 'playwright-core';

/** Opens the signed-in user's menu and returns its panel. */
export async function openUserMenu(page: Page) {
  const trigger = page.getByRole('button', { name: /^Account menu for/ });
  await trigger.click();
  const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  await panel.waitFor();
  return panel;
}

/** Signs in through the header's Login button and the login dialog. */
export async function logInThroughDialog(page: Page, username: string, password: string) {
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Username, email or mobile number').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  return dialog;
}
