import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from './api-types';

describe('the client API types', () => {
  it('match the server route schemas (run `npm run gen:api` after changing a schema)', async () => {
    expect(readFileSync(API_TYPES_FILE, 'utf8')).toBe(await generateApiTypes());
  });
});
