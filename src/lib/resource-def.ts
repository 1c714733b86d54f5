/**
 * A piece of page data by name: the key says what it is (and in which language), `load` asks the API for it.
 * Route loaders list the definitions a page needs, so the server can fetch them before rendering and the
 * client can start fetching on navigation, while the page's components use the very same definitions.
 */
export interface ResourceDef<T> {
  key: string;
  load: () => Promise<T>;
}
