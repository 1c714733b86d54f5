import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { analyticsMeta, analyticsOrigins } from './analytics-origins';

describe('Google Analytics configuration', () => {
  it.each<[Record<string, string>, string | null]>([
    [{}, null],
    [{ GA_MEASUREMENT_ID: 'G-ABC123' }, null], // development and tests: the recorder
    [{ GA_MEASUREMENT_ID: 'G-ABC123', NODE_ENV: 'production' }, 'G-ABC123'],
    [{ GA_MEASUREMENT_ID: ' G-ABC123 ', NODE_ENV: 'production' }, 'G-ABC123'],
    [{ GA_MEASUREMENT_ID: 'G-1"><script>', NODE_ENV: 'production' }, null],
    [{ GA_MEASUREMENT_ID: 'UA-1234-1', NODE_ENV: 'production' }, null],
  ])('%j -> %j', (env, id) => {
    expect(
      readConfig({ SECRET: 'a long random test value of 32+ characters', PUBLIC_URL: 'https://kramnytsia.test', ...env }).gaMeasurementId,
    ).toBe(id);
  });

  it('names Google’s origins and the id only when there is an id', () => {
    expect(analyticsOrigins({ gaMeasurementId: null })).toEqual({ script: [], connect: [], img: [] });
    expect(analyticsMeta({ gaMeasurementId: null })).toBe('');
    expect(analyticsOrigins({ gaMeasurementId: 'G-ABC123' }).script).toEqual(['https://www.googletagmanager.com']);
    expect(analyticsMeta({ gaMeasurementId: 'G-ABC123' })).toBe('<meta name="ga-measurement-id" content="G-ABC123">');
  });
});
