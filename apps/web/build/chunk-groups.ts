// How the web build groups its chunks by the URLs whose first load needs them (vite.config.ts, `routeChunks`).
// Pure functions over a build's chunk list, so that they are tested without building.

/** One chunk of a build, as the grouping reads it. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  /** The chunks it imports at once. */
  imports: readonly string[];
  /** The chunks it imports on demand (`import()`: a lazy page, popup or part of a page). */
  dynamicImports: readonly string[];
  importedCss: readonly string[];
  /** Its code's length in characters. */
  codeLength: number;
}

/**
 * For each URL pattern, the built files its first load needs besides the entry's: the chunks holding its modules (its
 * guard, layouts, page and namespaces) with every chunk they import at once, and their styles.
 */
export function filesByRoute(chunks: readonly BuiltChunk[], moduleIdsByRoute: ReadonlyMap<string, readonly string[]>) {
  const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
  const withImports = chunkWithImports(new Map(chunks.map((chunk) => [chunk.fileName, chunk])));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const entryFiles = withImports(entry);
  const files = new Map<string, string[]>();
  for (const [route, moduleIds] of moduleIdsByRoute) {
    const found = new Set<string>();
    for (const id of moduleIds) {
      const chunk = byModule.get(id);
      if (!chunk) throw new Error(`no chunk holds ${id}`);
      withImports(chunk, found);
    }
    files.set(
      route,
      [...found].filter((file) => !entryFiles.has(file)),
    );
  }
  return { files, entryFiles };
}

/** A chunk's files with those of every chunk it imports at once, and their styles. */
function chunkWithImports(byFileName: ReadonlyMap<string, BuiltChunk>) {
  const withImports = (chunk: BuiltChunk, found = new Set<string>()): Set<string> => {
    if (found.has(chunk.fileName)) return found;
    found.add(chunk.fileName);
    for (const css of chunk.importedCss) found.add(css);
    for (const file of chunk.imports) {
      const imported = byFileName.get(file);
      if (imported) withImports(imported, found);
    }
    return found;
  };
  return withImports;
}

/** Bytes on the wire (minified, brotli) for each character of unminified code, roughly. */
export const UNMINIFIED_TO_WIRE = 0.12;
/** The same for a chunk of texts (a namespace's JSON), which minifying does not shorten: measured on the French ones. */
export const JSON_TO_WIRE = 0.31;

/** A chunk's estimated bytes on the wire. */
const wireBytes = (chunk: BuiltChunk) =>
  chunk.codeLength * (chunk.moduleIds.every((id) => id.endsWith('.json')) ? JSON_TO_WIRE : UNMINIFIED_TO_WIRE);
/**
 * What one more request costs a first load, in bytes it could have carried instead. On a phone's slow 4G (150 ms of
 * round trip, 1.6 Mb/s) over six HTTP/1.1 connections, the route's chunks download beside the entry, and the link's
 * bandwidth is shared by every request in flight, waiting for its round trip or not: each chunk slows the entry, the
 * longest download of a first paint, for a whole round trip (Lighthouse's simulation of a signed-in first load showed
 * the entry taking 1.36 s beside 15 chunks and 0.9 s alone). 8 KB here and 6 KB of unused code below took messages
 * from 15 to 11 chunks, events from 16 to 11 and the calendar from 9 to 5, with fewer bytes and a shorter LCP for each
 * (decision 0004 has the figures).
 */
export const REQUEST_COST_BYTES = 8192;
/** The most code a first load may fetch for nothing in all: merges save requests without weighing pages down. */
export const MAX_UNUSED_BYTES = 6144;
/**
 * The most code a part loaded on demand (a page's lower cards, a popup, texts) may fetch for nothing: such a load
 * comes after the first paint, so it only keeps merges from making it fetch another page (the calendar's 30 KB).
 */
export const MAX_UNUSED_PART_BYTES = 8192;

export interface ChunkGroup {
  files: string[];
  /** The files outside the group that its files import at once (the browser loads them first). */
  imports: Set<string>;
  /** The first loads (indexes of distinct file lists) that need this group. */
  loadedBy: Set<number>;
  bytes: number;
}

/**
 * Merges groups of chunks while it pays: two groups become one when the requests saved by the first loads needing
 * both outweigh what the others would then fetch for nothing, and no first load fetches more than MAX_UNUSED_BYTES of
 * unused code in all (a lean one none). A load that needed one of the two fetches the other with every group it
 * imports that the load did not fetch yet (the browser loads a chunk's imports with it): their bytes and their requests
 * count against the merge, and the load fetches them from then on. No two groups end up importing each other. Greedy,
 * best merge first.
 */
