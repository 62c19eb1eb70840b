// Chrome's performance trace of the bench page (BENCH_TRACE=1, or =profile with V8's samples): which
// main-thread tasks an update
// of the fleet map causes, how long each is and what ran in it. The page marks each update with
// `performance.mark('fleet-update:<round>:start')` before it and `…:end` once the map is idle; every
// task on the page's main thread between the two is the update's. Per task it prints the trace
// events at its top (timer, animation frame, message from maplibre's worker, the bench's own call)
// and the functions most often on the stack in V8's samples taken during it.
import type { CDPSession, Page } from '@playwright/test';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      functionName?: string;
      url?: string;
      type?: string;
      startTime?: number;
      cpuProfile?: {
        nodes?: {
          id: number;
          parent?: number;
          callFrame: { functionName: string; url?: string; lineNumber: number };
        }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
];
/** V8's sampling profiler: what ran in each task, at the price of slower tasks. */
const PROFILER = 'disabled-by-default-v8.cpu_profiler';

/**
 * Starts tracing the page (with V8's samples when `profile`); the returned function stops it and
 * answers the trace's events.
 */
export async function startTrace(page: Page, profile: boolean): Promise<() => Promise<TraceEvent[]>> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message) => {
    events.push(...(message.value as unknown as TraceEvent[]));
  });
  const categories = [...CATEGORIES, ...(profile ? [PROFILER] : [])].join(',');
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
    return events;
  };
}

interface Task {
  start: number;
  dur: number;
  round: number;
  /** µs from the round's start mark. */
  offset: number;
  top: string[];
  functions: [string, number][];
}

/** The main-thread tasks of every marked update, longest first. */
export function updateTasks(events: TraceEvent[], prefix: string): Task[] {
  const marks = events.filter((e) => e.cat.includes('blink.user_timing') && e.name.startsWith(`${prefix}:`));
  if (marks.length === 0) return [];
  const pid = (marks[0] as TraceEvent).pid;
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  )?.tid;
  const windows: { round: number; start: number; end: number }[] = [];
  for (const mark of marks) {
    const [, round, edge] = mark.name.split(':');
    if (edge === 'start')
      windows.push({ round: Number(round), start: mark.ts, end: Number.POSITIVE_INFINITY });
    else {
      const open = windows.find((w) => w.round === Number(round));
      if (open) open.end = mark.ts;
    }
  }
  const samples = cpuSamples(events, pid, main);
  const onMain = events.filter((e) => e.pid === pid && e.tid === main && e.ph === 'X' && e.dur !== undefined);
  const runTasks = onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask');
  const tasks: Task[] = [];
  for (const task of runTasks) {
    const end = task.ts + (task.dur ?? 0);
    const window = windows.find((w) => end > w.start && task.ts < w.end);
    if (!window) continue;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
    // The outermost events of the task: the ones no other event inside it encloses.
    const top = inside
      .filter(
        (e) =>
          !inside.some(
            (o) =>
              o !== e &&
              o.ts <= e.ts &&
              o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) &&
              (o.dur ?? 0) > (e.dur ?? 0),
          ),
      )
      .filter((e) => (e.dur ?? 0) >= 200)
      .map((e) => `${eventName(e)} ${((e.dur ?? 0) / 1000).toFixed(1)}`);
    const counts = new Map<string, number>();
    let total = 0;
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts >= end) continue;
      total++;
      for (const frame of new Set(sample.stack)) counts.set(frame, (counts.get(frame) ?? 0) + 1);
    }
    const functions = [...counts]
      .filter(([name]) => name !== '(root)' && name !== '(program)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 14)
      .map(([name, count]): [string, number] => [name, count / Math.max(total, 1)]);
    tasks.push({
      start: task.ts,
      dur: task.dur ?? 0,
      round: window.round,
      offset: task.ts - window.start,
      top,
      functions,
    });
  }
  return tasks.sort((a, b) => b.dur - a.dur);
}

/**
 * What a task is: `update` — a timer task (the update's call and its later steps, maplibre's
 * hand-over to its worker included: it runs in the microtasks of the step that calls it); `worker`
 * — maplibre handling its worker's answers (data applied, tiles parsed); `frame` — maplibre drawing
 * a frame, split into its script (`frame js`) and the compositor's commit that follows in the same
 * task (with software WebGL the drawing itself: the same for any source, see the plain figures).
 */
