// Testing Library unmounts what a test rendered, and tells React it runs under act, only when the test
// runner has global hooks; vitest here has none, so component tests (happy-dom) get both from this file.
import { afterEach } from 'vitest';

if ('document' in globalThis) {
  const { cleanup } = await import('@testing-library/react');
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  afterEach(cleanup);
}

// A VM context has only the globals vitest puts in it, and no BroadcastChannel among them. Node's would carry a
// file's news to the files running at the same time in this process; channels named per file keep each file one
// browser, whose tabs hear only each other.
if (!('BroadcastChannel' in globalThis)) {
  const { BroadcastChannel: ProcessChannel } = await import('node:worker_threads');
  const browser = crypto.randomUUID();
  class BroadcastChannel extends ProcessChannel {
    constructor(name: string) {
      super(`${browser}:${name}`);
    }
  }
  Object.assign(globalThis, { BroadcastChannel });
}
