/**
 * The shape of the text protocols' corpora (GPS103, TK103, Queclink, Suntech, Meitrack): real frames with the
 * values each must decode to. Sources and licences are in each protocol folder's README.
 */

/** What a message of a frame must hold. Only the fields given are checked. */
export interface CorpusExpected {
  kind: 'login' | 'position' | 'heartbeat' | 'commandResult';
  fixTime?: string;
  deviceTime?: string;
  valid?: boolean;
  latitude?: number;
  longitude?: number;
  altitude?: number;
  /** Knots, as positions store speed. */
  speed?: number;
  /** km/h, as most devices send speed; checked as its value in knots. */
  speedKmh?: number;
  course?: number;
  /** Attribute values; `undefined` means the attribute must be absent. */
  attributes?: Record<string, unknown>;
  result?: string;
}

export interface CorpusFrame {
  name: string;
  /** The frame as the device sends it: text (latin1) or, for binary frames, hex. */
  text: string;
  /**
   * The message the frame must yield (after the login the session adds when the frame identifies the
   * connection), or null when it must yield none.
   */
  expected: CorpusExpected | null;
  /** The messages that follow the expected one, for frames that carry several fixes (Queclink GTFRI). */
  more?: readonly CorpusExpected[];
  /** The exact answer, when it matters; null when the frame must not be answered. */
  ack?: string | null;
  /** Set when the frame is of a message type the decoder does not read (counted, connection kept). */
  unknownType?: string;
}
