import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FleetLiveMap } from './FleetLiveMap';
import { FleetShareView } from './FleetShareView';

// jsdom gives modules an http: URL, so the package folder comes from the test file's path.
const packageFile = (name: string) => join(dirname(expect.getState().testPath ?? ''), '..', name);

interface Declaration {
  tagName: string;
  attributes: { name: string }[];
  events: { name: string }[];
}

const manifest = JSON.parse(readFileSync(packageFile('custom-elements.json'), 'utf8')) as {
  modules: { declarations: Declaration[] }[];
};
const pkg = JSON.parse(readFileSync(packageFile('package.json'), 'utf8')) as {
  customElements: string;
};

describe('custom-elements.json', () => {
  it('is the manifest package.json points to, and lists every observed attribute and the three events', () => {
    expect(pkg.customElements).toBe('custom-elements.json');
    const byTag = new Map(manifest.modules.flatMap((m) => m.declarations).map((d) => [d.tagName, d]));
    for (const [tag, element] of [
      ['fleet-share-view', FleetShareView],
      ['fleet-live-map', FleetLiveMap],
    ] as const) {
      const declaration = byTag.get(tag);
      expect(declaration, tag).toBeDefined();
      expect(declaration?.attributes.map((a) => a.name).sort()).toEqual(
        [...element.observedAttributes, 'light-dom'].sort(),
      );
      expect(declaration?.events.map((e) => e.name)).toEqual([
        'fleet-ready',
        'fleet-error',
        'fleet-vehicle-select',
      ]);
    }
  });
});
