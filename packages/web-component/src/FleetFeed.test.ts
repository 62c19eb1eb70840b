import { FleetApiError } from '@fleetkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { describeFailure, refusedToken, tokenExpiry } from './FleetFeed';

function fleetkitToken(exp: number): string {
  const body = btoa(JSON.stringify({ jti: 'abc', uid: 7, exp }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return `${body.replace(/=+$/, '')}.signature`;
}

describe('tokenExpiry', () => {
  it('reads the expiry written in a Fleetkit token, and nothing from other tokens', () => {
    expect(tokenExpiry(fleetkitToken(1_800_000_000))?.toISOString()).toBe('2027-01-15T08:00:00.000Z');
    expect(tokenExpiry('not-a-token')).toBeNull();
    expect(tokenExpiry('')).toBeNull();
  });
});

describe('refusedToken', () => {
  it('says a share link whose expiry has passed has expired', () => {
    const error = refusedToken(fleetkitToken(1000), true, 2_000_000);
    expect(error).toMatchObject({ code: 'expired', message: 'This share link has expired.', status: 401 });
  });

  it('says a refused link that has not expired is not valid (withdrawn or forged)', () => {
    const error = refusedToken(fleetkitToken(4_000_000_000), true, Date.now());
    expect(error).toMatchObject({
      code: 'invalid-token',
      message: 'This share link is not valid or has been withdrawn.',
    });
    expect(refusedToken('opaque', false).message).toBe('The access token is not valid or has expired.');
  });
});

describe('describeFailure', () => {
  it('names the server when it cannot be reached, and turns No session into a refused token', () => {
    const unreachable = describeFailure(
      new FleetApiError(0, 'network', 'Could not reach'),
      'https://f.example',
      't',
      true,
    );
    expect(unreachable.code).toBe('unreachable');
    expect(unreachable.message).toContain('https://f.example');
    const noSession = describeFailure(
      new FleetApiError(404, 'not_found', 'No session'),
      'x',
      fleetkitToken(1),
      true,
    );
    expect(noSession.code).toBe('expired');
  });
});
