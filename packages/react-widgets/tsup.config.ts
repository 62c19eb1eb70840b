import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  external: ['react', 'react-dom', 'maplibre-gl', '@fleetkit/sdk-core'],
  // The stylesheet is plain CSS with --fleet-* custom properties, shipped as is.
  onSuccess: async () => {
    copyFileSync('src/style.css', 'dist/style.css');
  },
});
