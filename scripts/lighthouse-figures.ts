/**
 * The figures of a Lighthouse report that the first-screen budgets speak about, their medians over runs and
 * the budgets they miss. Pure: it reads report JSON and never starts a browser, so it is tested on its own.
 */
import { FIRST_SCREEN_HYDRATED_MARK } from '../src/domain/page-rendering';
import { INITIAL_JS_CEILING_KB, type InitialJsPage } from './initial-js';

/** The part of a Lighthouse result read here; a real `Result` from the lighthouse package fits it. */
export interface LighthouseReport {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { scoreDisplayMode?: string; errorMessage?: string; numericValue?: number; details?: unknown } | undefined>;
}

export interface PageFigures {
  /** 0–100 */
  performance: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  /** every byte the first visit brought over the network, the LCP image included */
  transferBytes: number | null;
  scriptBytes: number | null;
  /** scripts the page asked for before it came alive, as the server sent them (compressed) */
  initialJsBytes: number | null;
}

export interface RunFigures extends PageFigures {
  /** audits that ended in an error; a metric whose own audit failed is read from the trace's metrics instead */
  failedAudits: { audit: string; message: string }[];
}

const KB = 1024;

type Budgets = { [K in keyof PageFigures]?: { min?: number; max?: number } };

/**
 * The first-screen targets for a shopper's first visit on a phone (mobile preset, median of the runs). The script
 * ceilings are what React 19 and react-dom allow (ADR 44), the same the static check holds (scripts/initial-js.ts).
 */
export function budgetsFor(page: InitialJsPage): Budgets {
  return {
    performance: { min: 95 },
    lcpMs: { max: 1800 },
    tbtMs: { max: 150 },
    cls: { max: 0.02 },
    transferBytes: { max: 250 * KB },
    initialJsBytes: { max: INITIAL_JS_CEILING_KB[page] * KB },
  };
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
  sessionTargetType?: string;
}

function detailItems<T>(report: LighthouseReport, auditId: string): T[] {
  const details = report.audits[auditId]?.details as { items?: T[] } | undefined;
  return Array.isArray(details?.items) ? details.items : [];
}

const numeric = (report: LighthouseReport, auditId: string): number | null => report.audits[auditId]?.numericValue ?? null;

/**
 * When the page came alive: the app's mark for a server-rendered page taken over (user timings, counted from the
 * navigation like request times). A server-rendered page asks for its code only after its first paint, so its largest
 * paint no longer bounds the code it needs; a page without the mark (the browser renders it) is bounded by that paint.
 */
function aliveAtMs(report: LighthouseReport, observedLcpMs: number | undefined): number | undefined {
  const mark = detailItems<{ name?: string; startTime?: number }>(report, 'user-timings').find(
    (t) => t.name === FIRST_SCREEN_HYDRATED_MARK,
  );
  return mark?.startTime ?? observedLcpMs;
}

/**
 * Script bytes the page requested before it came alive (see `aliveAtMs`). Without either time (the largest paint's
 * audit may fail in some Chromium builds) every script the page requested counts. Requests of a service worker are
 * its precache, not the page's first screen.
 */
function initialScriptBytes(report: LighthouseReport, aliveMs: number | undefined): number | null {
  const requests = detailItems<NetworkRequest>(report, 'network-requests');
  if (requests.length === 0) return null;
  return requests
    .filter((r) => r.resourceType === 'Script' && (r.sessionTargetType ?? 'page') === 'page')
    .filter((r) => aliveMs === undefined || (r.networkRequestTime ?? Infinity) <= aliveMs)
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
}

export function runFigures(report: LighthouseReport): RunFigures {
  const metrics = detailItems<Record<string, number | undefined>>(report, 'metrics')[0] ?? {};
  const fromMetrics = (key: string) => metrics[key] ?? null;
  const score = report.categories.performance?.score;
  const resource = (type: string) =>
    detailItems<{ resourceType?: string; transferSize?: number }>(report, 'resource-summary').find((r) => r.resourceType === type)
      ?.transferSize ?? null;
  return {
    performance: score == null ? null : Math.round(score * 100),
    fcpMs: numeric(report, 'first-contentful-paint') ?? fromMetrics('firstContentfulPaint'),
    lcpMs: numeric(report, 'largest-contentful-paint') ?? fromMetrics('largestContentfulPaint'),
    tbtMs: numeric(report, 'total-blocking-time') ?? fromMetrics('totalBlockingTime'),
    cls: numeric(report, 'cumulative-layout-shift') ?? fromMetrics('cumulativeLayoutShift'),
    speedIndexMs: numeric(report, 'speed-index') ?? fromMetrics('speedIndex'),
    transferBytes: numeric(report, 'total-byte-weight') ?? resource('total'),
    scriptBytes: resource('script'),
    initialJsBytes: initialScriptBytes(report, aliveAtMs(report, metrics.observedLargestContentfulPaint)),
    failedAudits: Object.entries(report.audits)
      .filter(([, audit]) => audit?.scoreDisplayMode === 'error')
      .map(([audit, result]) => ({ audit, message: result?.errorMessage ?? 'no message' })),
  };
}

/** The middle value (the mean of the two middle ones for an even count); runs without the figure are left out. */
export function median(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[mid]! : (known[mid - 1]! + known[mid]!) / 2;
}

export function medianFigures(runs: RunFigures[]): RunFigures {
  const middle = (key: keyof PageFigures) => median(runs.map((run) => run[key]));
  return {
    performance: middle('performance'),
    fcpMs: middle('fcpMs'),
    lcpMs: middle('lcpMs'),
    tbtMs: middle('tbtMs'),
    cls: middle('cls'),
    speedIndexMs: middle('speedIndexMs'),
    transferBytes: middle('transferBytes'),
    scriptBytes: middle('scriptBytes'),
    initialJsBytes: middle('initialJsBytes'),
    failedAudits: [...new Map(runs.flatMap((run) => run.failedAudits).map((f) => [`${f.audit} ${f.message}`, f])).values()],
  };
}

/** The budgets a page misses; a figure no run could measure counts as missed, since nothing shows it is met. */
export function missedBudgets(figures: PageFigures, budgets: Budgets): (keyof PageFigures)[] {
  return (Object.keys(budgets) as (keyof PageFigures)[]).filter((key) => {
    const { min = -Infinity, max = Infinity } = budgets[key]!;
    const value = figures[key];
    return value === null || value < min || value > max;
  });
}
