import { expect, test, type Page } from '@playwright/test';

/** Every CSP violation the page reports, as the browser describes it. */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return violations;
}

test('the site works under the CSP preview sends: home, live edit and search', async ({ page }) => {
  const violations = await collectViolations(page);
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
  // The colour-mode script ran: it is allowed by its hash.
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'light');
  await expect(page.getByRole('main')).toContainText('React Drawer Component');

  await page.goto('/demo/base');
  const box = page.locator('#demo-base-demo-base');
  await box.getByRole('button', { name: 'Show Code' }).click();
  const editor = box.getByRole('textbox', { name: 'Edit code with real-time preview' });
  await editor.fill((await editor.inputValue()).replace('Toggle drawer', 'Toggle edited'));
  await expect(box.getByRole('button', { name: 'Toggle edited' })).toBeVisible({
    timeout: 15_000,
  });

  await page.getByRole('combobox', { name: 'Type keywords...' }).fill('placement');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  expect(violations).toEqual([]);
});
