import { type APIRequestContext, expect, request } from '@playwright/test';
import { contactOf, simOf } from './trackerIds';

/** The demo fleet's owner, whose password the server printed when the global setup started it. */
export function demoOwner(): { email: string; password: string } {
  const email = process.env.FLEETKIT_E2E_DEMO_OWNER_EMAIL;
  const password = process.env.FLEETKIT_E2E_DEMO_OWNER_PASSWORD;
  if (!email || !password)
    throw new Error('The demo owner is unknown: run the tests through the global setup');
  return { email, password };
}

/** An API session of an account, as its browser would hold it (the session cookie). */
export async function apiSession(
  baseURL: string | undefined,
  account: { email: string; password: string },
): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/session', {
    form: { email: account.email, password: account.password },
  });
  expect(login.ok()).toBe(true);
  return api;
}

/** Adds a vehicle to the signed-in account and returns its id. */
export async function addVehicle(
  api: APIRequestContext,
  vehicle: { name: string; category: string; uniqueId: string },
): Promise<number> {
  const created = await api.post('/api2/devices', {
    data: { ...vehicle, phone: simOf(vehicle.uniqueId), contact: contactOf(vehicle.uniqueId) },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { id: number }).id;
}
