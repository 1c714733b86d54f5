import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;
type ValidatorFactory = ReturnType<typeof AjvCompiler>;
type Validator = ReturnType<ReturnType<ValidatorFactory>>;

const validatorCompiler = AjvCompiler();
const serializerSelector = SerializerSelector();
/** Answer serializers by the options they were made with, then by schema, then by status and content type. */
const serializers = new Map<string, WeakMap<object, Map<string, Serializer>>>();

/**
 * A validator compiled when it first checks something. Fastify reads a failed check's reasons from the function's
 * `errors`, as Ajv leaves them on its own.
 */
function validatorOnFirstUse(compile: () => Validator): Validator {
  let compiled: Validator | undefined;
  const validate = ((data: unknown) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  }) as Validator;
  return validate;
}

/** A serializer compiled when it first writes an answer. */
function serializerOnFirstUse(compile: () => Serializer): Serializer {
  let compiled: Serializer | undefined;
  return (data) => (compiled ??= compile())(data);
}

/**
 * The schema compilers of every app this process builds (Fastify's `schemaController.compilersFactory`).
 * - Fastify makes new ones for each app, so each compiled all its routes' validators and answer serializers again:
 *   over a second of CPU per app, paid by every API test file (each builds its own app). The routes' schemas are
 *   module constants, so a schema compiled once serves every app with the same shared schemas and options.
 * - Each is compiled when its route first uses it, not while the app starts: a store's process (each worker, each
 *   restart) no longer spends a second compiling routes before it serves, and a test app only those it calls. A
 *   schema Ajv cannot compile fails its route's first request instead of the start, so it shows in the API test
 *   that calls the route.
 */
export const sharedSchemaCompilers = {
  // Pools one Ajv per set of shared schemas and options, and Ajv keeps what it compiled by schema object.
  buildValidator: ((externalSchemas, options) => {
    const compile = validatorCompiler(externalSchemas, options);
    return (route) => validatorOnFirstUse(() => compile(route));
  }) satisfies ValidatorFactory,
  buildSerializer: ((externalSchemas, options) => {
    const compile = serializerSelector(externalSchemas, options);
    const pool = `${JSON.stringify(externalSchemas)}${JSON.stringify(options)}`;
    const bySchema = serializers.get(pool) ?? serializers.set(pool, new WeakMap()).get(pool)!;
    return (route) => {
      const { schema } = route;
      if (typeof schema !== 'object' || schema === null) return serializerOnFirstUse(() => compile(route));
      const answers = bySchema.get(schema) ?? bySchema.set(schema, new Map()).get(schema)!;
      const key = `${route.httpStatus} ${(route as { contentType?: string }).contentType ?? ''}`;
      return (
        answers.get(key) ??
        answers
          .set(
            key,
            serializerOnFirstUse(() => compile(route)),
          )
          .get(key)!
      );
    };
  }) satisfies SerializerFactory,
};
