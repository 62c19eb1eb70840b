// FleetMap update cost in Chromium: for 1,000, 10,000 and 20,000 vehicles, 1% and 100% of them moved
// per update, with the map at zooms 5 (SPEC's default view), 7.5, 8.5 and 10 over the fleet. The
// vehicle source holds what the map draws around its view (the zooms around the map's, in an area
// of twice the view's width and height), so the zoom sets how much maplibre's worker re-indexes: at
// 5 the view takes in the whole fleet, most of it in clusters of the lowest zooms; from 7.5 on the
// area around the view holds a few hundred to a thousand of the 20,000 vehicles spread over India,
// most of them drawn alone. Prints, per case, the median over several updates of
//   build  — turning the store's devices and positions into features (VehicleFeatureCache),
//   call   — FleetMapController.setVehicles on the main thread (clustering, plan, updateData/setData),
//            summed over its steps when the update is larger than one step (VEHICLE_CHANGES_PER_STEP),
//   worker — from the call's return until maplibre's worker has applied the data to every source
//            (the promises of updateData/setData), less the main-thread time of the later steps,
//   map    — call + worker: the map work of one update,
//   plain  — the same for maplibre's own `updateData` (or `setData` at 100%) of one unclustered
//            GeoJSON source holding the same vehicles, measured in the same run, as the yardstick
//            (no layer draws it: the worker's index update alone),
//   ratio  — map / plain,
//   held   — the features the vehicle source holds (vehicles and clusters),
//   task   — the longest task of the update on the main thread: build plus the call's first step, or a
//            later step (the update's own work, without maplibre's drawing of the frame),
//   block  — the longest the main thread was blocked from just before build until the map was idle
//            again (tiles re-parsed and drawn), for the fleet map and for the plain source.
// and, per zoom, the main-thread time of zooming in by one (the source then takes in the vehicles
// and clusters of one more zoom: median and largest of 5) and of panning by half a view (the source
// then holds the area around the new view: median and largest of 5). Then, against the aim of 16 ms (one 60 Hz
// frame), per case: the longest main-thread task of each update from Chrome's trace (our steps, maplibre's hand-over to its worker included), its median and
// largest over the updates, and the same for the plain source and for maplibre taking its worker's
// answers (see trace.ts). BENCH_TRACE=0 leaves the trace out; the aim is then judged on `task`.
// Figures only: nothing here passes or fails on time. WebGL is software-rendered on CI machines.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FLEET_LAYERS } from '@fleetkit/map';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { chromiumLaunch } from '../../../scripts/e2e/chromiumLaunch';
import type { FleetWindow } from '../e2e/support/fleetPage';
import { device, position } from '../e2e/support/fleetPage';
import { pageConfig } from '../e2e/support/pageConfig';
import { printTasks, startTrace, taskKinds, updateTasks } from './trace';

// BENCH_SIZES=20000 limits the run to some sizes.
const SIZES = process.env.BENCH_SIZES?.split(',').map(Number) ?? [1_000, 10_000, 20_000];
// BENCH_SHARES=0.01 limits it to some shares of vehicles moved.
const SHARES = process.env.BENCH_SHARES?.split(',').map(Number) ?? [0.01, 1];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 11);
// Updates made before the measured ones, not counted (BENCH_WARMUP=0 counts every update from the
// first): a live map updates for hours, so its figure is that of code the JIT has optimised, which
// the first few updates of a fresh page are not.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 50);
// BENCH_ZOOMS=8.5 limits it to some map zooms.
const ZOOMS = process.env.BENCH_ZOOMS?.split(',').map(Number) ?? [5, 7.5, 8.5, 10];
// BENCH_LAYERS=hidden hides the fleet's vehicle and cluster layers while the fleet map is measured:
// its worker then only updates the source's index, as for the plain source, without re-parsing the
// tiles the map draws (or collecting their garbage).
const HIDDEN = process.env.BENCH_LAYERS === 'hidden';
/** The layers that draw the fleet's vehicles and clusters. */
const FLEET_MAP_LAYERS = [
  FLEET_LAYERS.clusters,
  FLEET_LAYERS.clusterCount,
  FLEET_LAYERS.vehicles,
  FLEET_LAYERS.vehicleLabels,
];
/** The middle of the bench's fleet (longitude, latitude), where the map looks. */
const FLEET_CENTRE: [number, number] = [82.5, 22];
// Chrome's performance trace of each case is recorded unless BENCH_TRACE=0; BENCH_TRACE=1 also prints
// the longest main-thread task of each kind per update (see trace.ts); BENCH_TRACE=profile adds V8's
// samples, printing what ran in the longest tasks, and builds the page unminified, on maplibre's
// development build.
const TRACE = process.env.BENCH_TRACE !== '0';
const DETAIL = process.env.BENCH_TRACE === '1' || process.env.BENCH_TRACE === 'profile';
const PROFILE = process.env.BENCH_TRACE === 'profile';
/** The longest an update may block the main thread at once (ms): one 60 Hz frame. */
const AIM_MS = 16;

