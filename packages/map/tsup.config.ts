import { copyFileSync, mkdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', drawing: 'src/drawing/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  external: ['maplibre-gl', 'terra-draw', 'terra-draw-maplibre-gl-adapter', '@fleetkit/sdk-core'],
  // Plain CSS with --fleet-* custom properties: one stylesheet, shipped as `style.css`.
  onSuccess: async () => {
    mkdirSync('dist', { recursive: true });
    copyFileSync('src/style.css', 'dist/style.css');
  },
});
