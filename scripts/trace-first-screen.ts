/**
 * npm run trace:first-screen [-- /path …] — what the main thread does on a shopper's first visit on a phone: a
 * Chromium performance trace under 4× CPU slowdown (mobile viewport), the page's longest tasks after the first paint,
 * and for each the source modules where its time went (the built assets' source maps read back to src/). A report for
 * finding what to hydrate less or later; the figures vary with the machine's load, the shares within a task much less.
 * env: TRACE_CPU_SLOWDOWN (default 4), TRACE_TASKS (how many longest tasks, default 5), CHROMIUM_PATH, DIST_DIR.
 */
import { readFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { startStore } from './bench-lighthouse';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const DEFAULT_PATHS = ['/', '/catalog/c1', '/product/1411'];
const LONG_TASK_US = 50_000;
/** The trace events that are the browser's own work inside a task (nested ones may overlap their parents). */
const BROWSER_WORK = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'EvaluateScript',
  'v8.compile',
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'Decode Image',
  'ImageDecodeTask',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'RunMicrotasks',
  'HitTest',
]);

/** Where a minified frame came from: the source module (and function name, when the map has one). */
function sourceNamer(distDir: string) {
  const maps = new Map<string, TraceMap | null>();
  return (frame: ProfileNode['callFrame']): string => {
    const asset = (frame.url ?? '').match(/\/(assets\/[^?#]+\.js)$/)?.[1];
    if (!asset) return frame.functionName || frame.url || '(native)';
    if (!maps.has(asset)) {
      const file = join(distDir, `${asset}.map`);
      maps.set(asset, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
    }
    const map = maps.get(asset);
    if (!map) return `${asset} ${frame.functionName}`;
    const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!at.source) return `${asset} ${frame.functionName}`;
    const source = at.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');
    return `${source}${at.name ? ` ${at.name}` : ''}`;
  };
}

/** The module a source position belongs to, for grouping: a package's name, or the file under src/. */
const moduleOf = (named: string) => {
  const [source] = named.split(' ');
  const pkg = source!.match(/^(@[^/]+\/[^/]+|[^/]+)\//);
  return source!.startsWith('src/') ? source! : (pkg?.[1] ?? source!);
};

function readProfile(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { at: number; node: number }[] = [];
  let at = 0;
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile' && event.tid === tid) at = Number(event.args?.data?.startTime ?? event.ts);
    if (event.name !== 'ProfileChunk') continue;
    const data = event.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    ids.forEach((node, i) => {
      at += data?.timeDeltas?.[i] ?? 0;
      samples.push({ at, node });
    });
  }
  return { nodes, samples };
}

async function tracePage(origin: string, path: string, slowdown: number): Promise<TraceEvent[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'uk-UA' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'loading',
        'blink.user_timing',
      ],
    });
    await page.goto(origin + path, { waitUntil: 'load' });
    // The work that follows the load (deferred strips, the worker's registration, idle tasks) is part of the story.
    await page.waitForTimeout(5_000 * Math.max(1, slowdown / 2));
    const buffer = await browser.stopTracing();
    return (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await browser.close();
  }
}

function report(events: TraceEvent[], path: string, name: ReturnType<typeof sourceNamer>, taskCount: number): void {
  const mainThreads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busiest = mainThreads
    .map((t) => ({
      pid: t.pid,
      tid: t.tid,
      busy: events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask').reduce((sum, e) => sum + (e.dur ?? 0), 0),
    }))
    .sort((a, b) => b.busy - a.busy)[0];
  if (!busiest) throw new Error('the trace has no renderer main thread');
  const { pid, tid } = busiest;
  const fcp = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint')?.ts ?? 0;
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) >= LONG_TASK_US && e.ts >= fcp)
    .sort((a, b) => b.dur! - a.dur!);
  const blocking = tasks.reduce((sum, t) => sum + (t.dur! - LONG_TASK_US), 0);
  const { nodes, samples } = readProfile(events, pid, tid);
  console.log(
    `\n${path}: ${tasks.length} tasks of 50 ms or more after the first paint; their time over 50 ms adds up to ${Math.round(blocking / 1000)} ms`,
  );
  for (const task of tasks.slice(0, taskCount)) {
    const inside = samples.filter((s) => s.at >= task.ts && s.at <= task.ts + task.dur!);
    const byModule = new Map<string, number>();
    const byFrame = new Map<string, number>();
    for (const sample of inside) {
      const leaf = nodes.get(sample.node);
      if (!leaf) continue;
      const frame = name(leaf.callFrame);
      byFrame.set(frame, (byFrame.get(frame) ?? 0) + 1);
      // A module counts once per sample, wherever it is on the stack: the time spent in it or in what it called.
      const seen = new Set<string>();
      for (let node: ProfileNode | undefined = leaf; node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
        if (!node.callFrame.url) continue;
        const module = moduleOf(name(node.callFrame));
        if (!module.startsWith('src/') || seen.has(module)) continue;
        seen.add(module);
        byModule.set(module, (byModule.get(module) ?? 0) + 1);
      }
    }
    const share = (n: number) => `${Math.round((100 * n) / Math.max(1, inside.length))} %`;
    const top = (map: Map<string, number>, n: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([what, count]) => `${what} ${share(count)}`)
        .join('; ');
    console.log(`  ${Math.round(task.dur! / 1000)} ms at ${Math.round((task.ts - fcp) / 1000)} ms after the first paint`);
    // What the browser itself did in the task (layout, style, parsing…), by the trace's own events one level down.
    const work = new Map<string, number>();
    for (const e of events) {
      if (e.pid !== pid || e.tid !== tid || e.ph !== 'X' || e.name === 'RunTask' || e.ts < task.ts || e.ts > task.ts + task.dur!) continue;
      if (!BROWSER_WORK.has(e.name)) continue;
      work.set(e.name, (work.get(e.name) ?? 0) + (e.dur ?? 0));
    }
    const workLine = [...work]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([what, us]) => `${what} ${Math.round(us / 1000)} ms`)
      .join('; ');
    console.log(`    browser work: ${workLine || '–'}`);
    console.log(`    under src/ (inclusive): ${top(byModule, 6) || '–'}`);
    console.log(`    self time: ${top(byFrame, 5) || '–'}`);
  }
}

export async function traceFirstScreen(paths: string[]): Promise<void> {
  const slowdown = Number(process.env.TRACE_CPU_SLOWDOWN ?? 4);
  const taskCount = Number(process.env.TRACE_TASKS ?? 5);
  const distDir = resolve(process.env.DIST_DIR ?? 'dist');
  const name = sourceNamer(distDir);
  const dir = mkdtempSync(join(tmpdir(), 'kramnytsia-trace-'));
  try {
    const { app, origin } = await startStore(dir);
    try {
      console.log(
        `Chromium trace, ${slowdown}× CPU slowdown, phone viewport, first visit; sources from ${relative('.', distDir)}/assets/*.map`,
      );
      for (const path of paths) report(await tracePage(origin, path, slowdown), path, name, taskCount);
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const paths = process.argv.slice(2);
  await traceFirstScreen(paths.length ? paths : DEFAULT_PATHS);
}
