import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/app';

/**
 * The document other clients build on (a seller's integration, a mobile app, a generated SDK) passes Redocly's
 * recommended rules, as configured in redocly.yaml. The CLI has no programmatic entry, so it runs as a child
 * process on a copy of the document: docs/decisions/0036-openapi-lint.md.
 */

type Problem = { ruleId: string; severity: 'error' | 'warn'; message: string; location: { pointer?: string }[] };
type Document = { servers?: unknown; paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>> };

const redocly = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

let t: TestApp;
let doc: Document;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  doc = (await t.call('GET', '/api/openapi.json')).json();
  dir = mkdtempSync(join(tmpdir(), 'kramnytsia-openapi-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every problem Redocly finds in `document`. */
async function lint(document: object, name: string): Promise<Problem[]> {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(document));
  const args = [redocly, 'lint', file, '--config', 'redocly.yaml', '--format', 'json', '--max-problems', '10000'];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  // The CLI exits with 1 when it finds errors; its report is on stdout either way.
  const stdout = await promisify(execFile)(process.execPath, args, { env, maxBuffer: 64 * 1024 * 1024 }).then(
    (done) => done.stdout,
    (failed: { stdout?: string }) => failed.stdout ?? '',
  );
  return (JSON.parse(stdout) as { problems: Problem[] }).problems;
}

const listed = (problems: Problem[]) => problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`);

describe('the OpenAPI document', () => {
  it('passes the recommended rules with no error, and the check does find one', async () => {
    // One operation of the document without its servers: small, so that proving the check can fail costs little.
    const [path, item] = Object.entries(doc.paths).find(([, operations]) => operations.get)!;
    const withoutServers = { ...doc, servers: undefined, paths: { [path]: item } };
    const [problems, broken] = await Promise.all([lint(doc, 'served'), lint(withoutServers, 'without-servers')]);
    expect(listed(problems.filter((p) => p.severity === 'error'))).toEqual([]);
    expect(listed(broken.filter((p) => p.severity === 'error'))).toEqual([expect.stringContaining('no-empty-servers')]);
  });

  it('says who may call each operation: a customer, a seller by key, or anyone', () => {
    expect(doc.paths['/api/customer']!.get!.security).toEqual([{ customerCookie: [] }, { customerBearer: [] }]);
    expect(doc.paths['/api/cart/update']!.put!.security).toEqual([{}, { customerCookie: [] }, { customerBearer: [] }]);
    expect(doc.paths['/api/seller-api/conversations']!.get!.security).toEqual([{ sellerKey: [] }]);
    expect(doc.paths['/api/menu']!.get!.security).toEqual([]);
  });
});
