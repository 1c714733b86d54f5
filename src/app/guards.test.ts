// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { guardNamed } from './guards';

describe('route guards', () => {
  it('knows the catalogue-redirect guard', () => {
    expect(typeof guardNamed('catalogue-redirect')).toBe('function');
  });

  it.each(['nope', 'Auth', ''])('an unknown guard %j is an error', (name) => {
    expect(() => guardNamed(name)).toThrow(`Unknown route guard: ${name}`);
  });
});
