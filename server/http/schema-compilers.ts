import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

const serializerSelector = SerializerSelector();
/** Answer serializers by the options they were made with, then by schema, then by status and content type. */
const serializers = new Map<string, WeakMap<object, Map<string, Serializer>>>();

/**
 * The schema compilers of every app this process builds (Fastify's `schemaController.compilersFactory`). Fastify
 * makes new ones for each app, so each compiled all its routes' validators and answer serializers again: over a
 * second of CPU per app, paid by every API test file (each builds its own app) and needed by none. The routes'
 * schemas are module constants, so a schema compiled once serves every app with the same shared schemas and options.
 */
export const sharedSchemaCompilers = {
  // Pools one Ajv per set of shared schemas and options, and Ajv keeps what it compiled by schema object.
  buildValidator: AjvCompiler(),
  buildSerializer: ((externalSchemas, options) => {
    const compile = serializerSelector(externalSchemas, options);
    const pool = `${JSON.stringify(externalSchemas)}${JSON.stringify(options)}`;
    const bySchema = serializers.get(pool) ?? serializers.set(pool, new WeakMap()).get(pool)!;
    return (route) => {
      const { schema } = route;
      if (typeof schema !== 'object' || schema === null) return compile(route);
      const answers = bySchema.get(schema) ?? bySchema.set(schema, new Map()).get(schema)!;
      const key = `${route.httpStatus} ${(route as { contentType?: string }).contentType ?? ''}`;
      return answers.get(key) ?? answers.set(key, compile(route)).get(key)!;
    };
  }) satisfies SerializerFactory,
};
