import type { Socket } from 'node:net';
import type { Command } from '@fleetkit/sdk-core';
import type { DecodedFrame, DeviceCommand, TcpProtocolSession } from '../protocols/index';
import type { Gateway } from './Gateway';
import { plainAddress } from './NetworkAllowList';
import { readProxyHeader } from './proxyHeader';

/** A command as the protocols take it, from the API's command. */
export function toDeviceCommand(command: Pick<Command, 'type' | 'attributes'>): DeviceCommand | null {
  if (command.type === 'engineStop' || command.type === 'engineResume') return { type: command.type };
  if (command.type === 'custom' && typeof command.attributes.data === 'string') {
    return { type: 'custom', data: command.attributes.data };
  }
  return null;
}

/** How long a connection may stay silent, in complete frames, and how far it may run ahead of the server. */
export interface ConnectionTimeouts {
  /** A connection must identify itself (a frame carrying its id) within this (ms). */
  loginTimeoutMs: number;
  /** An identified connection must complete a frame at least this often (ms); bytes alone do not count. */
  idleTimeoutMs: number;
  /**
   * Frames received and not yet stored past which the connection stops reading its socket, until
   * a quarter of them are handled (TCP then holds the device back). @default 64
   */
  maxFramesInFlight?: number;
}

/** Frames a connection may hold unhandled before it stops reading (a tracker waits for each ack). */
export const MAX_FRAMES_IN_FLIGHT = 64;

/**
 * One tracker's TCP connection: decodes what it sends frame by frame, hands messages to the gateway
 * and writes each acknowledgement only after the gateway has committed the frame. Frames are handled
 * strictly in order; a broken stream closes this connection and nothing else. A connection that does
 * not identify itself in time, or completes no frame for its protocol's idle timeout, is closed: a
 * peer trickling bytes that never make a frame holds no socket for long.
 */
export class DeviceConnection {
  readonly socket: Socket;
  readonly session: TcpProtocolSession;
  /**
   * The tracker's address (IPv4-mapped addresses as plain IPv4): the peer's, or the one a trusted load
   * balancer names in its PROXY protocol header.
   */
  remoteAddress: string;
  /** Whether the gateway counts this connection against its address's limit. */
  counted = false;
  readonly #gateway: Gateway;
  readonly #timeouts: ConnectionTimeouts;
  /** The device this connection speaks for, once identified and known. */
  deviceId: number | null = null;
  /** The identifier (IMEI) the device logged in with, once known. */
  uniqueId: string | null = null;
  /**
   * When this connection last reported a valid fix (ms since 1970); null before its first. Commands
   * go only to a connection that did so recently: a bare login proves nothing.
   */
  lastValidFixAt: number | null = null;
  readonly #openedAt = Date.now();
  /** When the last frame arrived or finished being stored and answered. */
  #lastFrameAt = this.#openedAt;
  /** Frames received and not yet handled: a connection waiting for the server is not idle. */
  #inFlight = 0;
  #watchdog: NodeJS.Timeout;
  #identified = false;
  /** Whether reading is paused until the frames in flight are handled. */
  #paused = false;
  #chain: Promise<void> = Promise.resolve();
  /** Bytes of the PROXY protocol header read so far, while one is expected. */
  #proxyHeader: Buffer | null;
  #closed = false;

