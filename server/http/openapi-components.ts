import type { SwaggerTransform } from '@fastify/swagger';
// The document types @fastify/swagger is typed with.
import type { OpenAPIV3 } from 'openapi-types';
import { sharedSchemas } from '../contract/common';

/**
 * The OpenAPI document names each shared shape once, under components.schemas, and refers to it wherever a
 * route's body or answer uses it, so the generated client types repeat no shape. Only the document changes: the
 * routes validate and serialize with their schemas as they are, because registering the shapes with
 * `app.addSchema` made Fastify check every one of them again for every answer it compiles (an app took twice as
 * long to start). docs/decisions/0023-shared-shapes-as-components.md
 */

/** A copy of `node` in which each shared shape, at any depth, is a reference to its component. */
function referToShared(node: unknown): unknown {
  const name = typeof node === 'object' && node !== null ? sharedSchemas.get(node as never) : undefined;
  return name ? { $ref: `#/components/schemas/${name}` } : copyReferring(node);
}

function copyReferring(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(referToShared);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, referToShared(value)]));
}

/** Every shared shape by its name, itself written out and the shapes inside it referred to. */
export function sharedComponents(): Record<string, OpenAPIV3.SchemaObject> {
  return Object.fromEntries([...sharedSchemas].map(([schema, name]) => [name, copyReferring(schema) as OpenAPIV3.SchemaObject]));
}

/** An answer that is a shared shape keeps its description beside the reference: the document shows it as the answer's. */
function referringAnswer(answer: { description?: string }) {
  const referred = referToShared(answer) as object;
  return answer.description === undefined ? referred : { ...referred, description: answer.description };
}

/** A route as the document shows it: its body and answers refer to the shared shapes. */
export const referringRoute: SwaggerTransform = ({ schema, url }) => {
  if (!schema) return { schema, url };
  const { body, response, ...rest } = schema;
  const answers = response as Record<string, { description?: string }> | undefined;
  return {
    url,
    schema: {
      ...rest,
      ...(body !== undefined && { body: referToShared(body) }),
      ...(answers && {
        response: Object.fromEntries(Object.entries(answers).map(([status, answer]) => [status, referringAnswer(answer)])),
      }),
    },
  };
};
