// Node 20 has no IndexedDB: the app's local store (idb-keyval) runs on this in unit tests.
import 'fake-indexeddb/auto';
import ruValidation from './locales/ru/validation.json';
import ukValidation from './locales/uk/validation.json';
import { setValidationTexts } from './src/domain/validation-texts';
import { testI18n } from './src/lib/test-i18n';
import { vi } from 'vitest';

// The shared rules word their messages through i18next, as the app and the server set up when they start.
const validationTexts = await testI18n('uk', { uk: { validation: ukValidation }, ru: { validation: ruValidation } });
setValidationTexts((key, lng, vars) => validationTexts.t(key, { lng, ns: 'validation', replace: vars }));

/**
 * A busy 2-core machine makes a test slower, never red: `vi.waitFor` gives up after one second unless told otherwise,
 * which a component test's first render alone can take there (seen with the journeys running beside the unit
 * tests). It waits up to 30 s instead, within a test's own limit (vitest.config.ts); a test that names a limit keeps it.
 */
const WAIT_LIMIT_MS = 30_000;
const waitFor = vi.waitFor;
vi.waitFor = (callback, options) => waitFor(callback, typeof options === 'number' ? options : { timeout: WAIT_LIMIT_MS, ...options });
