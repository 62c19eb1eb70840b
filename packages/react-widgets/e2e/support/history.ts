import type { Position, ReportStop } from '@fleetkit/sdk-core';
import { HISTORY_TEXTS } from '@fleetkit/sdk-core/labels';
import { expect, type Page } from '@playwright/test';
import type { FleetWindow } from './fleetPage';

declare const window: FleetWindow & Window;

const TEST_PASSWORD = 'correct horse battery';

/** The seeded history vehicle and its day (see `serve.ts`). */
export function seededHistory(): { deviceId: number; day: string } {
  const deviceId = Number(process.env.FLEET_E2E_HISTORY_DEVICE);
  const day = process.env.FLEET_E2E_HISTORY_DAY ?? '';
  if (!deviceId || !day) throw new Error('The seeded history is not set: run through playwright.config.ts');
  return { deviceId, day };
}

/** Signs the page in as the test user. */
export async function signIn(page: Page): Promise<void> {
  const email = process.env.FLEET_E2E_EMAIL ?? '';
  await page.evaluate(({ email, password }) => window.fleetTest.signIn(email, password), {
    email,
    password: TEST_PASSWORD,
  });
}

/**
 * Shows the seeded vehicle's HistoryPanel beside the map, picks its day with the Custom range and
 * waits until the panel has handed the loaded history to the map. Returns the server's own route
 * and stops of that day, read separately, to compare with what the page shows.
 */
export async function openSeededHistory(page: Page): Promise<{ route: Position[]; stops: ReportStop[] }> {
  const { deviceId, day } = seededHistory();
  await signIn(page);
  await page.evaluate((id) => window.fleetTest.set({ history: { deviceId: id } }), deviceId);
  // The preset radios are visually hidden inputs inside their chips: click the chip.
  await page.locator('label.fleet-history-chip', { hasText: 'Custom' }).click();
  for (const name of [`${HISTORY_TEXTS.from} (AD)`, `${HISTORY_TEXTS.to} (AD)`]) {
    await page.getByRole('textbox', { name }).fill(day);
  }
  await page.getByRole('button', { name: HISTORY_TEXTS.apply }).click();
  await page.waitForFunction(() => (window.fleetTest.history?.track.length ?? 0) > 0);
  const loaded = await page.evaluate(
    async ({ id, day }) => {
      const query = {
        from: new Date(`${day}T00:00:00`),
        to: new Date(`${day}T23:59:59.999`),
        deviceIds: [id],
      };
      const { reports } = window.fleetTest.client;
      return { route: await reports.route(query), stops: await reports.stops(query) };
    },
    { id: deviceId, day },
  );
  expect(loaded.route.length).toBeGreaterThan(100);
  return loaded;
}