  /** @param viaProxy the peer is a trusted load balancer: the stream starts with a PROXY protocol header. */
  constructor(
    socket: Socket,
    session: TcpProtocolSession,
    gateway: Gateway,
    timeouts: ConnectionTimeouts,
    viaProxy = false,
  ) {
    this.socket = socket;
    this.session = session;
    this.remoteAddress = plainAddress(socket.remoteAddress);
    this.#gateway = gateway;
    this.#timeouts = timeouts;
    this.#proxyHeader = viaProxy ? Buffer.alloc(0) : null;
    socket.setNoDelay(true);
    this.#watchdog = setTimeout(() => this.#watch(), timeouts.loginTimeoutMs);
    socket.on('data', (chunk) => this.#receive(chunk));
    socket.on('error', () => this.close('socket error'));
    socket.on('close', () => this.close());
  }

  get protocol(): string {
    return this.session.protocol;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Whether this connection reported a valid fix within the last `windowMs`. */
  trusted(windowMs: number, now = Date.now()): boolean {
    return this.lastValidFixAt !== null && now - this.lastValidFixAt <= windowMs;
  }

  /** Sends a command; false when this connection cannot carry it. */
  sendCommand(command: DeviceCommand): boolean {
    if (this.#closed) return false;
    try {
      this.socket.write(this.session.encodeCommand(command));
      return true;
    } catch (error) {
      this.#gateway.log.warn({ err: error, protocol: this.protocol }, 'command could not be encoded');
      return false;
    }
  }

  close(reason?: string): void {
    if (this.#closed) return;
    this.#closed = true;
    clearTimeout(this.#watchdog);
    if (reason) {
      this.#gateway.closures.write(
        this.remoteAddress,
        { protocol: this.protocol, deviceId: this.deviceId, reason },
        'device connection closed',
      );
    }
    this.session.dispose();
    this.socket.destroy();
    this.#gateway.connectionClosed(this);
  }

  /** Closes the connection past its deadline, or looks again at the deadline as it now stands. */
  #watch(): void {
    if (this.#closed) return;
    const now = Date.now();
    const identified = this.session.uniqueId !== undefined;
    const deadline = identified
      ? (this.#inFlight > 0 ? now : this.#lastFrameAt) + this.#timeouts.idleTimeoutMs
      : this.#openedAt + this.#timeouts.loginTimeoutMs;
    if (now >= deadline) {
      this.close(identified ? 'no complete frame within the idle timeout' : 'not identified in time');
      return;
    }
    this.#watchdog = setTimeout(() => this.#watch(), deadline - now);
  }

  #receive(received: Buffer): void {
    const chunk = this.#proxyHeader ? this.#afterProxyHeader(received) : received;
    if (!chunk || chunk.length === 0) return;
    let frames: DecodedFrame[];
    try {
      frames = this.session.push(chunk);
    } catch (error) {
      this.#gateway.malformedData(this, error);
      this.close('malformed data');
      return;
    }
    if (frames.length > 0) {
      this.#lastFrameAt = Date.now();
      // Identified now: the idle deadline replaces the login deadline (which may be further away).
      if (!this.#identified && this.session.uniqueId !== undefined) {
        this.#identified = true;
        clearTimeout(this.#watchdog);
        this.#watch();
      }
    }
    // Frames are processed in arrival order: each waits for the previous one's commit and ack.
    this.#inFlight += frames.length;
    for (const frame of frames) this.#chain = this.#chain.then(() => this.#handle(frame));
    // A peer sending faster than its frames are stored is read no further until they are: what it
    // sends meanwhile waits in the kernel's buffers and TCP slows it down, instead of growing this chain.
    if (!this.#paused && this.#inFlight >= this.#maxInFlight) {
      this.#paused = true;
      this.socket.pause();
      this.#gateway.connectionPaused(this);
    }
    // The raw data goes to log sockets once its frames are handled, so the login's record names the device.
    if (!this.#gateway.logsWanted) return;
    this.#chain = this.#chain.then(() =>
      this.#gateway.logData(
        this.remoteAddress,
        this.protocol,
        this.deviceId === null
          ? { id: 0, uniqueId: this.session.uniqueId }
          : { id: this.deviceId, uniqueId: this.uniqueId ?? '' },
        chunk,
      ),
    );
  }

  /** Reads the PROXY header of a proxied stream; returns the tracker's bytes after it, once it is complete. */
  #afterProxyHeader(chunk: Buffer): Buffer | null {
    const data = Buffer.concat([this.#proxyHeader ?? Buffer.alloc(0), chunk]);
    const header = readProxyHeader(data);
    if (header.kind === 'incomplete') {
      this.#proxyHeader = data;
      return null;
    }
    this.#proxyHeader = null;
    if (header.kind === 'invalid') {
      this.#gateway.warnings.write(
        this.remoteAddress,
        { protocol: this.protocol },
        'no PROXY protocol header from a device proxy',
      );
      this.close('no PROXY protocol header');
      return null;
    }
    if (header.address) this.remoteAddress = plainAddress(header.address);
    if (!this.#gateway.admitProxied(this)) {
      this.close('too many connections from this address');
      return null;
    }
    return data.subarray(header.length);
  }

  async #handle(frame: DecodedFrame): Promise<void> {
    try {
      if (this.#closed) return;
      const accepted = await this.#gateway.handleMessages(this, frame.messages);
      if (!accepted) return;
      if (frame.ack && !this.#closed) this.socket.write(frame.ack);
    } catch (error) {
      // Not committed, so not acknowledged: the device keeps the data and sends it again.
      this.#gateway.log.error(
        { err: error, protocol: this.protocol, deviceId: this.deviceId },
        'frame not stored',
      );
      this.close('store failed');
    } finally {
      this.#inFlight--;
      this.#lastFrameAt = Date.now();
      if (this.#paused && this.#inFlight <= this.#maxInFlight / 4) {
        this.#paused = false;
        if (!this.#closed) this.socket.resume();
      }
    }
  }

  get #maxInFlight(): number {
    return this.#timeouts.maxFramesInFlight ?? MAX_FRAMES_IN_FLIGHT;
  }

  /** Whether the connection has stopped reading until the frames it holds are stored. */
  get paused(): boolean {
    return this.#paused;
  }
}
