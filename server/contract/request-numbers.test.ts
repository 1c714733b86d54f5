import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(() => t.close());

interface Schema {
  type?: string;
  minimum?: number;
  maximum?: number;
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

/** Every number field of a request schema, with where it is. */
function numberFields(schema: Schema | undefined, at: string): [string, Schema][] {
  if (!schema) return [];
  const own: [string, Schema][] = schema.type === 'integer' || schema.type === 'number' ? [[at, schema]] : [];
  const inner = [
    ...Object.entries(schema.properties ?? {}).map(([name, s]) => numberFields(s, `${at}.${name}`)),
    numberFields(schema.items, `${at}[]`),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].map((s) => numberFields(s, at)),
  ];
  return [...own, ...inner.flat()];
}

it('every number a request carries has a lower and a safe upper bound', async () => {
  const doc = (await t.call('GET', '/api/openapi.json')).json() as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: { in: string; name: string; schema: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> } }
      >
    >;
  };
  const fields = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, op]) => [
      ...(op.parameters ?? []).flatMap((p) => numberFields(p.schema, `${method.toUpperCase()} ${path} ${p.in} ${p.name}`)),
      ...Object.values(op.requestBody?.content ?? {}).flatMap((c) => numberFields(c.schema, `${method.toUpperCase()} ${path} body`)),
    ]),
  );
  expect(fields.length).toBeGreaterThan(50);
  const unbounded = fields
    .filter(([, s]) => s.const === undefined && s.enum === undefined)
    .filter(([, s]) => s.minimum === undefined || s.maximum === undefined || s.maximum > Number.MAX_SAFE_INTEGER)
    .map(([at]) => at);
  expect(unbounded).toEqual([]);
});
