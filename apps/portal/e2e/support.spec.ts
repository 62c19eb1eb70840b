import { MESSAGES } from '@fleetkit/sdk-core';
import { expect, request, test } from '@playwright/test';
import { E2E_ADMIN } from './e2eUser';
import { png } from './images';
import { seriousViolations } from './pageChecks';
import { signIn } from './signIn';

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

  // Images: other types, and more than 4, are refused before anything is uploaded.
  const addImages = dialog.getByLabel('Add images');
  const screenshot = png(40, [220, 60, 30]);
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/v1/storage/')) uploads.push(r.url());
  });
  await addImages.setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(dialog.getByText('Only jpg, jpeg, webp and png images can be uploaded')).toBeVisible();
  await addImages.setInputFiles(
    [1, 2, 3, 4, 5].map((n) => ({
      name: `photo-${n}.png`,
      mimeType: 'image/png',
      buffer: png(8, [n * 40, 80, 80]),
    })),
  );
  await expect(dialog.getByText(MESSAGES.tooManyFiles, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveCount(0);
  // Two are chosen and shown as thumbnails; one is removed again.
  await addImages.setInputFiles([
    { name: 'dashboard.png', mimeType: 'image/png', buffer: screenshot },
    { name: 'wrong-one.png', mimeType: 'image/png', buffer: png(16, [10, 10, 200]) },
  ]);
  await expect(dialog.getByRole('img', { name: 'dashboard.png' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'wrong-one.png' })).toBeVisible();
  await expect(dialog.getByRole('alert').filter({ hasText: MESSAGES.tooManyFiles })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Remove wrong-one.png' }).click();
  await expect(dialog.getByRole('img', { name: 'wrong-one.png' })).toHaveCount(0);
  await expect(dialog.getByRole('img', { name: 'dashboard.png' })).toBeVisible();
  expect(uploads).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Open ticket' }).click();

  await expect(page).toHaveURL(/\/dashboard\/help-and-support\/tickets\/\d+$/);
  const ticketId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.locator('.fleet-portal-topbar__title')).toHaveText('Ticket Chat');
  await expect(page.getByRole('heading', { name: 'Tracker stopped reporting' })).toBeVisible();
  await expect(page.getByText('Waiting for support')).toBeVisible();
  // One upload: the image kept, not the one removed.
  expect(uploads).toHaveLength(1);

  // The ticket's image is in the chat; it is the file sent, byte for byte, and its link opens it.
  const conversation = page.getByRole('list', { name: 'Conversation' });
  const attached = conversation.getByRole('img', { name: 'Attached image 1 of 1' });
  await expect(attached).toBeVisible();
  // Loaded and drawn: the picture's own width.
  await expect.poll(() => attached.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
  const thumbnail = await page.request.get((await attached.getAttribute('src')) ?? '');
  expect(thumbnail.ok()).toBe(true);
  expect(Buffer.from(await thumbnail.body()).equals(screenshot)).toBe(true);
  const fullImage = conversation.getByRole('link', { name: 'Attached image 1 of 1' });
  const [opened] = await Promise.all([page.waitForEvent('popup'), fullImage.click()]);
  const full = await page.request.get(opened.url());
  expect(full.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await full.body()).equals(screenshot)).toBe(true);
  await opened.close();
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
  // Support staff may read the ticket's image too.
  const { fileIds } = (await (await support.get(`/api2/tickets/${ticketId}`)).json()) as {
    fileIds: string[];
  };
  expect(fileIds).toHaveLength(1);
  const seenBySupport = await support.get(`/v1/storage/buckets/documents/files/${fileIds[0]}/view`);
  expect(Buffer.from(await seenBySupport.body()).equals(screenshot)).toBe(true);
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
