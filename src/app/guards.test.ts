// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sameSiteBack } from '../domain/account-rules';
import { guardNamed } from './guards';

describe('route guards', () => {
  it('knows the catalogue-redirect guard', () => {
    expect(typeof guardNamed('catalogue-redirect')).toBe('function');
  });

  it.each(['nope', 'Auth', '', 'toString', 'constructor'])('an unknown guard %j is an error', (name) => {
    expect(() => guardNamed(name)).toThrow(`Unknown route guard: ${name}`);
  });
});

describe('the auth guard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  const guardWith = async (status: number, body: object, path: string) => {
    history.replaceState(null, '', path);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
    );
    vi.resetModules();
    return (await import('./guards')).guardNamed('auth');
  };

  it('sends a guest to login with the way back', async () => {
    const guard = await guardWith(401, { message: 'no' }, '/ru/cabinet?tab=profile');
    expect(await guard({}, '?tab=profile')).toBe('/login?back=%2Fcabinet%3Ftab%3Dprofile');
  });

  it('lets a signed-in customer through', async () => {
    const customer = {
      id: 1,
      name: 'Олена',
      surname: '',
      patronymic: '',
      phone: '380930000001',
      email: null,
      birth_day: null,
      gender: null,
    };
    const guard = await guardWith(200, { data: customer }, '/cabinet');
    expect(await guard({}, '')).toBeNull();
  });
});

describe('where login returns to', () => {
  it.each([
    ['/cabinet?tab=orders', '/cabinet?tab=orders'],
    ['/product/12', '/product/12'],
    [null, '/cabinet'],
    ['', '/cabinet'],
    ['https://evil.example/', '/cabinet'],
    ['//evil.example/', '/cabinet'],
    ['/\\evil.example/', '/cabinet'],
  ])('back %j → %j', (back, expected) => {
    expect(sameSiteBack(back)).toBe(expected);
  });
});
