import { describe, expect, it } from 'vitest';
import type { DecodedPosition } from '../types';
import { OsmAndSession } from './OsmAndSession';
import {
  OSMAND_CORPUS,
  OSMAND_CORPUS_NOW,
  type OsmAndCorpusRequest,
  type OsmAndExpectedPosition,
} from './osmandCorpus';

const session = new OsmAndSession({ now: () => new Date(OSMAND_CORPUS_NOW) });

function decode(request: Pick<OsmAndCorpusRequest, 'query' | 'body' | 'contentType'>) {
  return session.decode({
    ...(request.query === undefined ? {} : { query: request.query }),
    ...(request.body === undefined ? {} : { body: Buffer.from(request.body) }),
    ...(request.contentType === undefined ? {} : { contentType: request.contentType }),
  });
}

function expectPosition(position: DecodedPosition | undefined, expected: OsmAndExpectedPosition): void {
  expect(position?.kind).toBe('position');
  if (!position) return;
  if (expected.fixTime) expect(position.fixTime.toISOString()).toBe(expected.fixTime);
  if (expected.valid !== undefined) expect(position.valid).toBe(expected.valid);
  if (expected.latitude !== undefined) expect(position.latitude).toBeCloseTo(expected.latitude, 6);
  if (expected.longitude !== undefined) expect(position.longitude).toBeCloseTo(expected.longitude, 6);
  if (expected.altitude !== undefined) expect(position.altitude).toBeCloseTo(expected.altitude, 6);
  if ('accuracy' in expected) {
    if (expected.accuracy === undefined) expect(position.accuracy).toBeUndefined();
    else expect(position.accuracy).toBeCloseTo(expected.accuracy, 6);
  }
  if (expected.speed !== undefined) expect(position.speed).toBeCloseTo(expected.speed, 5);
  if (expected.course !== undefined) expect(position.course).toBeCloseTo(expected.course, 6);
  for (const [key, value] of Object.entries(expected.attributes ?? {})) {
    if (typeof value === 'number') expect(position.attributes[key], key).toBeCloseTo(value, 6);
    else expect(position.attributes[key], key).toEqual(value);
  }
}

describe('OsmAnd corpus: real requests decode to their documented values', () => {
  it('holds at least 30 requests in both forms, with cell and Wi-Fi only reports', () => {
    expect(OSMAND_CORPUS.length).toBeGreaterThanOrEqual(30);
    const json = OSMAND_CORPUS.filter((request) => request.body?.trimStart().startsWith('{'));
    expect(json.length).toBeGreaterThanOrEqual(5);
    expect(
      OSMAND_CORPUS.filter((request) => /(?:^|&)(?:cell|wifi)=/.test(request.query ?? '')).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it.each(OSMAND_CORPUS.map((request) => [request.name, request] as const))('%s', (_name, request) => {
    const result = decode(request);
    if ('error' in request.expected) {
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error.code).toBe(request.expected.error);
      if (request.expected.parameter) expect(result.error.parameter).toBe(request.expected.parameter);
      expect(result.error.message.length).toBeGreaterThan(0);
      return;
    }
    expect(result.ok, result.ok ? '' : result.error.message).toBe(true);
    if (!result.ok) return;
    const { uniqueId, positions } = request.expected;
    expect(result.uniqueId).toBe(uniqueId);
    expect(result.positions).toHaveLength(positions.length);
    positions.forEach((expected, index) => {
      expectPosition(result.positions[index], expected);
      expect(result.positions[index]?.uniqueId).toBe(uniqueId);
    });
  });

  it('answers every cut of every request with positions or a refusal, never an exception', () => {
    for (const request of OSMAND_CORPUS) {
      const text = request.query ?? request.body ?? '';
      for (let cut = 0; cut < text.length; cut++) {
        const part = text.slice(0, cut);
        const result = decode(request.query !== undefined ? { query: part } : { ...request, body: part });
        if (result.ok) {
          for (const position of result.positions) {
            // A cut request is stored only with coordinates on the globe or marked invalid at 0/0.
            expect(Math.abs(position.latitude) <= 90 && Math.abs(position.longitude) <= 180).toBe(true);
            // Coordinates the request did not give are 0/0 only when cells or Wi-Fi locate it.
            if (!position.valid && position.latitude === 0 && position.longitude === 0) {
              expect(position.attributes.network).toBeDefined();
            }
          }
        } else {
          expect(result.error.code).toMatch(
            /^(missingId|missingLocation|invalidLocation|invalidValue|invalidBody)$/,
          );
        }
      }
    }
  });
});
