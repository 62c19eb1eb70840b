import type { IngestItem, IngestQueue } from '../pipeline/IngestQueue';
import type { DecodedAttributes, DecodedMessage } from '../protocols/index';
import { positionWithoutFix } from '../protocols/types';
import { DeviceMediaRefused, type DeviceMediaStore } from '../services/files/DeviceMediaStore';
import { draftPosition, stateAttributes } from './draftPosition';

/** Where the files devices send go, and who hears of one refused. */
export interface MediaIntake {
  store: Pick<DeviceMediaStore, 'store'>;
  /** A file the store refused (type, size); the rest of the frame is stored. */
  refused(deviceId: number, reason: string): void;
}

/**
 * What the pipeline stores for a device's messages (TCP frames, UDP datagrams): positions, command
 * results as events, a heartbeat's state on a copy of the last position `ingest` knows, and a file
 * (photo) stored by `media` with its name in the `image` attribute of such a copy (at the last known
 * location without a fix when the device has no position yet), as Traccar records it.
 */
export async function ingestItems(
  ingest: Pick<IngestQueue, 'state'>,
  deviceId: number,
  protocol: string,
  messages: DecodedMessage[],
  media?: MediaIntake,
): Promise<IngestItem[]> {
  const items: IngestItem[] = [];
  const now = new Date();
  /** A copy of the last position carrying `attributes`, or undefined when there is none. */
  const onLastPosition = async (attributes: DecodedAttributes, deviceTime: Date | undefined) => {
    const { last } = await ingest.state(deviceId);
    if (!last) return undefined;
    return {
      ...last,
      protocol,
      serverTime: now,
      deviceTime: deviceTime ?? now,
      // No fix: the copy keeps the last fix's time and validity (as Traccar does), so the device's
      // buffered history that follows is not taken as out of order.
      fixTime: last.fixTime,
      valid: last.valid,
      speed: 0,
      address: null,
      attributes: { ...stateAttributes(last.attributes), ...attributes },
    };
  };
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
      const position = await onLastPosition(message.attributes, message.deviceTime);
      if (position) items.push({ kind: 'position', position });
    } else if (message.kind === 'media' && media) {
      let image: string;
      try {
        image = await media.store.store(deviceId, message.data);
      } catch (error) {
        if (!(error instanceof DeviceMediaRefused)) throw error;
        media.refused(deviceId, error.message);
        continue;
      }
      const attributes = { ...message.attributes, image };
      const position =
        (await onLastPosition(attributes, message.deviceTime)) ??
        draftPosition(deviceId, protocol, positionWithoutFix(message.deviceTime ?? now, attributes), now);
      items.push({ kind: 'position', position });
    }
  }
  return items;
}
