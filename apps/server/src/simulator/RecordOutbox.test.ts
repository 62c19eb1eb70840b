import { describe, expect, it } from 'vitest';
import { RecordOutbox } from './RecordOutbox';
import { SAMPLE_TIME, sampleRecord } from './test/fixtures';

const record = (second: number) => sampleRecord({ time: SAMPLE_TIME + second * 1000 });
const seconds = (outbox: RecordOutbox) => outbox.records.map((r) => (r.time - SAMPLE_TIME) / 1000);

describe('RecordOutbox', () => {
  it('hands out the oldest records and removes them only when acknowledged', () => {
    const outbox = new RecordOutbox();
    for (let i = 0; i < 5; i++) outbox.add(record(i));
    expect(outbox.take(3).map((r) => r.time)).toEqual([0, 1, 2].map((i) => SAMPLE_TIME + i * 1000));
    expect(outbox.take(3)).toEqual([]); // one frame in flight at a time
    expect(outbox.inFlight).toBe(3);
    expect(outbox.acknowledge(3)).toBe(3);
    expect(seconds(outbox)).toEqual([3, 4]);
    expect(outbox.inFlight).toBe(0);
  });

  it('keeps in-flight records past a short acknowledgement, marked to be sent again', () => {
    const outbox = new RecordOutbox();
    for (let i = 0; i < 4; i++) outbox.add(record(i));
    outbox.take(4);
    expect(outbox.acknowledge(1)).toBe(1);
    expect(seconds(outbox)).toEqual([1, 2, 3]);
    expect(outbox.records.map((r) => r.resent === true)).toEqual([true, true, true]);
    expect(outbox.acknowledge(5)).toBe(0); // nothing in flight: nothing removed
  });

  it('sends records in flight again after a dropped connection', () => {
    const outbox = new RecordOutbox();
    outbox.add(record(0));
    outbox.add(record(1));
    outbox.take(1);
    outbox.returnInFlight();
    expect(outbox.inFlight).toBe(0);
    expect(outbox.take(2).map((r) => r.resent === true)).toEqual([true, false]);
  });

  it('drops the oldest record not in flight when full', () => {
    const outbox = new RecordOutbox(3);
    for (let i = 0; i < 3; i++) outbox.add(record(i));
    outbox.take(1);
    outbox.add(record(3));
    expect(seconds(outbox)).toEqual([0, 2, 3]);
    expect(outbox.dropped).toBe(1);
  });
});
