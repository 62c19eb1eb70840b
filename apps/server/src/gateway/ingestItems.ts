import type { IngestItem, IngestQueue } from '../pipeline/IngestQueue';
import type { DecodedMessage } from '../protocols/index';
import { draftPosition, stateAttributes } from './draftPosition';

/**
 * What the pipeline stores for a device's messages (TCP frames, UDP datagrams): positions, command
 * results as events, and a heartbeat's state on a copy of the last position `ingest` knows.
 */
export async function ingestItems(
  ingest: Pick<IngestQueue, 'state'>,
  deviceId: number,
  protocol: string,
  messages: DecodedMessage[],
): Promise<IngestItem[]> {
  const items: IngestItem[] = [];
  const now = new Date();
  for (const message of messages) {
    if (message.kind === 'position') {
      items.push({ kind: 'position', position: draftPosition(deviceId, protocol, message, now) });
    } else if (message.kind === 'commandResult') {
      items.push({
        kind: 'event',
        event: {
          type: 'commandResult',
          deviceId,
          eventTime: message.deviceTime ?? now,
          attributes: { result: message.result },
        },
      });
    } else if (
      message.kind === 'heartbeat' &&
      message.attributes &&
      Object.keys(message.attributes).length > 0
    ) {
      // State without a fix (ignition, alarms, battery) goes on a copy of the last known position.
      const { last } = await ingest.state(deviceId);
      if (last) {
        items.push({
          kind: 'position',
          position: {
            ...last,
            protocol,
            serverTime: now,
            deviceTime: message.deviceTime ?? now,
            // A heartbeat has no fix: the copy keeps the last fix's time and validity (as Traccar
            // does), so the device's buffered history that follows is not taken as out of order.
            fixTime: last.fixTime,
            valid: last.valid,
            speed: 0,
            address: null,
            attributes: { ...stateAttributes(last.attributes), ...message.attributes },
          },
        });
      }
    }
  }
  return items;
}
