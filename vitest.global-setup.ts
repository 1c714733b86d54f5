import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seededTemplate } from './server/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** where this run keeps its seeded template databases (server/test-database.ts) */
    templateFolder: string;
  }
}

/** One folder of template databases per run; the catalogue size nearly every API test uses is seeded up front. */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'kramnytsia-templates-'));
  await seededTemplate(folder, 400);
  project.provide('templateFolder', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
