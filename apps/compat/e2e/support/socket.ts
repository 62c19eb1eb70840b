import type { Page } from '@playwright/test';

/**
 * Opens `/api/socket` from the page as the web app's SocketController does (same origin, the page's
 * cookie) and keeps every message in `window.__socketMessages`; resolves once it is open.
 */
export async function openSocket(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
        const socket = new WebSocket(`${protocol}//${window.location.host}/api/socket`);
        const store = window as unknown as { __socketMessages: unknown[]; __socket: WebSocket };
        store.__socketMessages = [];
        store.__socket = socket;
        socket.onmessage = (event) => store.__socketMessages.push(JSON.parse(String(event.data)));
        socket.onopen = () => resolve();
        socket.onerror = () => reject(new Error('the socket did not open'));
      }),
  );
}

/** The messages received so far, merged by key: every `devices`, `positions`, `events`, `logs` item. */
export async function socketItems(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(() => {
    const merged: Record<string, unknown[]> = {};
    const messages = (window as unknown as { __socketMessages: Record<string, unknown>[] }).__socketMessages;
    for (const message of messages) {
      for (const [key, value] of Object.entries(message)) {
        if (Array.isArray(value)) merged[key] = [...(merged[key] ?? []), ...value];
      }
    }
    return merged;
  });
}

/** Sends on the page's socket (`{"logs": true}`). */
export async function sendOnSocket(page: Page, message: unknown): Promise<void> {
  await page.evaluate((m) => {
    (window as unknown as { __socket: WebSocket }).__socket.send(JSON.stringify(m));
  }, message);
}

/** Posts an OsmAnd fix from Node (a tracker), the query form. */
export async function postFix(osmandPort: number, fields: Record<string, string>): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${osmandPort}/?${new URLSearchParams(fields)}`, {
    method: 'POST',
  });
  await response.arrayBuffer();
  return response.status;
}
