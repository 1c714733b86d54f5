import type { Rolldown } from 'vite';

/**
 * The store's own code that many pages share: stores, the API client, i18n and other helpers, the UI kit,
 * the features' data definitions. The libraries they use come along with them, only the parts they use.
 */
const SHARED_CODE = /\/src\/(?:stores|lib|ui)\/|\/src\/features\/[^/]+\/resources\.ts$/;

/** The pure rules shared with the server: a page's rules that the first screen does not run go with the kit. */
const DOMAIN_RULES = /\/src\/domain\//;

/** How a search is read (spelling, keyboard layout, transliteration, synonyms): only the search's own code uses it. */
const SEARCH_RULES = /\/src\/domain\/(?:search-[\w-]+|transliteration|typos|keyboard-layout)\.ts$/;

/**
 * A library's modules the first screen runs that the bundler would give a file of their own, since pages loaded
 * later import them too: react-i18next's hook. They are named rather than the package: its barrel also names
 * `Trans`, which only later pages use. A file of 2 KB cost every first load a request and its headers (0.5 KB).
 */
const STARTING_CODE_SHARED_WITH_PAGES = /\/node_modules\/react-i18next\/dist\/es\/(?:useTranslation|context|utils)\.js$/;

type ModuleGraph = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>;

/**
 * Whether a module is imported, step by step through static imports only, by an entry (index.html): the browser
 * runs it before the first screen is taken over. Answers are kept for one build (the graph does not change).
 */
export function runsAtStart(): (id: string, graph: ModuleGraph) => boolean {
  const known = new Map<string, boolean>();
  return (id, graph) => {
    const answer = known.get(id);
    if (answer !== undefined) return answer;
    const seen = new Set([id]);
    const next = [id];
    let found = false;
    while (next.length > 0 && !found) {
      const info = graph.getModuleInfo(next.pop()!);
      if (!info) continue;
      if (info.isEntry || known.get(info.id) === true) found = true;
      else {
        for (const importer of info.importers) {
          if (seen.has(importer)) continue;
          seen.add(importer);
          next.push(importer);
        }
      }
    }
    known.set(id, found);
    return found;
  };
}

/**
 * The two shared chunks. `shell`: the shared code the first screen runs, in one file (left to itself the bundler
 * cuts it into ~25 pieces, each shared by different lazy pages, and the first load pays a request for each).
 * `kit`: the shared code only pages use (tiles, strips, dialogs, form parts, page titles, checkout analytics), in
 * a few files cut by the pages that use them, instead of a dozen tiny ones a page. Apart, the kit is not in the entry's
 * preloads: the first load of a page that needs none of it does not pay for it (the initial JS budget, scripts/initial-js.ts).
 */
export function sharedChunkGroups(): Rolldown.CodeSplittingGroup[] {
  const atStart = runsAtStart();
  // The store's own code the first screen runs that a page loaded later imports too (the search box's history,
  // shared with the results page): left to itself the bundler gives it a file of its own, one more request of
  // every first load for a few hundred bytes.
  const sharedWithLaterPage = (id: string, graph: ModuleGraph) =>
    !id.includes('/node_modules/') && (graph.getModuleInfo(id)?.importers ?? []).some((importer) => !atStart(importer, graph));
  return [
    {
      name: (id, graph) =>
        atStart(id, graph) && (SHARED_CODE.test(id) || STARTING_CODE_SHARED_WITH_PAGES.test(id) || sharedWithLaterPage(id, graph))
          ? 'shell'
          : null,
      debugName: 'shell',
      priority: 2,
    },
    // The search's rules in one file of their own, ahead of the kit: as kit pieces, a small piece a storefront shows
    // (its rating windows) joined them as its nearest neighbour, and the storefront loaded 3.2 KB of search rules.
    {
      name: (id, graph) => (SEARCH_RULES.test(id) && !atStart(id, graph) ? 'search-rules' : null),
      debugName: 'search-rules',
      priority: 3,
      includeDependenciesRecursively: false,
    },
    // The kit names its own modules rather than taking along whatever they import: taken along, a library the first
    // screen runs too (react-i18next's useTranslation, once no shared code at start imports it) went into the kit, and
    // the entry then preloaded the whole kit for it. The rules the kit's pieces use come with them by name.
    {
      name: (id, graph) => ((SHARED_CODE.test(id) || DOMAIN_RULES.test(id)) && !atStart(id, graph) ? 'kit' : null),
      debugName: 'kit',
      priority: 1,
      includeDependenciesRecursively: false,
      // One kit file for every page made each page load the pieces of all the others (forms, dialogs, the search's
      // rules: 13 KB where the home page uses 2): the kit is cut by the set of pages that use each piece, and a piece
      // smaller than this joins its nearest neighbour, since every file also costs a request and its headers. A
      // neighbour may carry what the page does not use: at 4000 bytes the product page's date helpers joined the
      // sign-in form's piece and brought the form kit along (4 KB as served); at 2500 and more the article preview's
      // notice joins the promotion dates the product page shows (0.3 KB). Measured at 2000, 2500, 3000 and 3500, 2000
      // gives every page its least initial JS or the same as 3000 (scripts/initial-js.ts).
      entriesAware: true,
      entriesAwareMergeThreshold: 2000,
    },
  ];
}

/** A kit piece is named by the pages that use it (`kit~HomePage~SellerPage~…`): as a file it is just `kit`, hashed. */
export const chunkFileName = ({ name }: { name: string }) => (name.startsWith('kit~') ? 'assets/kit-[hash].js' : 'assets/[name]-[hash].js');
