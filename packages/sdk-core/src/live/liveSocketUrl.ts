/** Path of the live socket under the server's base URL (Traccar's). */
export const LIVE_SOCKET_PATH = 'api/socket';

/**
 * The WebSocket URL of the live socket for a server base URL: `http` becomes `ws`, `https` becomes
 * `wss`, and `api/socket` is appended to the base path. A relative base is resolved against `origin`
 * (in a browser, the page's address by default).
 *
 * @example
 * liveSocketUrl('https://fleet.example.com'); // 'wss://fleet.example.com/api/socket'
 * liveSocketUrl('/', 'http://localhost:8082/dashboard'); // 'ws://localhost:8082/api/socket'
 */
export function liveSocketUrl(
  baseUrl: string,
  origin: string | undefined = (globalThis as { location?: { href: string } }).location?.href,
): string {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`, origin);
  const url = new URL(LIVE_SOCKET_PATH, base);
  if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol === 'http:') url.protocol = 'ws:';
  return url.href;
}
