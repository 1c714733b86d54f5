// Node 20 has no IndexedDB: the app's local store (idb-keyval) runs on this in unit tests.
import 'fake-indexeddb/auto';
import ruValidation from './locales/ru/validation.json';
import ukValidation from './locales/uk/validation.json';
import { setMessageTexts } from './src/domain/messages';
import { testI18n } from './src/lib/test-i18n';

// The shared rules word their messages through i18next, as the app and the server set up when they start.
const validationTexts = await testI18n('uk', { uk: { validation: ukValidation }, ru: { validation: ruValidation } });
setMessageTexts((key, lng, vars) => validationTexts.t(key, { lng, ns: 'validation', replace: vars }));
