import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { documents, events } from '../../db/schema';
import { toEvent } from '../../http/serialize';
import { documentExpiryState } from '../documents/documentExpiryState';

/** The event type of a document reminder (sdk-core `EVENT_TYPES`). */
export const DOCUMENT_EXPIRY_EVENT = 'documentExpiry';

/**
 * Document expiry reminders as events: a vehicle document that has expired, or expires within 15 days,
 * becomes one `documentExpiry` event of its vehicle per state (`expiring`, then `expired`), with the
 * document's id, type, expiry date and a message. Events reach the socket, Web Push and e-mail like
 * any other. Driver and other documents have no vehicle, so they stay in `GET /api2/documents/expiry-info`.
 */
export class DocumentExpiryReminders {
  readonly #ctx: ServerContext;

  constructor(ctx: ServerContext) {
    this.#ctx = ctx;
  }

  /** Creates the reminders due at `now` that do not exist yet; returns how many. */
  async run(now = new Date()): Promise<number> {
    const rows = await this.#ctx.db
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.kind, 'document'),
          eq(documents.documentOf, 'vehicle'),
          isNotNull(documents.entityId),
        ),
      );
    const created = [];
    for (const doc of rows) {
      const state = documentExpiryState(doc.fields.expiryDate, now);
      if ((state !== 'expired' && state !== 'expiring') || doc.entityId === null) continue;
      const [existing] = await this.#ctx.db
        .select({ id: events.id })
        .from(events)
        .where(
          and(
            eq(events.type, DOCUMENT_EXPIRY_EVENT),
            eq(events.deviceId, doc.entityId),
            sql`${events.attributes}->>'documentId' = ${doc.id}`,
            sql`${events.attributes}->>'state' = ${state}`,
          ),
        )
        .limit(1);
      if (existing) continue;
      const expiryDate = doc.fields.expiryDate ?? '';
      const [event] = await this.#ctx.db
        .insert(events)
        .values({
          type: DOCUMENT_EXPIRY_EVENT,
          deviceId: doc.entityId,
          eventTime: now,
          attributes: {
            documentId: doc.id,
            documentType: doc.documentType,
            expiryDate,
            state,
            message:
              state === 'expired'
                ? `${doc.documentType} expired on ${expiryDate}`
                : `${doc.documentType} expires on ${expiryDate}`,
          },
        })
        .returning();
      if (event) created.push(event);
    }
    if (created.length) await this.#ctx.bus.publish('events', { events: created.map(toEvent) });
    return created.length;
  }
}
