/**
 * The shapes every device protocol decodes to and encodes from. A protocol turns bytes into
 * {@link DecodedMessage}s; the server turns those into positions, events and device state.
 * Units are Traccar's: speed in knots, distances in metres, coordinates in WGS84 degrees.
 */

/** The protocols the gateway speaks. */
export type ProtocolName =
  | 'osmand'
  | 'gt06'
  | 'teltonika'
  | 'h02'
  // JT/T 808, Wialon IPS, Ruptela.
  | 'huabao'
  | 'wialon'
  | 'ruptela'
  | TextProtocolName;

/**
 * The text protocols on Traccar's ports: GPS103/Coban 5001, TK103 5002, Queclink GL200 family 5004,
 * Suntech 5011, Meitrack 5020.
 */
export type TextProtocolName = 'gps103' | 'tk103' | 'suntech' | 'meitrack' | 'queclink';

/**
 * Position attributes under Traccar's names (`ignition`, `motion`, `alarm`, `sat`, `rssi`, `power`,
 * `battery`, `batteryLevel`, `odometer`, `hdop`, `io<n>`, `status`, `charge`, `blocked` …).
 */
export type DecodedAttributes = Record<string, unknown>;

/** The device named itself (IMEI handshake, login packet, or the first frame carrying its id). */
export interface LoginMessage {
  kind: 'login';
  /** The device identifier the server matches against `devices.uniqueId` (usually the IMEI). */
  uniqueId: string;
}

/** A fix reported by the device. */
export interface DecodedPosition {
  kind: 'position';
  /** The device identifier, when the connection has identified itself. */
  uniqueId?: string;
  /** When the fix was taken (UTC). */
  fixTime: Date;
  /** When the device produced the message, if it says so separately from the fix. */
  deviceTime?: Date;
  /** Whether the receiver reported a valid fix. */
  valid: boolean;
  /** Degrees, positive north. */
  latitude: number;
  /** Degrees, positive east. */
  longitude: number;
  /** Metres above sea level. */
  altitude?: number;
  /** Knots. */
  speed: number;
  /** Degrees clockwise from north. */
  course: number;
  /** Horizontal accuracy in metres. */
  accuracy?: number;
  /** Everything else, under Traccar's attribute names. */
  attributes: DecodedAttributes;
}

/**
 * A report without a GPS fix (cell towers, Wi-Fi, a record whose receiver had no fix): a position
 * marked invalid with no coordinates, which the pipeline stores at the device's last known location,
 * as Traccar does.
 */
export function positionWithoutFix(
  fixTime: Date,
  attributes: DecodedAttributes,
  uniqueId?: string,
): DecodedPosition {
  return {
    kind: 'position',
    ...(uniqueId === undefined ? {} : { uniqueId }),
    fixTime,
    valid: false,
    latitude: 0,
    longitude: 0,
    speed: 0,
    course: 0,
    attributes,
  };
}

/**
 * The device is alive. When `attributes` is present it also reports its state without a fix
 * (battery, ignition, alarms …); the server may record it on a copy of the last known position,
 * as Traccar does.
 */
export interface HeartbeatMessage {
  kind: 'heartbeat';
  uniqueId?: string;
  /** When the device produced the message, if it says so. */
  deviceTime?: Date;
  attributes?: DecodedAttributes;
}

/** The device answered a command; `result` is its reply text. */
export interface CommandResultMessage {
  kind: 'commandResult';
  uniqueId?: string;
  result: string;
  /** When the device produced the reply, if it says so. */
  deviceTime?: Date;
}

/**
 * A photo (or other file) the device sent, whole: reassembled from its parts by the session. The server
 * stores it (docs/decisions/device-media.md) and records its file name in the `image` attribute of a
 * copy of the last position, as Traccar does.
 */
export interface MediaMessage {
  kind: 'media';
  uniqueId?: string;
  /** When the device took it, if it says so. */
  deviceTime?: Date;
  /** The file's bytes; its type is read from them by the store, never taken from the device. */
  data: Buffer;
  /** State the frame carried besides the file. */
  attributes?: DecodedAttributes;
}

/** Anything a device frame can carry. */
export type DecodedMessage =
  | LoginMessage
  | DecodedPosition
  | HeartbeatMessage
  | CommandResultMessage
  | MediaMessage;

/** One complete frame received from a device. */
export interface DecodedFrame {
  /** What the frame said, in order. Empty for frames that carry nothing the server keeps. */
  messages: DecodedMessage[];
  /**
   * The exact bytes to send back. Send them only after the messages are committed, so a device
   * re-sends what the server failed to store; when `messages` is empty, send them at once.
   */
  ack?: Buffer;
}

/** A command for a device. `custom` `RELAY,1#` means `engineStop` and `RELAY,0#` means `engineResume`. */
export type DeviceCommand =
  | { type: 'custom'; data: string }
  | { type: 'engineStop' }
  | { type: 'engineResume' };

/** Options every session accepts. */
export interface SessionOptions {
  /**
   * The clock, for acknowledgements and commands that carry the time and for fixes without a date.
   * @default () => new Date()
   */
  now?: () => Date;
  /**
   * Called when the session drops a photo or file part the device sent (too large, too many at once,
   * parts out of order, or a partial file left too long), with the reason, so the gateway can log it.
   * The connection stays open.
   */
  onMediaRefused?: (report: MediaRefusal) => void;
}

/** A device file the session dropped, and why. */
export interface MediaRefusal {
  /** The message type or command that carried the part. */
  type: number;
  reason: string;
}

/**
 * The per-connection state of a TCP protocol: feed it what the socket reads, send back what it says.
 * @example
 * socket.on('data', (chunk) => {
 *   for (const frame of session.push(chunk)) await commit(frame.messages).then(() => frame.ack && socket.write(frame.ack));
 * });
 */
export interface TcpProtocolSession {
  readonly protocol: ProtocolName;
  /** The identifier the device gave (IMEI), once it has given one. */
  readonly uniqueId: string | undefined;
  /** Frames whose checksum did not match; they are decoded anyway, as field devices send such frames. */
  readonly badChecksumCount: number;
  /**
   * Bytes received and kept for a frame not complete yet. Bounded by the protocol's largest frame:
   * a stream that would need more is refused with a `ProtocolError`.
   */
  readonly buffered: number;
  /**
   * Appends bytes read from the socket and returns every frame now complete, in order. Bytes of an
   * unfinished frame are kept for the next call.
   * @throws {ProtocolError} when the stream cannot be a frame of this protocol; close the connection.
   */
  push(chunk: Buffer): DecodedFrame[];
  /**
   * The bytes that deliver `command` to this device.
   * @throws {ProtocolError} when the command cannot be expressed for this device (yet).
   */
  encodeCommand(command: DeviceCommand): Buffer;
  /** Drops buffered bytes; later calls to `push` throw. */
  dispose(): void;
}

/**
 * A message type a decoder does not read, reported once per connection so the gateway can count it
 * (`fleetkit_unknown_message_types_total`) and log the frame. Binary protocols give the type as a
 * number, text protocols as the sentence's type word.
 */
export interface UnknownMessageTypeReport {
  type: number | string;
  /** The whole frame, as hex. */
  frame: string;
}
