import { describe, expect, it } from 'vitest';
import { errorFromResponse, FleetApiError } from './FleetApiError';

describe('errorFromResponse', () => {
  it("reads the server's envelope: code, message and details", () => {
    const error = errorFromResponse(
      400,
      JSON.stringify({
        error: { code: 'validation_failed', message: 'name: Enter valid name', details: [1] },
      }),
    );
    expect(error).toBeInstanceOf(FleetApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'name: Enter valid name',
    });
    expect(error.details).toEqual([1]);
  });

  it('names the status when the envelope lacks a code or a message', () => {
    expect(errorFromResponse(404, JSON.stringify({ error: {} }))).toMatchObject({
      code: 'not_found',
      message: 'Request failed with status 404',
    });
  });

  it('reads an error given as text and a bare message', () => {
    expect(errorFromResponse(409, JSON.stringify({ error: 'Duplicate identifier' }))).toMatchObject({
      code: 'conflict',
      message: 'Duplicate identifier',
    });
    expect(errorFromResponse(429, JSON.stringify({ message: 'Slow down' }))).toMatchObject({
      code: 'rate_limited',
      message: 'Slow down',
    });
  });

  it("uses the first line of Traccar's plain text, or the status when there is no text", () => {
    expect(errorFromResponse(500, 'NullPointerException\n\tat org.traccar')).toMatchObject({
      code: 'server_error',
      message: 'NullPointerException',
    });
    expect(errorFromResponse(418, '')).toMatchObject({
      code: 'http_error',
      message: 'Request failed with status 418',
    });
    expect(errorFromResponse(401, '').isUnauthorized).toBe(true);
    expect(errorFromResponse(401, 'Enter the code', 'TOTP')).toMatchObject({
      status: 401,
      code: 'totp_required',
      message: 'Enter the code',
    });
    expect(errorFromResponse(401, 'Wrong code', 'Basic realm="api"').code).toBe('unauthorized');
    expect(errorFromResponse(403, JSON.stringify([1])).isUnauthorized).toBe(false);
  });
});
