import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LogRateCap } from './LogRateCap';

/** A logger that keeps the warnings written to it. */
function recordingLog() {
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  const log = {
    warn: (details: Record<string, unknown>, message: string) => lines.push({ details, message }),
  };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

describe('LogRateCap', () => {
  it('writes a few lines per address a minute, then one notice, and the count left out when the next minute starts', () => {
    let now = 1_000_000;
    const { lines, log } = recordingLog();
    const cap = new LogRateCap(log, { linesPerWindow: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 10; i++) cap.write('192.0.2.1', { i }, 'malformed device data');
    cap.write('192.0.2.2', {}, 'malformed device data');
    expect(lines.map((l) => [l.details.remoteAddress, l.message])).toEqual([
      ['192.0.2.1', 'malformed device data'],
      ['192.0.2.1', 'malformed device data'],
      ['192.0.2.1', 'malformed device data'],
      ['192.0.2.1', 'further device log lines from this address are left out of the log for now'],
      ['192.0.2.2', 'malformed device data'],
    ]);
    now += 60_000;
    cap.write('192.0.2.1', {}, 'malformed device data');
    expect(lines.slice(5).map((l) => [l.message, l.details.count])).toEqual([
      ['device log lines left out of the log', 7],
      ['malformed device data', undefined],
    ]);
  });
});
