import { describe, expect, it } from 'vitest';
import { sharedSchemaCompilers } from './schema-compilers';

const route = (schema: object) => ({ schema, method: 'GET', url: '/api/things', httpPart: 'querystring' }) as never;

describe('the shared schema compilers', () => {
  it('compile a validator when it first checks something, and leave a failed check’s reasons where Fastify reads them', () => {
    const validators = sharedSchemaCompilers.buildValidator({}, { customOptions: {} } as never);
    // A schema Ajv refuses: made into a validator without complaint, it fails on its first use.
    const broken = validators(route({ type: 'object', properties: { page: { type: 'nonsense' } } }));
    expect(() => broken({ page: 1 })).toThrow();

    const validate = validators(route({ type: 'object', properties: { page: { type: 'integer' } } })) as ((data: unknown) => boolean) & {
      errors?: { instancePath: string }[];
    };
    expect(validate({ page: 'x' })).toBe(false);
    expect(validate.errors?.map((error) => error.instancePath)).toEqual(['/page']);
    expect(validate({ page: 2 })).toBe(true);
  });

  it('compile an answer serializer when it first writes, once for every app', () => {
    const schema = { type: 'object', properties: { id: { type: 'integer' } } };
    const serialize = (app: number) =>
      sharedSchemaCompilers.buildSerializer({}, {} as never)({ schema, method: 'GET', url: `/app${app}`, httpStatus: '200' } as never);
    expect(serialize(1)).toBe(serialize(2));
    expect(serialize(1)({ id: 7, secret: 'kept out' })).toBe('{"id":7}');
  });
});
