import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, request, test } from '@playwright/test';
import { E2E_ADMIN } from './e2eUser';
import { signIn } from './signIn';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The serious and critical axe-core violations of the page, as e2e/accessibility.spec.ts checks them. */
async function seriousViolations(page: Page) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(): Promise<{ violations: { id: string; impact: string | null; nodes: unknown[] }[] }> };
      }
    ).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes }));
}

test('a ticket is opened from help & support and support replies reach the open chat live', async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  await page.goto('/dashboard/help-and-support');
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await page.getByText('Why does a vehicle say Expired?').click();
  await expect(page.getByText('Its subscription has ended.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('help-1366.png'), fullPage: true });

  await page.getByRole('link', { name: 'Support Tickets' }).click();
  await expect(page).toHaveURL(/\/dashboard\/help-and-support\/tickets$/);
  await expect(page.locator('.fleet-portal-topbar__title')).toHaveText('Support Tickets');
  await page.getByRole('button', { name: 'Open a ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open a ticket' });
  // Nothing is sent while the form is incomplete.
  await dialog.getByRole('button', { name: 'Open ticket' }).click();
  await expect(dialog.getByText('Enter a subject of at least 3 characters')).toBeVisible();
  await dialog.getByLabel('Subject').fill('Tracker stopped reporting');
  await dialog.getByLabel('Category').selectOption('device');
  await dialog.getByLabel('Description').fill('The truck has shown offline since this morning.');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Open ticket' }).click();

  await expect(page).toHaveURL(/\/dashboard\/help-and-support\/tickets\/\d+$/);
  const ticketId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.locator('.fleet-portal-topbar__title')).toHaveText('Ticket Chat');
  await expect(page.getByRole('heading', { name: 'Tracker stopped reporting' })).toBeVisible();
  await expect(page.getByText('Waiting for support')).toBeVisible();

  const conversation = page.getByRole('list', { name: 'Conversation' });
  await page.getByLabel('Your message').fill('It is the one parked at the depot.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(conversation.getByText('It is the one parked at the depot.')).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveValue('');

  // Support answers from its own session; the open page shows it without being reloaded.
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  const support = await request.newContext({ baseURL });
  expect(
    (
      await support.post('/api/session', { form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
    ).ok(),
  ).toBe(true);
  const answer = await support.post(`/api2/tickets/${ticketId}/messages`, {
    data: { body: 'Thanks, we see it: the SIM ran out of data. It is topped up now.' },
  });
  expect(answer.ok()).toBe(true);
  await support.dispose();
  await expect(conversation.getByText('the SIM ran out of data')).toBeVisible();
  await expect(conversation.getByText('Fleet Admin (Support)')).toBeVisible();
  await expect(page.getByText('Support replied')).toBeVisible();
  expect(loads).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('ticket-chat-1366.png'), fullPage: true });

  // The list shows the ticket with its new status.
  await page.goto('/dashboard/help-and-support/tickets');
  const row = page.getByRole('row').filter({ hasText: 'Tracker stopped reporting' });
  await expect(row.getByText('Support replied')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('tickets-1366.png'), fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('tickets-375.png'), fullPage: true });
  await page.goto(`/dashboard/help-and-support/tickets/${ticketId}`);
  await expect(conversation.getByText('the SIM ran out of data')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('ticket-chat-375.png'), fullPage: true });
  await page.goto('/dashboard/help-and-support');
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('help-375.png'), fullPage: true });
});
