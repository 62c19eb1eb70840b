import type { DecodedFrame, DecodedMessage, DecodedPosition } from '../../protocols/index';
import type { TrackerRecord } from '../types';

/** 2024-03-05 06:07:08 UTC, a whole second, as trackers report. */
export const SAMPLE_TIME = Date.UTC(2024, 2, 5, 6, 7, 8);

/** A record of a vehicle driving past Ratna Park, with whatever `overrides` say. */
export function sampleRecord(overrides: Partial<TrackerRecord> = {}): TrackerRecord {
  return {
    time: SAMPLE_TIME,
    latitude: 27.7056,
    longitude: 85.3152,
    altitude: 1292,
    course: 163,
    speedKmh: 37,
    ignition: true,
    motion: true,
    blocked: false,
    odometer: 48_123_456,
    satellites: 9,
    gsmLevel: 4,
    powerVolts: 13.84,
    batteryLevel: 100,
    phase: 'driving',
    reason: 'periodic',
    ...overrides,
  };
}

/** Every message of `frames`. */
export function messagesOf(frames: DecodedFrame[]): DecodedMessage[] {
  return frames.flatMap((frame) => frame.messages);
}

/** The positions among `frames`' messages. */
export function positionsOf(frames: DecodedFrame[]): DecodedPosition[] {
  return messagesOf(frames).filter((message): message is DecodedPosition => message.kind === 'position');
}
