import { randomBytes } from 'node:crypto';
import type { ServerConfigInput } from '../config';
import { type Bus, LocalBus } from '../live/Bus';
import { RedisBus } from '../live/RedisBus';
import { startTestServer, type TestServer } from './harness';

/**
 * Two instances of one deployment: the same database and one bus between them. With REDIS_URL each has
 * its own Redis connection on a shared channel (messages really cross Redis); without it they share
 * the in-process bus. `overrides` are settings of both.
 */
export async function startTwinServers(overrides: ServerConfigInput = {}): Promise<[TestServer, TestServer]> {
  const redisUrl = process.env.REDIS_URL;
  const channel = `fleetkit-test-${randomBytes(6).toString('hex')}`;
  const local = new LocalBus();
  const busFor = async (): Promise<Bus> => (redisUrl ? RedisBus.connect(redisUrl, channel) : local);
  const first = await startTestServer(overrides, { bus: await busFor() });
  const second = await startTestServer(overrides, { bus: await busFor(), sameDatabaseAs: first });
  return [first, second];
}
