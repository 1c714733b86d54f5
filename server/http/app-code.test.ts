import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APP_CODE_LOADER_SOURCE, appCodeScripts, shellCode } from './app-code';

const BUILT_SHELL = `<!doctype html>
<html lang="uk">
  <head>
    <!--head--><title>Крамниця</title><!--/head-->
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-B.js">
    <link rel="modulepreload" crossorigin href="/assets/shell-C.js">
    <link rel="stylesheet" crossorigin href="/assets/style-D.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('shellCode', () => {
  it('takes the entry and the module preloads out of the built shell, and leaves the rest', () => {
    const code = shellCode(BUILT_SHELL)!;
    expect(code.entry).toBe('/assets/index-A.js');
    expect(code.modules).toEqual(['/assets/runtime-B.js', '/assets/shell-C.js']);
    expect(code.template).not.toMatch(/<script|modulepreload/);
    expect(code.template).toContain('<link rel="stylesheet" crossorigin href="/assets/style-D.css">');
    expect(code.template).toContain('<div id="root"></div>');
  });

  it('has nothing to take from the source template, which has no build behind it', () => {
    expect(shellCode('<head><script type="module" src="/src/main.tsx"></script></head>')).toBeNull();
  });
});

describe('appCodeScripts', () => {
  const scripts = appCodeScripts('/assets/index-A.js', ['/assets/shell-C.js'], ['/assets/ProductPage-E.js']);

  it("names the entry, the shell's modules and the page's own, in JSON that no text can close early", () => {
    const json = /<script type="application\/json" id="app-code">(.*?)<\/script>/s.exec(scripts)![1]!;
    expect(JSON.parse(json)).toEqual({ entry: '/assets/index-A.js', shell: ['/assets/shell-C.js'], page: ['/assets/ProductPage-E.js'] });
    expect(appCodeScripts('/a.js', [], ['</script><script>alert(1)</script>'])).not.toContain('</script><script>alert');
  });

  it('has a loader the Content-Security-Policy allows by its hash', () => {
    const loader = /<script type="module">(.*?)<\/script>/s.exec(scripts)![1]!;
    expect(APP_CODE_LOADER_SOURCE).toBe(`'sha256-${createHash('sha256').update(loader).digest('base64')}'`);
  });
});
