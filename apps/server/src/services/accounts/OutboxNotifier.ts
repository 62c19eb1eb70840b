import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/Database';
import { outbox } from '../../db/schema';
import type { Notifier, NotifierMessage } from './Notifier';

/**
 * The notifier used when no mail or SMS transport is configured: each message is kept in the `outbox`
 * table (administrators read it at `GET /api2/account/outbox`) and written to the server log with its
 * text, so a person running the server on a laptop can read a sign-up code or follow a reset link.
 */
export class OutboxNotifier implements Notifier {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;

  constructor(ctx: { db: Db; log: FastifyBaseLogger }) {
    this.#db = ctx.db;
    this.#log = ctx.log;
  }

  async send(message: NotifierMessage): Promise<void> {
    // The outbox keeps text only: an attachment is named in the body, its content is not kept.
    const files = (message.attachments ?? []).map(
      (file) => `[attachment ${file.filename}, ${file.content.length} bytes, not kept]`,
    );
    await this.#db.insert(outbox).values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: [message.body, ...files].join('\n'),
    });
    this.#log.info(
      { outbox: { channel: message.channel, recipient: message.recipient } },
      `Outbox (${message.channel} to ${message.recipient}, not sent: no transport is configured) ${message.subject}: ${message.body}`,
    );
  }
}
