import type { Socket } from 'node:net';
import type { Command } from '@fleetkit/sdk-core';
import type { DecodedFrame, DecodedMessage, DeviceCommand, TcpProtocolSession } from '../protocols/index';
import { ProtocolError } from '../protocols/index';
import type { Gateway } from './Gateway';

/** A command as the protocols take it, from the API's command. */
export function toDeviceCommand(command: Pick<Command, 'type' | 'attributes'>): DeviceCommand | null {
  if (command.type === 'engineStop' || command.type === 'engineResume') return { type: command.type };
  if (command.type === 'custom' && typeof command.attributes.data === 'string') {
    return { type: 'custom', data: command.attributes.data };
  }
  return null;
}

/**
 * One tracker's TCP connection: decodes what it sends frame by frame, hands messages to the gateway
 * and writes each acknowledgement only after the gateway has committed the frame. Frames are handled
 * strictly in order; a broken stream closes this connection and nothing else.
 */
export class DeviceConnection {
  readonly socket: Socket;
  readonly session: TcpProtocolSession;
  readonly #gateway: Gateway;
  /** The device this connection speaks for, once identified and known. */
  deviceId: number | null = null;
  /** The identifier (IMEI) the device logged in with, once known. */
  uniqueId: string | null = null;
  #chain: Promise<void> = Promise.resolve();
  #closed = false;

  constructor(socket: Socket, session: TcpProtocolSession, gateway: Gateway, idleTimeoutMs: number) {
    this.socket = socket;
    this.session = session;
    this.#gateway = gateway;
    socket.setNoDelay(true);
    socket.setTimeout(idleTimeoutMs, () => this.close('idle timeout'));
    socket.on('data', (chunk) => this.#receive(chunk));
    socket.on('error', () => this.close('socket error'));
    socket.on('close', () => this.close());
  }

  get protocol(): string {
    return this.session.protocol;
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
    if (reason)
      this.#gateway.log.info(
        { protocol: this.protocol, deviceId: this.deviceId, reason },
        'device connection closed',
      );
    this.session.dispose();
    this.socket.destroy();
    this.#gateway.connectionClosed(this);
  }

  #receive(chunk: Buffer): void {
    let frames: DecodedFrame[];
    try {
      frames = this.session.push(chunk);
    } catch (error) {
      if (error instanceof ProtocolError) {
        this.#gateway.log.warn(
          { protocol: this.protocol, code: error.code, message: error.message },
          'malformed device data',
        );
        this.#gateway.countMalformed(this.protocol);
      } else {
        this.#gateway.log.error({ err: error, protocol: this.protocol }, 'device data could not be read');
      }
      this.close('malformed data');
      return;
    }
    // Frames are processed in arrival order: each waits for the previous one's commit and ack.
    for (const frame of frames) this.#chain = this.#chain.then(() => this.#handle(frame));
    // The raw data goes to log sockets once its frames are handled, so the login's record names the device.
    if (!this.#gateway.logsWanted) return;
    this.#chain = this.#chain.then(() =>
      this.#gateway.logData(
        this.socket.remoteAddress ?? '',
        this.protocol,
        this.deviceId === null ? null : { id: this.deviceId, uniqueId: this.uniqueId ?? '' },
        chunk,
      ),
    );
  }

  async #handle(frame: DecodedFrame): Promise<void> {
    if (this.#closed) return;
    try {
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
    }
  }

  /** Whether a message belongs to an identified device (messages before login are dropped). */
  identified(messages: DecodedMessage[]): boolean {
    return this.deviceId !== null || messages.length === 0;
  }
}
