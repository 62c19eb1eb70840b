import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineFleetElements } from './defineFleetElements';
import { FleetLiveMap } from './FleetLiveMap';
import { FleetShareView } from './FleetShareView';

afterEach(() => vi.restoreAllMocks());

describe('defineFleetElements', () => {
  it('registers both elements once; registering again neither throws nor warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(defineFleetElements()).toEqual(['fleet-share-view', 'fleet-live-map']);
    expect(customElements.get('fleet-share-view')).toBe(FleetShareView);
    expect(customElements.get('fleet-live-map')).toBe(FleetLiveMap);
    expect(defineFleetElements()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns instead of throwing when another copy already holds the tags', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const registry = {
      get: (tag: string) => (tag === 'fleet-share-view' ? class Other extends HTMLElement {} : undefined),
      define: vi.fn(),
    } as unknown as CustomElementRegistry;
    expect(() => defineFleetElements(registry)).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<fleet-share-view> is already defined'));
    expect(registry.define).toHaveBeenCalledTimes(1);
  });
});
