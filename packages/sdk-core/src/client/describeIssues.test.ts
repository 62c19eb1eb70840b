import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeIssues } from './describeIssues';

function issuesOf(schema: z.ZodMiniType, value: unknown): string {
  const result = z.safeParse(schema, value);
  if (result.success) throw new Error('expected a failure');
  return describeIssues(result.error);
}

describe('describeIssues', () => {
  it('spells out why each field failed, with its path, even without a zod locale', () => {
    const schema = z.object({
      id: z.number(),
      at: z.iso.datetime({ offset: true }),
      status: z.enum(['online', 'offline']),
    });
    expect(issuesOf(schema, { id: 'x', at: 'yesterday', status: 'lost' })).toBe(
      'id: expected number; at: not a valid datetime; status: expected one of online, offline',
    );
  });

  it('names the bounds of a value too big or too small', () => {
    expect(issuesOf(z.array(z.number()).check(z.maxLength(1)), [1, 2])).toBe('(root): must be at most 1');
    expect(issuesOf(z.number().check(z.gte(0)), -1)).toBe('(root): must be at least 0');
  });

  it('keeps a custom message and reports at most three issues', () => {
    expect(issuesOf(z.string().check(z.minLength(3, 'Enter valid name')), 'ab')).toBe(
      '(root): Enter valid name',
    );
    const four = z.object({ a: z.string(), b: z.string(), c: z.string(), d: z.string() });
    expect(issuesOf(four, {}).split('; ')).toHaveLength(3);
  });

  it('falls back to the message of an issue it has no words for', () => {
    const keys = z.record(z.string().check(z.minLength(2)), z.number());
    expect(issuesOf(keys, { a: 1 })).toMatch(/^a: /);
  });
});
