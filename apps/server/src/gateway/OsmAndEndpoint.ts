import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import type { ServerContext } from '../context';
import { OsmAndSession } from '../protocols/index';
import { engineAction } from '../services/commandService';
import { QUEUED_COMMANDS_LOOKED_AT, queuedCommands, takeQueuedCommand } from './commandQueueRows';
import { toDeviceCommand } from './DeviceConnection';
import { deviceRefusal, samePassword } from './deviceAdmission';
import { draftPosition, isValidFix } from './draftPosition';
import type { Gateway } from './Gateway';
import { plainAddress } from './NetworkAllowList';

/** Largest OsmAnd request body accepted (bytes). */
const MAX_HTTP_BODY = 64 * 1024;

/**
 * OsmAnd / Traccar Client over HTTP: 200 after the positions are stored, a queued command as the body.
 * Every readable request gets the same answer whether its id is a device or not, and whether the
 * device let it in or not (its allowed networks, its password), so answers reveal no device; only a
 * request that cannot be read is refused (400), before any lookup. Engine commands go only to a request
 * carrying the device's password (`password=` in the query or form), other commands to any request of
 * the device with a valid fix.
 */
export class OsmAndEndpoint {
  readonly #ctx: ServerContext;
  readonly #gateway: Gateway;
  readonly #session = new OsmAndSession();

  constructor(ctx: ServerContext, gateway: Gateway) {
    this.#ctx = ctx;
    this.#gateway = gateway;
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const answer = (status: number, body = '') => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(body);
    };
    const gateway = this.#gateway;
    const remoteAddress = this.#trackerAddress(req);
    try {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req) {
        size += (chunk as Buffer).length;
        if (size > MAX_HTTP_BODY) return answer(413, 'Request body too large');
        chunks.push(chunk as Buffer);
      }
      const url = new URL(req.url ?? '/', 'http://device');
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const result = this.#session.decode({
        query: url.searchParams,
        body,
        contentType: req.headers['content-type'],
      });
      if (!result.ok) {
        gateway.countMalformed('osmand');
        gateway.warnings.write(
          remoteAddress,
          { protocol: 'osmand', code: result.error.code },
          'malformed device data',
        );
        return answer(400, result.error.message);
      }
      const password = passwordOf(url.searchParams, body);
      for (const position of result.positions) delete position.attributes.password;
      const device = await gateway.directory.find(result.uniqueId);
      const refusal = device ? deviceRefusal(device, remoteAddress, password) : 'unknown device';
      // What the device sent reaches the administrators' logs, an unknown device's with the id it gave.
      gateway.logData(
        remoteAddress,
        'osmand',
        device && !refusal ? device : { id: 0, uniqueId: result.uniqueId },
        Buffer.concat([Buffer.from(`${req.method} ${req.url ?? '/'}\r\n\r\n`), ...chunks]),
      );
      if (!device || refusal) {
        if (device) gateway.stats.refusedRestricted++;
        else gateway.stats.refusedUnknown++;
        gateway.warnings.write(
          remoteAddress,
          { protocol: 'osmand', uniqueId: result.uniqueId, reason: refusal },
          'device request not stored',
        );
        // The answer of a stored request without a command: nothing tells the sender the id exists.
        return answer(200);
      }
      await gateway.touch(device.id, false);
      const now = new Date();
      await gateway.submit(
        'osmand',
        result.positions.map((p) => ({
          kind: 'position',
          position: draftPosition(device.id, 'osmand', p, now),
        })),
      );
      const validFix = result.positions.some(isValidFix);
      const engineAllowed = device.password !== null && samePassword(device.password, password);
      answer(200, validFix ? await this.#nextCommand(device.id, engineAllowed) : '');
    } catch (error) {
      gateway.log.error({ err: error }, 'OsmAnd request failed');
      if (!res.headersSent) answer(500, 'Not stored');
    }
  }

  /**
   * The tracker's address: the peer's, or behind a load balancer of `--device-proxies` the hop it
   * appended to `X-Forwarded-For` (the right-most; anything left of it is the client's own claim).
   */
  #trackerAddress(req: IncomingMessage): string {
    const peer = plainAddress(req.socket.remoteAddress);
    if (!this.#gateway.isDeviceProxy(peer)) return peer;
    const forwarded =
      String(req.headers['x-forwarded-for'] ?? '')
        .split(',')
        .at(-1)
        ?.trim() ?? '';
    return isIP(forwarded) ? plainAddress(forwarded) : peer;
  }

  /** The oldest queued command the request may have, as response text, marked sent. */
  async #nextCommand(deviceId: number, engineAllowed: boolean): Promise<string> {
    const db = this.#ctx.db;
    // Looked at a few at a time: engine commands are held back while the device moves too fast.
    for (const row of await queuedCommands(db, deviceId, QUEUED_COMMANDS_LOOKED_AT)) {
      if (!engineAllowed && engineAction(row)) continue;
      if (!(await takeQueuedCommand(db, row.id))) continue;
      const command = toDeviceCommand(row);
      return command ? this.#session.encodeCommand(command) : '';
    }
    return '';
  }
}

/** The device password a request carries: `password` in the query, or in a form-encoded body. */
function passwordOf(query: URLSearchParams, body: Buffer | undefined): string | null {
  if ([...query.keys()].length > 0) return query.get('password');
  const text = body?.toString('utf8') ?? '';
  return /^\s*[{[]/.test(text) ? null : new URLSearchParams(text).get('password');
}
