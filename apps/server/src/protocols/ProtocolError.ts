import type { ProtocolName } from './types';

/** Why a stream or a command was refused. */
export type ProtocolErrorCode =
  /** The bytes do not start a frame of this protocol. */
  | 'badHeader'
  /** A length field is impossible. */
  | 'badLength'
  /** More bytes than any frame may hold arrived without a frame ending. */
  | 'frameTooLong'
  /** A complete frame does not hold what its type says. */
  | 'malformedFrame'
  /** The frame uses a codec or variant this server does not decode. */
  | 'unsupported'
  /** The command needs the device identifier, which the connection has not given yet. */
  | 'notIdentified'
  /** The command cannot be expressed in this protocol. */
  | 'invalidCommand'
  /** The session was disposed. */
  | 'disposed';

/**
 * Thrown by a protocol session when the bytes it is fed cannot belong to its protocol, or a command
 * cannot be encoded. The connection that produced the bytes should be closed.
 */
export class ProtocolError extends Error {
  /** The protocol whose rules were broken. */
  readonly protocol: ProtocolName;
  /** A stable code for logs and metrics. */
  readonly code: ProtocolErrorCode;

  constructor(protocol: ProtocolName, code: ProtocolErrorCode, message: string) {
    super(`${protocol}: ${message}`);
    this.name = 'ProtocolError';
    this.protocol = protocol;
    this.code = code;
  }
}
