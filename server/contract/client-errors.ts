import { Type } from 'typebox';

/** A render error a shopper's browser met: enough to find the cause in the server log, nothing personal. */
export const ClientErrorReport = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: 1000 }),
    stack: Type.Optional(Type.String({ maxLength: 8000 })),
    path: Type.String({ minLength: 1, maxLength: 500, description: 'the page the error happened on, without the query' }),
  },
  { additionalProperties: false },
);
