import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FleetMap } from './FleetMap';

const mapCss = readFileSync(join(import.meta.dirname, 'map.css'), 'utf8');
const maplibreCss = readFileSync(
  createRequire(import.meta.url).resolve('maplibre-gl/dist/maplibre-gl.css'),
  'utf8',
);

/** The property names a rule with exactly this selector declares. */
function declaredProperties(css: string, selector: string): string[] {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:^|[}\\s])${escaped}\\s*\\{([^}]*)\\}`).exec(css);
  if (!match?.[1]) throw new Error(`No rule ${selector}`);
  return match[1]
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(';')
    .map((part) => part.split(':')[0]?.trim() ?? '')
    .filter(Boolean);
}

describe('FleetMap sizing', () => {
  it('hands maplibre an inner element, inside a wrapper that owns the size', () => {
    const html = renderToString(<FleetMap mapStyles={null} />);
    const page = new DOMParser().parseFromString(html, 'text/html');
    const surface = page.querySelector('.fleet-map > .fleet-map-canvas > .fleet-map-surface');
    expect(surface).not.toBeNull();
    expect(surface?.children).toHaveLength(0);
  });

  it('sizes the wrapper and the map element with rules maplibre-gl.css cannot override, whatever loads last', () => {
    const maplibre = declaredProperties(maplibreCss, '.maplibregl-map');
    expect(maplibre).toContain('position');
    const wrapper = declaredProperties(mapCss, '.fleet-map > .fleet-map-canvas');
    expect(wrapper).toEqual(expect.arrayContaining(['position', 'inset']));
    // maplibre adds `.maplibregl-map` to the element it is given (the surface), never to the wrapper.
    const surface = declaredProperties(mapCss, '.fleet-map-canvas > .fleet-map-surface');
    expect(surface).toEqual(['width', 'height']);
    expect(surface.filter((property) => maplibre.includes(property))).toEqual([]);
  });
});
