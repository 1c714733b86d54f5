import type { paths } from './api-schema';

/** Names for the shapes of the generated contract, written once. */

export type ApiPath = keyof paths;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The JSON an endpoint answers with the given status: `ResponseOf<'/api/cart/items', 'post'>`. */
export type ResponseOf<P extends ApiPath, M extends Method = 'get', S extends number = 200> = paths[P][M] extends { responses: infer R }
  ? S extends keyof R
    ? R[S] extends { content: { 'application/json': infer T } }
      ? T
      : never
    : never
  : never;

/** The JSON body an endpoint takes. */
export type RequestBodyOf<P extends ApiPath, M extends Method = 'post'> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
