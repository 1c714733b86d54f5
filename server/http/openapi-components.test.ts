import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

type Document = {
  components: { schemas: Record<string, unknown> };
  paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
};

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  doc = (await t.call('GET', '/api/openapi.json')).json();
});
afterAll(() => t.close());

/** Every object in the routes' part of the document. */
function* objectsIn(node: unknown): Generator<object> {
  if (typeof node !== 'object' || node === null) return;
  yield node;
  for (const value of Object.values(node)) yield* objectsIn(value);
}

describe('shared shapes in the OpenAPI document', () => {
  it('are written out once, as components that refer to the shapes inside them', () => {
    const { schemas } = doc.components;
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['ErrorBody', 'Image', 'SellerRef', 'ProductCard', 'CartAnswer']));
    expect(schemas.ProductCard).toMatchObject({
      properties: { image: { $ref: '#/components/schemas/Image' }, seller: { $ref: '#/components/schemas/SellerRef' } },
    });
  });

  it('never stand inline in a route: each use is a reference', () => {
    const written = new Set(Object.values(doc.components.schemas).map((schema) => JSON.stringify(schema)));
    const inline = [...objectsIn(doc.paths)].filter((node) => written.has(JSON.stringify(node)));
    expect(inline).toEqual([]);
    expect(JSON.stringify(doc.paths)).toContain('"$ref":"#/components/schemas/ProductCard"');
  });

  it('an answer that is a shared shape keeps its description', () => {
    const login = doc.paths['/api/auth/login-customer']!.post!.responses;
    expect(login['400']).toMatchObject({
      description: 'Every error: a message in the request language and per-field texts',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    });
  });
});
