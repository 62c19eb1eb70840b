import { describe, expect, it } from 'vitest';
import { liveSocketUrl } from './liveSocketUrl';

describe('liveSocketUrl', () => {
  it('turns an https base into a wss socket address', () => {
    expect(liveSocketUrl('https://fleet.example.com')).toBe('wss://fleet.example.com/api/socket');
  });

  it('turns an http base into a ws socket address, keeping the base path', () => {
    expect(liveSocketUrl('http://localhost:8082/fleet/')).toBe('ws://localhost:8082/fleet/api/socket');
    expect(liveSocketUrl('http://localhost:8082/fleet')).toBe('ws://localhost:8082/fleet/api/socket');
  });

  it('resolves a relative base against the page origin', () => {
    expect(liveSocketUrl('/', 'https://fleet.example.com/dashboard/home')).toBe(
      'wss://fleet.example.com/api/socket',
    );
  });

  it('keeps a base that is already a socket address', () => {
    expect(liveSocketUrl('wss://fleet.example.com')).toBe('wss://fleet.example.com/api/socket');
  });

  it('rejects a relative base when there is no page to resolve it against', () => {
    // Node has no page address, so the default origin is undefined here.
    expect(() => liveSocketUrl('/')).toThrow(TypeError);
  });
});
