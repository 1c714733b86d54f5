import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropPostgresRun, postgresRunPrefix, seededTemplate, testDatabaseEngine } from './server/testing/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** where this run keeps its seeded template databases (server/testing/database.ts) */
    templateFolder: string;
    /** the name every PostgreSQL database of this run starts with, on the PostgreSQL engine (server/testing/database.ts) */
    postgresRunPrefix?: string;
  }
}

/**
 * Runs once per project. One folder of SQLite template databases per run, the catalogue size nearly every API test
 * uses seeded up front; on the PostgreSQL engine the templates are databases of the test server instead, seeded by
 * the first test that asks for a size, and every database of the run is dropped at its end.
 */
export default async function setup(project: TestProject) {
  if (testDatabaseEngine({ ...process.env, ...project.config.env }) === 'postgres') {
    const prefix = postgresRunPrefix();
    project.provide('postgresRunPrefix', prefix);
    return () => dropPostgresRun(prefix);
  }
  const folder = mkdtempSync(join(tmpdir(), 'kramnytsia-templates-'));
  await seededTemplate(folder, 400);
  project.provide('templateFolder', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
