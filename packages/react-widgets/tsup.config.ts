import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { defineConfig } from 'tsup';

const require = createRequire(import.meta.url);

/**
 * `@fleetkit/map/style.css` (themes, map surface, vehicle card, badges) followed by each area's own
 * stylesheet, `src/<area>/*.css`, in name order.
 */
function bundleStyles(): void {
  const parts = [readFileSync(require.resolve('@fleetkit/map/style.css'), 'utf8')];
  for (const area of readdirSync('src', { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const dir = join('src', area.name);
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.css'))
      .sort()) {
      parts.push(`/* ${area.name}/${file} */\n${readFileSync(join(dir, file), 'utf8')}`);
    }
  }
  writeFileSync('dist/style.css', parts.join('\n'));
}

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  external: ['react', 'react-dom', 'maplibre-gl', '@fleetkit/sdk-core', '@fleetkit/map'],
  // Plain CSS with --fleet-* custom properties: one stylesheet, shipped as `style.css`.
  onSuccess: async () => bundleStyles(),
});