declare const window: FleetWindow & Window;

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

async function main() {
  const root = fileURLToPath(new URL('../e2e/page', import.meta.url));
  // No server: the page draws the plain fallback style (`?styles=none`) and makes no API call.
  const config = pageConfig(root, 'http://127.0.0.1:9');
  const traced = PROFILE
    ? {
        build: { ...config.build, minify: false },
        resolve: {
          ...config.resolve,
          alias: [{ find: /^maplibre-gl$/, replacement: 'maplibre-gl/dist/maplibre-gl-dev.mjs' }],
        },
      }
    : {};
  await build({ ...config, ...traced, logLevel: 'warn' });
  const server = await preview({ ...config, logLevel: 'warn' });
  const url = server.resolvedUrls?.local[0];
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 720 } });
    await page.goto(`${url}?styles=none`);
    await page.waitForFunction(() => Boolean(window.fleetTest?.controller));
    // tsx names the functions declared in the evaluated code with a helper the page lacks.
    await page.evaluate('window.__name = (f) => f');
    const template = { device: device(1), position: position(1, 0, 0) };
    console.log(
      `FleetMap update cost in Chromium (${await browser.version()}), median of ${ROUNDS} updates after ${WARMUP} not counted, ms${
        HIDDEN ? ', fleet layers hidden' : ''
      }`,
    );
    console.log(
      '                                                                                        task (median, max)  block (median, max)  zoom in (median, max)  pan (median, max)',
    );
    console.log(
      'vehicles  moved  zoom  kind            build    call  worker     map   plain  ratio    held    task     max     map     max   plain     max    call     max    call     max',
    );
    const aims: { label: string; ours: number[]; plain: number[]; worker: number[] }[] = [];
    for (const size of SIZES) {
      for (const share of SHARES) {
        const stopTrace = TRACE ? await startTrace(page, PROFILE) : null;
        const result = await page.evaluate(
          async ({ size, share, rounds, warmup, template, zooms, centre, hidden, layers }) => {
            const { controller, widgets } = window.fleetTest;
            const map = controller?.map;
            if (!controller || !map) throw new Error('no map');
            // The longest gap between the ticks of a 4 ms timer: how long the main thread was blocked
            // (up to 4 ms more). A timer, not a message loop, so the probe leaves the worker its core.
            const probe = () => {
              let last = performance.now();
              let longest = 0;
              const timer = setInterval(() => {
                const now = performance.now();
                longest = Math.max(longest, now - last);
                last = now;
              }, 4);
              return () => {
                clearInterval(timer);
                return Math.max(longest, performance.now() - last);
              };
            };
            // A task of its own for each update, as a message from the server starts one ('idle'
            // resolves inside maplibre's animation frame, whose task the update would otherwise join).
            const task = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
            // Until every tile is re-parsed and drawn: a repaint, then maplibre's 'idle'.
            const idle = () =>
              new Promise<void>((resolve) => {
                map.once('idle', () => resolve());
                map.triggerRepaint();
              });
            const devices = Array.from({ length: size }, (_, i) => ({
              ...template.device,
              id: i + 1,
              name: `V${i + 1}`,
            }));
            const start = new Map(
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
            const moves = (positions: typeof start, round: number) => {
              const next = new Map(positions);
              const moved = Math.max(1, Math.round(size * share));
              for (let k = 0; k < moved; k++) {
                const id = ((round * 7 + k * 13) % size) + 1;
                const old = next.get(id);
                if (old)
                  next.set(id, { ...old, latitude: old.latitude + 0.001, longitude: old.longitude + 0.001 });
              }
              return next;
            };

            // The yardstick: maplibre's own update of an unclustered source of the same vehicles. No
            // layer draws it, so its figure is the worker's index update alone, not re-parsing tiles of
            // 20,000 icons (which would make it far slower and the ratio look better than it is).
            const plainCalls: number[] = [];
            const plainWorkers: number[] = [];
            const plainBlocks: number[] = [];
            {
              const cache = new widgets.VehicleFeatureCache();
              let drawn = cache.build(devices, start);
              map.addSource('bench-plain', {
                type: 'geojson',
                data: { type: 'FeatureCollection', features: [...drawn.values()] as GeoJSON.Feature[] },
              });
              const source = map.getSource('bench-plain') as import('maplibre-gl').GeoJSONSource;
              await idle();
              let positions = start;
              for (let update = 0; update < warmup + rounds; update++) {
                const round = update - warmup;
                positions = moves(positions, update);
                await task();
                if (round >= 0) performance.mark(`plain-update:${round}:start`);
                const stop = probe();
                const next = cache.build(devices, positions);
                const t0 = performance.now();
                let applied: Promise<void>;
                if (share < 0.5) {
                  const update = [...next.values()].filter((f) => f !== drawn.get(f.id));
                  applied = source.updateData({
                    // The new position and the properties that changed, as the fleet map sends them.
                    update: update.map((f) => {
                      const old = drawn.get(f.id);
                      const changed = Object.entries(f.properties).filter(
                        ([key, value]) => old?.properties[key as keyof typeof f.properties] !== value,
                      );
                      return {
                        id: f.id,
                        newGeometry: f.geometry,
                        ...(changed.length > 0
                          ? { addOrUpdateProperties: changed.map(([key, value]) => ({ key, value })) }
                          : {}),
                      };
                    }),
                  });
                } else {
                  applied = source.setData({
                    type: 'FeatureCollection',
                    features: [...next.values()] as GeoJSON.Feature[],
                  });
                }
                const t1 = performance.now();
                await applied;
                const t2 = performance.now();
                // Warm-up updates wait for the worker only; the last one, and every measured one, for
                // the map drawn and idle.
                if (round >= -1) await idle();
                const block = stop();
                drawn = next;
                if (round < 0) continue;
                performance.mark(`plain-update:${round}:end`);
                plainBlocks.push(block);
                plainCalls.push(t1 - t0);
                plainWorkers.push(t2 - t1);
              }
              map.removeSource('bench-plain');
            }

            // The fleet map at each zoom: drawn whole, then the updates, then removed.
            const fleets = [];
            for (const zoom of zooms) {
              map.jumpTo({ center: centre, zoom });
              for (const layer of layers)
                map.setLayoutProperty(layer, 'visibility', hidden ? 'none' : 'visible');
              const cache = new widgets.VehicleFeatureCache();
              await controller.setVehicles(cache.build(devices, start)).applied;
              await idle();
              const builds: number[] = [];
              const calls: number[] = [];
              const workers: number[] = [];
              const blocks: number[] = [];
              const tasks: number[] = [];
              let kind = '';
              let positions = start;
              for (let update = 0; update < warmup + rounds; update++) {
                const round = update - warmup;
                positions = moves(positions, update);
                await task();
                if (round >= 0) performance.mark(`fleet-update-${zoom}:${round}:start`);
                const stop = probe();
                const t0 = performance.now();
                const features = cache.build(devices, positions);
                const t1 = performance.now();
                const report = controller.setVehicles(features);
                const t2 = performance.now();
                await report.applied;
                const t3 = performance.now();
                const steps = controller.lastVehicleUpdate ?? report;
                if (round >= -1) await idle();
                const block = stop();
                if (round < 0) continue;
                performance.mark(`fleet-update-${zoom}:${round}:end`);
                blocks.push(block);
                builds.push(t1 - t0);
                calls.push(steps.callMs);
                workers.push(t3 - t2 - (steps.callMs - report.callMs));
                tasks.push(Math.max(t1 - t0 + report.callMs, steps.longestStepMs));
                kind = steps.steps > 1 ? `${steps.kind}×${steps.steps}` : steps.kind;
              }
              const source = map.getSource('fleet-vehicles') as import('maplibre-gl').GeoJSONSource;
              const held = ((await source.getData()) as GeoJSON.FeatureCollection).features.length;
              // The main-thread time of a jump (within `jumpTo`, where maplibre's events bring the
              // source to the new view), then the map idle again and back: 5 times.
              const jumps = async (there: import('maplibre-gl').JumpToOptions) => {
                const times: number[] = [];
                const home = { center: map.getCenter(), zoom: map.getZoom() };
                for (let i = 0; i < 5; i++) {
                  await task();
                  const t0 = performance.now();
                  map.jumpTo(there);
                  times.push(performance.now() - t0);
                  await idle();
                  map.jumpTo(home);
                  await idle();
                }
                return times;
              };
              // Zooming in by one: the source takes in the next zoom.
              const zoomIns = await jumps({ zoom: zoom + 1 });
              // Panning by half a view: the source holds the area around the new view.
              const { clientWidth, clientHeight } = map.getContainer();
              const pans = await jumps({ center: map.unproject([clientWidth, clientHeight / 2]) });
              await controller.setVehicles(new Map()).applied;
              fleets.push({ zoom, kind, held, builds, calls, workers, tasks, blocks, zoomIns, pans });
            }
            // Plain arrays back to Node.
            return { fleets, plainCalls, plainWorkers, plainBlocks };
          },
          {
            size,
            share,
            rounds: ROUNDS,
            warmup: WARMUP,
            template,
            zooms: ZOOMS,
            centre: FLEET_CENTRE,
            hidden: HIDDEN,
            layers: FLEET_MAP_LAYERS,
          },
        );
        const longest = (values: number[]) => Math.max(...values);
        const plainMs = median(result.plainCalls) + median(result.plainWorkers);
        const events = stopTrace ? await stopTrace() : null;
        // BENCH_TRACE_OUT=dir keeps each trace (for chrome://tracing or DevTools).
        if (events && process.env.BENCH_TRACE_OUT) {
          writeFileSync(
            join(process.env.BENCH_TRACE_OUT, `fleet-map-${size}-${share * 100}.json`),
            JSON.stringify({ traceEvents: events }),
          );
        }
        const plain = events ? taskKinds(updateTasks(events, 'plain-update')) : {};
        if (events && DETAIL)
          printTasks('plain source', updateTasks(events, 'plain-update'), PROFILE ? 2 : 0);
        for (const fleet of result.fleets) {
          const mapMs = median(fleet.calls) + median(fleet.workers);
          console.log(
            `${String(size).padStart(8)}  ${`${share * 100}%`.padStart(5)}  ${String(fleet.zoom).padStart(4)}  ${fleet.kind.padEnd(13)} ${[
              median(fleet.builds),
              median(fleet.calls),
              median(fleet.workers),
              mapMs,
              plainMs,
            ]
              .map((ms) => ms.toFixed(1).padStart(7))
              .join(' ')} ${(mapMs / plainMs).toFixed(2).padStart(6)} ${String(fleet.held).padStart(7)} ${[
              median(fleet.tasks),
              longest(fleet.tasks),
              median(fleet.blocks),
              longest(fleet.blocks),
              median(result.plainBlocks),
              longest(result.plainBlocks),
              median(fleet.zoomIns),
              longest(fleet.zoomIns),
              median(fleet.pans),
              longest(fleet.pans),
            ]
              .map((ms) => ms.toFixed(1).padStart(7))
              .join(' ')}`,
          );
          const label = `${String(size).padStart(8)}  ${`${share * 100}%`.padStart(5)}  ${String(fleet.zoom).padStart(4)}`;
          if (events) {
            const tasks = updateTasks(events, `fleet-update-${fleet.zoom}`);
            const kinds = taskKinds(tasks);
            aims.push({
              label,
              ours: kinds.update ?? [],
              plain: plain.update ?? [],
              worker: kinds.worker ?? [],
            });
            if (DETAIL) printTasks(`fleet map at zoom ${fleet.zoom}`, tasks, PROFILE ? 6 : 0);
          } else {
            aims.push({ label, ours: [median(fleet.tasks), longest(fleet.tasks)], plain: [], worker: [] });
          }
        }
      }
    }
    printAims(aims);
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * The figure the aim is about, per case: the longest main-thread task of each update (median and
 * largest over the updates) against {@link AIM_MS}, beside the plain source's and maplibre's answers.
 */
function printAims(aims: { label: string; ours: number[]; plain: number[]; worker: number[] }[]) {
  const traced = aims.some((aim) => aim.plain.length > 0);
  console.log(
    traced
      ? `\nLongest main-thread task of an update, from Chrome's trace (our steps with maplibre's hand-over to its worker), aim ${AIM_MS} ms:`
      : `\nLongest main-thread task of an update (the bench's task: build and one step, without maplibre's hand-over), aim ${AIM_MS} ms:`,
  );
  console.log(
    `vehicles  moved  zoom   median     max  aim${traced ? '      plain source (median / max)  worker answers (median / max)' : ''}`,
  );
  const ms = (value: number | undefined) => (value ?? 0).toFixed(1).padStart(7);
  for (const { label, ours, plain, worker } of aims) {
    const met = (ours[1] ?? 0) <= AIM_MS ? 'met' : 'NOT met';
    console.log(
      `${label} ${ms(ours[0])} ${ms(ours[1])}  ${met.padEnd(7)}${
        traced ? `  ${ms(plain[0])} / ${ms(plain[1])}             ${ms(worker[0])} / ${ms(worker[1])}` : ''
      }`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