export function mergedGroups(
  initial: readonly ChunkGroup[],
  firstPart: number,
  leanLoads: ReadonlySet<number> = new Set(),
): ChunkGroup[] {
  const groups = initial.map((group) => ({ ...group, loadedBy: new Set(group.loadedBy) }));
  const unused = new Map<number, number>();
  // Loads from `firstPart` on are parts loaded on demand: they weigh in no gain, only in the limit of unused code.
  const isPart = (load: number) => load >= firstPart;
  const maxUnused = (load: number) =>
    isPart(load) ? MAX_UNUSED_PART_BYTES : leanLoads.has(load) ? 0 : MAX_UNUSED_BYTES;
  // The group holding each file, and each group's imports through other groups, made again after each merge.
  let groupOfFile = new Map<string, ChunkGroup>();
  let importsOf = new Map<ChunkGroup, Set<ChunkGroup>>();
  /** The groups `group` imports, directly or through another group. */
  const importedGroups = (group: ChunkGroup): Set<ChunkGroup> => {
    let found = importsOf.get(group);
    if (found) return found;
    found = new Set();
    const stack = [...group.imports].flatMap((file) => groupOfFile.get(file) ?? []);
    for (let next = stack.pop(); next; next = stack.pop()) {
      if (next === group || found.has(next)) continue;
      found.add(next);
      for (const file of next.imports) {
        const imported = groupOfFile.get(file);
        if (imported) stack.push(imported);
      }
    }
    importsOf.set(group, found);
    return found;
  };
  /** What a load fetching `has` (not `gets`) would fetch more once the two are one: `gets` and its imports it lacks. */
  const fetchedMore = (load: number, gets: ChunkGroup, has: ChunkGroup) =>
    [gets, ...importedGroups(gets)].filter((group) => group !== has && !group.loadedBy.has(load));
  /** For each load fetching only one of the two, the groups it would fetch more. */
  const takers = (a: ChunkGroup, b: ChunkGroup) => [
    ...[...b.loadedBy].filter((load) => !a.loadedBy.has(load)).map((load) => ({ load, more: fetchedMore(load, a, b) })),
    ...[...a.loadedBy].filter((load) => !b.loadedBy.has(load)).map((load) => ({ load, more: fetchedMore(load, b, a) })),
  ];
  const bytesOf = (more: readonly ChunkGroup[]) => more.reduce((sum, group) => sum + group.bytes, 0);
  /**
   * The loads fetching both groups: each saves a request once they are one. A part counts as a first load does: the
   * header's popups or the dashboard's lower cards load after the first paint, but within the page's first load.
   */
  const sharedLoads = (a: ChunkGroup, b: ChunkGroup) => [...a.loadedBy].filter((load) => b.loadedBy.has(load)).length;
  const gain = (both: number, taking: ReturnType<typeof takers>) => {
    // The merged group takes the place of the one a load fetched; each group it imports anew is one request more.
    const cost = taking
      .filter(({ load }) => !isPart(load))
      .reduce((sum, { more }) => sum + bytesOf(more) + (more.length - 1) * REQUEST_COST_BYTES, 0);
    return both * REQUEST_COST_BYTES - cost;
  };
  /**
   * Whether `from` imports a file of `to` through another group: merged, the two would import that group and be
   * imported by it, and whichever chunk ran first would read the other's exports before they existed (a build once
   * did so: the shell's header read an icon of a group that imported the shell).
   */
  const reachesThroughAnother = (from: ChunkGroup, to: ChunkGroup) => {
    const seen = new Set([from, to]);
    const next = (group: ChunkGroup) => [...group.imports].flatMap((file) => groupOfFile.get(file) ?? []);
    const stack = next(from).filter((group) => !seen.has(group));
    for (let group = stack.pop(); group; group = stack.pop()) {
      if (seen.has(group)) continue;
      seen.add(group);
      for (const imported of next(group)) {
        if (imported === to) return true;
        if (!seen.has(imported)) stack.push(imported);
      }
    }
    return false;
  };
  for (;;) {
    groupOfFile = new Map(groups.flatMap((group) => group.files.map((file) => [file, group] as const)));
    importsOf = new Map();
    let best: { gain: number; a: ChunkGroup; b: ChunkGroup; taking: ReturnType<typeof takers> } | null = null;
    for (const [i, a] of groups.entries())
      for (const b of groups.slice(i + 1)) {
        // At best, every load needing both saves a request: not worth reading further when that is no better.
        const both = sharedLoads(a, b);
        if (both * REQUEST_COST_BYTES <= (best?.gain ?? 0)) continue;
        const taking = takers(a, b);
        const pairGain = gain(both, taking);
        if (pairGain <= 0 || (best && pairGain <= best.gain)) continue;
        if (taking.some(({ load, more }) => (unused.get(load) ?? 0) + bytesOf(more) > maxUnused(load))) continue;
        if (reachesThroughAnother(a, b) || reachesThroughAnother(b, a)) continue;
        best = { gain: pairGain, a, b, taking };
      }
    if (!best) return groups;
    const { a, b, taking } = best;
    for (const { load, more } of taking) {
      unused.set(load, (unused.get(load) ?? 0) + bytesOf(more));
      for (const group of more) group.loadedBy.add(load);
    }
    const files = [...a.files, ...b.files];
    groups.splice(groups.indexOf(b), 1);
    groups.splice(groups.indexOf(a), 1, {
      files,
      imports: new Set([...a.imports, ...b.imports].filter((file) => !files.includes(file))),
      loadedBy: new Set([...a.loadedBy, ...b.loadedBy]),
      bytes: a.bytes + b.bytes,
    });
  }
}

