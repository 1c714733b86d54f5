// Testing Library unmounts what a test rendered, and tells React it runs under act, only when the test
// runner has global hooks; vitest here has none, so component tests (happy-dom) get both from this file.
import { afterEach } from 'vitest';

if ('document' in globalThis) {
  const { cleanup } = await import('@testing-library/react');
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  afterEach(cleanup);
}
