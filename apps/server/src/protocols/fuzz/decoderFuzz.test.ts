import { describe, expect, it } from 'vitest';
import { fuzzDecoders } from './fuzzDecoders';

/** Mutated frames decoded per run: FUZZ_FRAMES, or 120,000 (30,000 per protocol) in CI. */
const FRAMES = Number(process.env.FUZZ_FRAMES ?? 120_000);

describe('decoder fuzzing (GT06, Teltonika, H02, OsmAnd and the text protocols)', () => {
  it(`decodes ${FRAMES} mutated real frames with a fixed seed: only ProtocolErrors, storable messages, bounded buffers`, () => {
    const report = fuzzDecoders({ frames: FRAMES, seed: 14 });
    expect(report.findings).toEqual([]);
    expect(report.frames).toBeGreaterThanOrEqual(FRAMES);
    for (const stats of Object.values(report.byProtocol)) {
      // The mutations reach both sides: frames refused, and frames decoded into messages.
      expect(stats.refused).toBeGreaterThan(0);
      expect(stats.messages).toBeGreaterThan(stats.frames / 10);
    }
  });
});
