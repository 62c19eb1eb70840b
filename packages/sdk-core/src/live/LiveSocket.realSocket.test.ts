import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { SOCKET_NORMAL_CLOSE_CODE } from '../constants';
import { FleetStore } from '../store/FleetStore';
import { LiveSocket } from './LiveSocket';

const position = (id: number, deviceId: number) => ({
  id,
  deviceId,
  latitude: 27.7172,
  longitude: 85.324,
  speed: 21.6,
  fixTime: '2025-03-01T10:00:00.000+05:45',
});

/** Resolves with the first value `register` hands to its callback. */
function next<T>(register: (callback: (value: T) => void) => () => void): Promise<T> {
  return new Promise((resolve) => {
    const off = register((value) => {
      off();
      resolve(value);
    });
  });
}

describe('LiveSocket over a real WebSocket', () => {
  let server: WebSocketServer | undefined;
  let live: LiveSocket | undefined;

  afterEach(async () => {
    live?.dispose();
    if (server) {
      for (const client of server.clients) client.terminate();
      await new Promise((resolve) => server?.close(resolve));
    }
  });

  it('streams positions, sends the logs flag, reconnects after a drop and closes with 4000', async () => {
    server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const connections: WebSocket[] = [];
    const fromClient: string[] = [];
    let sequence = 0;
    server.on('connection', (socket) => {
      connections.push(socket);
      socket.on('message', (data) => {
        fromClient.push(String(data));
        server?.emit('client-message');
      });
      sequence += 1;
      socket.send(JSON.stringify({ positions: [position(sequence, 7)] }));
    });

    const store = new FleetStore();
    let refetches = 0;
    live = new LiveSocket({
      url: `ws://127.0.0.1:${port}/api/socket`,
      WebSocket,
      isSignedIn: () => true,
      checkSession: async () => 'ok',
      refetch: async () => {
        refetches += 1;
      },
      store,
    });
    const socket = live;

    const firstPositions = next<unknown>((callback) => socket.on('positions', callback));
    socket.connect();
    await firstPositions;
    expect(socket.status.value).toBe('open');
    expect(store.positions.value.get(7)).toMatchObject({ id: 1, latitude: 27.7172, speed: 21.6 });

    socket.setLogs(true);
    await once(server, 'client-message');
    expect(fromClient).toEqual(['{"logs":true}']);

    const secondPositions = next<unknown>((callback) => socket.on('positions', callback));
    connections[0]?.close(1011, 'server restarting');
    await secondPositions;
    expect(refetches).toBe(1);
    expect(connections).toHaveLength(2);
    expect(store.positions.value.get(7)?.id).toBe(2);
    // The logs flag is sent again on the new connection.
    if (fromClient.length < 2) await once(server, 'client-message');
    expect(fromClient).toEqual(['{"logs":true}', '{"logs":true}']);

    const serverSide = connections[1];
    if (!serverSide) throw new Error('no second connection');
    const closed = once(serverSide, 'close');
    socket.dispose();
    const [code] = await closed;
    expect(code).toBe(SOCKET_NORMAL_CLOSE_CODE);
  });
});
