import { ApiFailure } from '../../lib/api';

export type FieldTexts = Record<string, string>;

/** A refused form's answer as the form shows it: the message above, each field's first problem under it. */
export function formFailure(error: unknown): { message: string; fields: FieldTexts } {
  const fields: FieldTexts = {};
  if (error instanceof ApiFailure)
    for (const [field, texts] of Object.entries(error.body.errors ?? {})) if (texts[0]) fields[field] = texts[0];
  return { message: (error as Error).message, fields };
}
