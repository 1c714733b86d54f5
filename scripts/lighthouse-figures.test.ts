import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_HYDRATED_MARK } from '../src/domain/page-rendering';
import { budgetsFor, median, medianFigures, missedBudgets, runFigures, type LighthouseReport, type RunFigures } from './lighthouse-figures';

const KB = 1024;

/** A report shaped like Lighthouse 12's for a client-rendered page: scripts before and after the largest paint. */
function report(overrides: LighthouseReport['audits'] = {}): LighthouseReport {
  return {
    categories: { performance: { score: 0.28 } },
    audits: {
      'first-contentful-paint': { scoreDisplayMode: 'numeric', numericValue: 2650 },
      'largest-contentful-paint': { scoreDisplayMode: 'numeric', numericValue: 4010 },
      'total-blocking-time': { scoreDisplayMode: 'numeric', numericValue: 1800 },
      'cumulative-layout-shift': { scoreDisplayMode: 'numeric', numericValue: 0.72 },
      'speed-index': { scoreDisplayMode: 'numeric', numericValue: 4900 },
      'total-byte-weight': { scoreDisplayMode: 'numeric', numericValue: 300 * KB },
      metrics: {
        scoreDisplayMode: 'informative',
        details: { items: [{ observedLargestContentfulPaint: 900, cumulativeLayoutShift: 0.7 }] },
      },
      'resource-summary': {
        scoreDisplayMode: 'informative',
        details: {
          items: [
            { resourceType: 'total', transferSize: 310 * KB },
            { resourceType: 'script', transferSize: 150 * KB },
          ],
        },
      },
      'network-requests': {
        scoreDisplayMode: 'informative',
        details: {
          items: [
            { resourceType: 'Document', transferSize: 3 * KB, networkRequestTime: 0, sessionTargetType: 'page' },
            { resourceType: 'Script', transferSize: 70 * KB, networkRequestTime: 20, sessionTargetType: 'page' },
            { resourceType: 'Script', transferSize: 40 * KB, networkRequestTime: 600, sessionTargetType: 'page' },
            { resourceType: 'Script', transferSize: 30 * KB, networkRequestTime: 1500, sessionTargetType: 'page' },
            { resourceType: 'Script', transferSize: 90 * KB, networkRequestTime: 700, sessionTargetType: 'worker' },
          ],
        },
      },
      ...overrides,
    },
  };
}

const figures = (values: Partial<RunFigures> = {}): RunFigures => ({
  performance: 97,
  fcpMs: 900,
  lcpMs: 1500,
  tbtMs: 80,
  cls: 0.01,
  speedIndexMs: 1200,
  transferBytes: 200 * KB,
  scriptBytes: 90 * KB,
  initialJsBytes: 100 * KB,
  failedAudits: [],
  ...values,
});

describe('runFigures', () => {
  it('reads the score, the metrics and the bytes of a report', () => {
    expect(runFigures(report())).toEqual({
      performance: 28,
      fcpMs: 2650,
      lcpMs: 4010,
      tbtMs: 1800,
      cls: 0.72,
      speedIndexMs: 4900,
      transferBytes: 300 * KB,
      scriptBytes: 150 * KB,
      initialJsBytes: 110 * KB,
      failedAudits: [],
    });
  });

  it('counts as initial JS only the page’s scripts requested before its largest paint, not the worker’s precache', () => {
    expect(runFigures(report()).initialJsBytes).toBe(110 * KB);
  });

  it('counts the scripts requested before a server-rendered page came alive, which is after its largest paint', () => {
    const hydrated = report({
      'user-timings': { scoreDisplayMode: 'informative', details: { items: [{ name: FIRST_SCREEN_HYDRATED_MARK, startTime: 1600 }] } },
    });
    expect(runFigures(hydrated).initialJsBytes).toBe(140 * KB);
    const early = report({
      'user-timings': { scoreDisplayMode: 'informative', details: { items: [{ name: FIRST_SCREEN_HYDRATED_MARK, startTime: 100 }] } },
    });
    expect(runFigures(early).initialJsBytes).toBe(70 * KB);
  });

  it('counts every script of the page when the largest paint is unknown', () => {
    const noLcp = report({ metrics: { scoreDisplayMode: 'informative', details: { items: [{}] } } });
    expect(runFigures(noLcp).initialJsBytes).toBe(140 * KB);
  });

  it('names the audits that errored and still reads a failed metric from the trace', () => {
    const message = 'Required RootCauses gatherer encountered an error';
    const broken = report({
      'layout-shifts': { scoreDisplayMode: 'error', errorMessage: message },
      'cumulative-layout-shift': { scoreDisplayMode: 'error', errorMessage: message },
    });
    const run = runFigures(broken);
    expect(run.cls).toBe(0.7);
    expect(run.failedAudits).toEqual([
      { audit: 'cumulative-layout-shift', message },
      { audit: 'layout-shifts', message },
    ]);
  });

  it('leaves a figure empty when the report lacks it', () => {
    const bare = runFigures({ categories: { performance: { score: null } }, audits: {} });
    expect(bare.performance).toBeNull();
    expect(bare.lcpMs).toBeNull();
    expect(bare.initialJsBytes).toBeNull();
  });
});

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[5], 5],
    [[7, null, 1, 4], 4],
    [[], null],
    [[null], null],
  ])('of %j is %j', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('is taken per figure over the runs, with each failed audit named once', () => {
    const failure = { audit: 'layout-shifts', message: 'gatherer error' };
    const runs = [
      figures({ lcpMs: 4000, failedAudits: [failure] }),
      figures({ lcpMs: 1000, failedAudits: [failure] }),
      figures({ lcpMs: 2500 }),
    ];
    const middle = medianFigures(runs);
    expect(middle.lcpMs).toBe(2500);
    expect(middle.performance).toBe(97);
    expect(middle.failedAudits).toEqual([failure]);
  });
});

describe('missedBudgets', () => {
  it('is empty for a page within every budget, limits included', () => {
    expect(
      missedBudgets(
        figures({ performance: 95, lcpMs: 1800, tbtMs: 150, cls: 0.02, transferBytes: 250 * KB, initialJsBytes: 120 * KB }),
        budgetsFor('home'),
      ),
    ).toEqual([]);
  });

  it.each([
    ['home', 120, 121],
    ['ru', 120, 121],
    ['category', 130, 131],
    ['product', 130, 131],
    ['ru-category', 130, 131],
    ['ru-product', 130, 131],
    ['ru-blog', 130, 131],
    ['ru-storefront', 130, 131],
  ] as const)('holds the %s page to its script ceiling of %i KB', (page, within, over) => {
    expect(missedBudgets(figures({ performance: 99, initialJsBytes: within * KB }), budgetsFor(page))).toEqual([]);
    expect(missedBudgets(figures({ performance: 99, initialJsBytes: over * KB }), budgetsFor(page))).toEqual(['initialJsBytes']);
  });

  it('names each figure over or under its limit', () => {
    expect(
      missedBudgets(
        figures({ performance: 94, lcpMs: 1801, tbtMs: 151, cls: 0.021, transferBytes: 250 * KB + 1, initialJsBytes: 130 * KB + 1 }),
        budgetsFor('product'),
      ),
    ).toEqual(['performance', 'lcpMs', 'tbtMs', 'cls', 'transferBytes', 'initialJsBytes']);
  });

  it('counts a budgeted figure no run measured as missed, and ignores figures without a budget', () => {
    expect(missedBudgets(figures({ cls: null, fcpMs: null, speedIndexMs: 99_000 }), budgetsFor('category'))).toEqual(['cls']);
  });
});
