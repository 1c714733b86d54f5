// Node 20 has no IndexedDB: the app's local store (idb-keyval) runs on this in unit tests.
import 'fake-indexeddb/auto';
