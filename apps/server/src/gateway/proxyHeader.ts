import { isIP } from 'node:net';

/** The longest PROXY protocol v1 line, CRLF included (HAProxy's specification). */
export const MAX_PROXY_HEADER = 107;

/** What the start of a proxied stream said. */
export type ProxyHeader =
  /** The line is not complete yet. */
  | { kind: 'incomplete' }
  /** Not a PROXY v1 line. */
  | { kind: 'invalid' }
  /** The client's address (null for `PROXY UNKNOWN`: keep the proxy's), and the header's length. */
  | { kind: 'header'; address: string | null; length: number };

/**
 * Reads the PROXY protocol v1 line a TCP load balancer (nginx `proxy_protocol on`, HAProxy
 * `send-proxy`) puts before the tracker's bytes: `PROXY TCP4 <client> <server> <client port> <server port>\r\n`.
 */
export function readProxyHeader(data: Buffer): ProxyHeader {
  const end = data.indexOf('\r\n');
  if (end < 0) return data.length < MAX_PROXY_HEADER ? { kind: 'incomplete' } : { kind: 'invalid' };
  if (end + 2 > MAX_PROXY_HEADER) return { kind: 'invalid' };
  const [tag, family, client, _server, clientPort, serverPort, ...rest] = data
    .toString('latin1', 0, end)
    .split(' ');
  if (tag !== 'PROXY') return { kind: 'invalid' };
  if (family === 'UNKNOWN') return { kind: 'header', address: null, length: end + 2 };
  const version = family === 'TCP4' ? 4 : family === 'TCP6' ? 6 : 0;
  const ports = [clientPort, serverPort].every((p) => /^\d{1,5}$/.test(p ?? ''));
  if (version === 0 || rest.length > 0 || !ports || isIP(client ?? '') !== version)
    return { kind: 'invalid' };
  return { kind: 'header', address: client ?? null, length: end + 2 };
}