function kindOf(task: Task): 'update' | 'worker' | 'frame' | 'other' {
  if (task.top.some((event) => event.startsWith('FireAnimationFrame') || event.startsWith('Commit')))
    return 'frame';
  if (task.top.some((event) => event.startsWith('TimerFire'))) return 'update';
  if (
    task.top.some(
      (event) => event.startsWith('HandlePostMessage') || event.startsWith('EventDispatch(message)'),
    )
  )
    return 'worker';
  return 'other';
}

function topMs(task: Task, name: string): number {
  return task.top
    .filter((event) => event.startsWith(name))
    .reduce((sum, event) => sum + Number(event.split(' ').at(-1)), 0);
}

/** Per kind of task, the median and the largest over the updates of each update's longest task (ms). */
export function taskKinds(tasks: Task[]): Record<string, [median: number, max: number]> {
  const rounds = new Map<number, Record<string, number>>();
  for (const task of tasks) {
    const kind = kindOf(task);
    const longest = rounds.get(task.round) ?? {};
    rounds.set(task.round, longest);
    const put = (key: string, ms: number) => {
      longest[key] = Math.max(longest[key] ?? 0, ms);
    };
    put('any', task.dur / 1000);
    if (kind === 'frame') {
      put('frame js', topMs(task, 'FireAnimationFrame'));
      put('commit', topMs(task, 'Commit'));
      put('frame other', task.dur / 1000 - topMs(task, 'FireAnimationFrame') - topMs(task, 'Commit'));
    } else put(kind, task.dur / 1000);
  }
  const result: Record<string, [number, number]> = {};
  for (const key of ['update', 'worker', 'frame js', 'frame other', 'commit', 'other', 'any']) {
    const values = [...rounds.values()].map((longest) => longest[key] ?? 0).sort((a, b) => a - b);
    result[key] = [values[Math.floor(values.length / 2)] ?? 0, values.at(-1) ?? 0];
  }
  return result;
}

/** Prints the longest task of each kind per update, and the longest update tasks with what ran in them. */
export function printTasks(label: string, tasks: Task[], count = 6): void {
  const kinds = taskKinds(tasks);
  console.log(
    `  trace ${label}, longest task per update (median / max, ms): ${Object.entries(kinds)
      .map(([kind, [median, max]]) => `${kind} ${median.toFixed(1)} / ${max.toFixed(1)}`)
      .join(', ')}`,
  );
  for (const task of tasks.filter((t) => kindOf(t) === 'update' || kindOf(t) === 'worker').slice(0, count)) {
    console.log(
      `    ${(task.dur / 1000).toFixed(1)} ms, round ${task.round}, +${(task.offset / 1000).toFixed(1)} ms: ${task.top.join(' | ')}`,
    );
    console.log(
      `      ${task.functions.map(([name, share]) => `${name} ${Math.round(share * 100)}%`).join(', ')}`,
    );
  }
}

function eventName(event: TraceEvent): string {
  const data = event.args?.data;
  if (event.name === 'FunctionCall' && data?.functionName) return `FunctionCall(${data.functionName})`;
  if (event.name === 'EventDispatch' && data?.type) return `EventDispatch(${data.type})`;
  return event.name;
}

/** V8's samples of the main thread: time and the function names on the stack. */
function cpuSamples(events: TraceEvent[], pid: number, tid: number | undefined) {
  const nodes = new Map<number, { parent?: number; name: string }>();
  const samples: { ts: number; stack: string[] }[] = [];
  const profiles = new Map<string, number>();
  for (const event of events) {
    if (event.pid !== pid || event.tid !== tid) continue;
    if (event.name === 'Profile' && event.id) profiles.set(event.id, event.args?.data?.startTime ?? event.ts);
  }
  const times = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid || !event.id || !profiles.has(event.id)) continue;
    const profile = event.args?.data?.cpuProfile;
    for (const node of profile?.nodes ?? []) {
      const { functionName, url, lineNumber } = node.callFrame;
      const file = (url ?? '').split('/').pop()?.split('?')[0] ?? '';
      nodes.set(node.id, {
        parent: node.parent,
        name: functionName ? `${functionName}@${file}:${lineNumber}` : `(${file || 'anonymous'})`,
      });
    }
    let time = times.get(event.id) ?? (profiles.get(event.id) as number);
    const deltas = event.args?.data?.timeDeltas ?? [];
    (profile?.samples ?? []).forEach((id, i) => {
      time += deltas[i] ?? 0;
      const stack: string[] = [];
      for (
        let node = nodes.get(id);
        node;
        node = node.parent === undefined ? undefined : nodes.get(node.parent)
      )
        stack.push(node.name);
      samples.push({ ts: time, stack });
    });
    times.set(event.id, time);
  }
  return samples;
}
