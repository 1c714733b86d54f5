import { afterEach, describe, expect, it } from 'vitest';
import { keepingNodeEnv } from './build';

const before = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = before;
});

describe('a build inside npm start leaves the process in the mode it started in', () => {
  it.each([
    ['unset', undefined],
    ['development', 'development'],
    ['test', 'test'],
  ])('NODE_ENV %s stays so after a build that sets production, as Vite does', async (_, mode) => {
    if (mode === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = mode;
    await keepingNodeEnv(async () => {
      process.env.NODE_ENV = 'production';
    });
    expect(process.env.NODE_ENV).toBe(mode);
  });

  it('also when the build fails', async () => {
    process.env.NODE_ENV = 'development';
    await expect(
      keepingNodeEnv(async () => {
        process.env.NODE_ENV = 'production';
        throw new Error('build failed');
      }),
    ).rejects.toThrow('build failed');
    expect(process.env.NODE_ENV).toBe('development');
  });
});
