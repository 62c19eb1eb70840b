import type { ProtocolName } from '../../protocols/index';
import type { TrackerRecord, VehicleSnapshot } from '../types';

/** A command the server sent, as the tracker understood it. */
export interface ReceivedCommand {
  /** The command text as it arrived (`Relay,1#`, `setdigout 1`, `*HQ,…,S20,…#`, `RELAY,1#` …). */
  text: string;
  /** What it asks of the engine relay, when it is an engine command. */
  engine?: 'lock' | 'unlock';
  /** What the reply has to echo, in protocols that ask for it (the GT06 server flag). */
  reference?: number;
}

/** What the server's bytes meant to the tracker. */
export type ServerInstruction =
  /** The identification (login, IMEI, first heartbeat) was accepted: positions may follow. */
  | { kind: 'helloAccepted' }
  /** The server refused the device (Teltonika `00`). */
  | { kind: 'helloRefused' }
  /** The server stored the first `count` records of the frame in flight. */
  | { kind: 'recordsAcknowledged'; count: number }
  /** Any other acknowledgement (heartbeat, status, command reply, time). */
  | { kind: 'acknowledged' }
  | { kind: 'command'; command: ReceivedCommand };

/**
 * The device side of a TCP tracker protocol: the frames a tracker sends and its reading of what the
 * server sends back. One instance per simulated tracker; it keeps the frame serial numbers and the
 * bytes of an unfinished server frame.
 */
export interface TcpTrackerProtocol {
  readonly name: Exclude<ProtocolName, 'osmand'>;
  /** Most records one frame carries. */
  readonly maxRecordsPerFrame: number;
  /**
   * False for protocols whose server does not answer the identification (Suntech, Meitrack, Ruptela):
   * records follow it at once. @default true
   */
  readonly helloAnswered?: boolean;
  /** False for protocols whose server does not answer reports (GPS103, TK103, Suntech, Meitrack): a report sent counts as delivered. @default true */
  readonly recordsAnswered?: boolean;
  /**
   * Starts a new connection (forgetting unread bytes of the last one) and returns the identification
   * frame; undefined when the protocol has none (the first report identifies the device).
   */
  hello(snapshot: VehicleSnapshot): Buffer | undefined;
  /** A frame carrying `records` (at most `maxRecordsPerFrame`). */
  records(records: readonly TrackerRecord[]): Buffer;
  /** A status or keep-alive frame, when the protocol has one. */
  status(snapshot: VehicleSnapshot): Buffer | undefined;
  /** The reply to a command, when the protocol has one; `undefined` for commands it does not answer. */
  reply(command: ReceivedCommand, snapshot: VehicleSnapshot): Buffer | undefined;
  /** Reads bytes from the server: every instruction they complete, in order. */
  read(chunk: Buffer): ServerInstruction[];
}
