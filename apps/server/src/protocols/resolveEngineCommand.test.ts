import { describe, expect, it } from 'vitest';
import { resolveEngineCommand } from './resolveEngineCommand';

describe('resolveEngineCommand', () => {
  it('reads RELAY,1# as engine stop (lock) and RELAY,0# as engine resume (unlock)', () => {
    expect(resolveEngineCommand({ type: 'custom', data: 'RELAY,1#' })).toEqual({ type: 'engineStop' });
    expect(resolveEngineCommand({ type: 'custom', data: 'RELAY,0#' })).toEqual({ type: 'engineResume' });
  });

  it('ignores case and surrounding spaces', () => {
    expect(resolveEngineCommand({ type: 'custom', data: ' relay,1# ' })).toEqual({ type: 'engineStop' });
  });

  it('leaves other commands unchanged', () => {
    const custom = { type: 'custom', data: 'RELAY,2#' } as const;
    expect(resolveEngineCommand(custom)).toBe(custom);
    expect(resolveEngineCommand({ type: 'engineResume' })).toEqual({ type: 'engineResume' });
  });
});
