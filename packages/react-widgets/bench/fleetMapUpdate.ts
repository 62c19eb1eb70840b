// FleetMap update cost in Chromium: for 1,000, 10,000 and 20,000 vehicles, 1% and 100% of them moved
// per update. Prints, per case, the median over several updates of
//   build  — turning the store's devices and positions into features (VehicleFeatureCache),
//   call   — FleetMapController.setVehicles on the main thread (plan + updateData/setData call),
//   worker — from the call's return until maplibre's worker has applied the data.
// Figures only: nothing here passes or fails on time. WebGL is software-rendered on CI machines.
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { chromiumLaunch } from '../../../scripts/e2e/chromiumLaunch';
import type { FleetWindow } from '../e2e/support/fleetPage';
import { device, position } from '../e2e/support/fleetPage';
import { pageConfig } from '../e2e/support/pageConfig';

const SIZES = [1_000, 10_000, 20_000];
const SHARES = [0.01, 1];
const ROUNDS = 7;

declare const window: FleetWindow & Window;

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

async function main() {
  const root = fileURLToPath(new URL('../e2e/page', import.meta.url));
  // No server: the page draws the plain fallback style (`?styles=none`) and makes no API call.
  const config = pageConfig(root, 'http://127.0.0.1:9');
  await build({ ...config, logLevel: 'warn' });
  const server = await preview({ ...config, logLevel: 'warn' });
  const url = server.resolvedUrls?.local[0];
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 720 } });
    await page.goto(`${url}?styles=none`);
    await page.waitForFunction(() => Boolean(window.fleetTest?.controller));
    const template = { device: device(1), position: position(1, 0, 0) };
    console.log(
      `FleetMap update cost in Chromium (${await browser.version()}), median of ${ROUNDS} updates, ms`,
    );
    console.log('vehicles  moved  kind         build    call  worker   total');
    for (const size of SIZES) {
      for (const share of SHARES) {
        const result = await page.evaluate(
          async ({ size, share, rounds, template }) => {
            const { controller, widgets } = window.fleetTest;
            if (!controller) throw new Error('no map');
            const cache = new widgets.VehicleFeatureCache();
            const devices = Array.from({ length: size }, (_, i) => ({
              ...template.device,
              id: i + 1,
              name: `V${i + 1}`,
            }));
            let positions = new Map(
              devices.map((d, i) => [
                d.id,
                {
                  ...template.position,
                  id: d.id,
                  deviceId: d.id,
                  latitude: 8 + ((i * 7919) % 2800) / 100,
                  longitude: 68 + ((i * 104729) % 2900) / 100,
                },
              ]),
            );
            await controller.setVehicles(cache.build(devices, positions)).applied;
            const builds: number[] = [];
            const calls: number[] = [];
            const workers: number[] = [];
            let kind = '';
            for (let round = 0; round < rounds; round++) {
              const next = new Map(positions);
              const moved = Math.max(1, Math.round(size * share));
              for (let k = 0; k < moved; k++) {
                const id = ((round * 7 + k * 13) % size) + 1;
                const old = next.get(id);
                if (old)
                  next.set(id, { ...old, latitude: old.latitude + 0.001, longitude: old.longitude + 0.001 });
              }
              positions = next;
              const t0 = performance.now();
              const features = cache.build(devices, positions);
              const t1 = performance.now();
              const report = controller.setVehicles(features);
              const t2 = performance.now();
              await report.applied;
              const t3 = performance.now();
              builds.push(t1 - t0);
              calls.push(report.callMs);
              workers.push(t3 - t2);
              kind = report.kind;
            }
            await controller.setVehicles(new Map()).applied;
            // Plain arrays back to Node: functions declared in here would need helpers the page lacks.
            return { kind, builds, calls, workers };
          },
          { size, share, rounds: ROUNDS, template },
        );
        const [buildMs, callMs, workerMs] = [result.builds, result.calls, result.workers].map(median) as [
          number,
          number,
          number,
        ];
        const total = buildMs + callMs + workerMs;
        console.log(
          `${String(size).padStart(8)}  ${`${share * 100}%`.padStart(5)}  ${result.kind.padEnd(10)} ${[
            buildMs,
            callMs,
            workerMs,
            total,
          ]
            .map((ms) => ms.toFixed(1).padStart(7))
            .join(' ')}`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