/** A chunk's name without its folder, hash and extension (`assets/chat-layout-Ab12_x-Y.js`: `chat-layout`). */
const chunkName = (fileName: string) => /([^/]+)-[\w-]{8}\.js$/.exec(fileName)?.[1] ?? fileName;

/** A group is named after its largest page, layout or guard chunk, else after its largest chunk. */
function groupName(
  group: ChunkGroup,
  byFileName: ReadonlyMap<string, BuiltChunk>,
  routeModules: ReadonlySet<string>,
): string {
  const bySize = group.files.flatMap((file) => byFileName.get(file) ?? []).sort((a, b) => b.codeLength - a.codeLength);
  const named = bySize.find((chunk) => chunk.moduleIds.some((id) => routeModules.has(id))) ?? bySize[0];
  return named ? chunkName(named.fileName) : 'route';
}

function uniqueName(name: string, taken: Set<string>): string {
  let unique = name;
  for (let suffix = 2; taken.has(unique) || unique === 'index'; suffix += 1) unique = `${name}-${suffix}`;
  taken.add(unique);
  return unique;
}

/**
 * The chunk each module goes to in the real build, from a first build left to Rollup's own chunking: the entry's
 * modules stay in the entry (`index`); the modules of chunks needed by the same first loads are put together, then
 * those groups merged while it pays (mergedGroups). The parts loaded on demand (a popup, the lower cards, a modal) are
 * grouped the same way; modules nothing loads are not named.
 * The first loads of `leanRoutes` take no code they do not use: merges save them no request at the cost of bytes.
 */
export function routeGroups(
  chunks: readonly BuiltChunk[],
  moduleIdsByRoute: ReadonlyMap<string, readonly string[]>,
  leanRoutes: ReadonlySet<string> = new Set(),
): Map<string, string> {
  const { files, entryFiles } = filesByRoute(chunks, moduleIdsByRoute);
  // What loads on demand beside a page (its lower cards, a popup, a modal, texts loaded on their own) is a part: merges
  // may not give it more than MAX_UNUSED_PART_BYTES of code it does not use, so it never fetches another page. Pages,
  // layouts and guards only load as their URLs' first loads.
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = chunkWithImports(byFileName);
  const routeComponents = new Set([...moduleIdsByRoute.values()].flat().filter((id) => !id.endsWith('.json')));
  const lazyLoads = [...new Set(chunks.flatMap((chunk) => chunk.dynamicImports))].flatMap((file) => {
    const chunk = byFileName.get(file);
    if (!chunk || chunk.moduleIds.some((id) => routeComponents.has(id))) return [];
    return [[...withImports(chunk)].filter((found) => !entryFiles.has(found))];
  });
  // Loads of the same files (a page's aliases) count once; first loads first, then the parts.
  const distinct = (list: string[][]) => [
    ...new Map(list.map((loadFiles) => [loadFiles.join(' '), loadFiles])).values(),
  ];
  const firstLoads = distinct([...files.values()]);
  const loads = [...firstLoads, ...distinct(lazyLoads)];
  const leanFiles = new Set([...leanRoutes].map((route) => files.get(route)?.join(' ')));
  const leanLoads = new Set(firstLoads.flatMap((load, index) => (leanFiles.has(load.join(' ')) ? [index] : [])));
  const groups = mergedGroups(
    chunks
      .filter((chunk) => !entryFiles.has(chunk.fileName))
      .map((chunk) => ({
        files: [chunk.fileName],
        imports: new Set(chunk.imports.filter((file) => !entryFiles.has(file))),
        loadedBy: new Set(loads.flatMap((routeFiles, index) => (routeFiles.includes(chunk.fileName) ? [index] : []))),
        bytes: wireBytes(chunk),
      }))
      .filter((group) => group.loadedBy.size > 0),
    firstLoads.length,
    leanLoads,
  );
  const groupOf = new Map<string, string>();
  for (const chunk of chunks.filter((candidate) => entryFiles.has(candidate.fileName)))
    for (const id of chunk.moduleIds) groupOf.set(id, 'index');
  const routeModules = new Set([...moduleIdsByRoute.values()].flat());
  const names = new Set<string>();
  for (const group of groups) {
    const name = uniqueName(groupName(group, byFileName, routeModules), names);
    for (const file of group.files) for (const id of byFileName.get(file)?.moduleIds ?? []) groupOf.set(id, name);
  }
  return groupOf;
}
