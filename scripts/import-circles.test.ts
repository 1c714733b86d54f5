import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No two modules of the tree import each other, type imports included. Lint's import-x/no-cycle follows value
 * imports only (an `import type` is erased at build), yet a circle of types still makes the two modules one: a
 * shared shape lives below both of its users.
 */
const ROOTS = ['src', 'server', 'sw', 'scripts'];
const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]*)['"]|import\(\s*['"](\.[^'"]*)['"]\s*\)/g;

const files = ROOTS.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => join(root, file))
    .filter((file) => SOURCE.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('node_modules')),
);
const known = new Set(files);

function resolve(from: string, spec: string): string | undefined {
  const base = join(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}.d.ts`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (file) => known.has(file) && existsSync(file) && statSync(file).isFile(),
  );
}

const imports = new Map(
  files.map((file) => [
    file,
    [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map((m) => resolve(file, m[1] ?? m[2] ?? ''))
      .filter((f): f is string => f !== undefined),
  ]),
);

/** The groups of modules that reach each other (Tarjan's strongly connected components), larger than one. */
function circles(): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of imports.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) found.push(group.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

describe('the import graph', () => {
  it('reads the tree and its relative imports', () => {
    expect(files.length).toBeGreaterThan(100);
    expect([...imports.values()].flat().length).toBeGreaterThan(files.length);
  });

  it('has no circles, type imports included', () => {
    expect(circles()).toEqual([]);
  });
});
