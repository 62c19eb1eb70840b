import type { Page } from '@playwright/test';

/** Lets the map finish drawing its tiles before a picture is taken (for pictures only, never a check). */
export function settle(page: Page): Promise<void> {
  // check-tests-ignore: pictures only; the map's tile drawing has no event a page can wait for.
  return page.waitForTimeout(2_000);
}
