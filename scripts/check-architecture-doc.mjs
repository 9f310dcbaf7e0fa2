// `npm run lint`'s check of docs/architecture.md (style habit 10). Its tree, the first ```text block, is read by its
// box-drawing structure, so that each name resolves to a full path. It must name every top-level entry, every
// workspace (apps/*, packages/*) and folder of its src/, every server module and web feature, and everything in the
// server's floors (platform/, db/, realtime/; a test beside the file it tests is named with it); and every path it
// names must be one `git ls-files` holds, so untracked build output never counts. A name may be several
// (`a.ts, b.ts`), run through folders (`config/paths.ts`) or hold a placeholder (`modules/<domain>/`, whose children
// are the modules; `<journey>.spec.ts`, at least one such file). Silent when the tree is true, the problems otherwise.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const DOC = 'docs/architecture.md';
/** The folders whose every file the tree names: the server's floors. */
const FLOORS = ['apps/server/src/platform', 'apps/server/src/db', 'apps/server/src/realtime'];
/** One level of a tree line's indent, then the line's own branch. */
const TREE_LINE = /^((?:│ {3}| {4})*)[├└]── (\S.*)$/;
const PLACEHOLDER = /<[^>]+>/;

const parentOf = (path) => path.slice(0, Math.max(0, path.lastIndexOf('/')));
const join = (folder, name) => (folder ? `${folder}/${name}` : name);

/** The files git tracks (those deleted from the working tree left out) and every folder holding one. */
function trackedPaths() {
  const gitFiles = (...options) =>
    execFileSync('git', ['ls-files', '-z', ...options], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
  const deleted = new Set(gitFiles('--deleted'));
  const files = new Set(gitFiles().filter((file) => !deleted.has(file)));
  const folders = new Set();
  for (const file of files) {
    for (let folder = parentOf(file); folder && !folders.has(folder); folder = parentOf(folder)) folders.add(folder);
  }
  return { files, folders };
}

/** The paths the tree must name, read from what git tracks. */
function requiredPaths({ files, folders }) {
  const children = new Map();
  for (const path of [...files, ...folders]) {
    const parent = parentOf(path);
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(path);
  }
  const childFolders = (folder) => (children.get(folder) ?? []).filter((path) => folders.has(path));
  const workspaces = ['apps', 'packages'].flatMap(childFolders);
  const isTestBesideItsFile = (path) => path.endsWith('.test.ts') && files.has(path.replace(/\.test\.ts$/, '.ts'));
  return [
    ...(children.get('') ?? []),
    ...workspaces,
    ...workspaces.flatMap((workspace) => childFolders(`${workspace}/src`)),
    ...childFolders('apps/server/src/modules'),
    ...childFolders('apps/web/src/features'),
    ...FLOORS.flatMap((floor) => (children.get(floor) ?? []).filter((path) => !isTestBesideItsFile(path))),
  ];
}

/** The lines of the tree block, numbered as in the file. */
function treeLines(text) {
  const lines = text.split(/\r?\n/);
  const start = lines.indexOf('```text');
  const end = lines.indexOf('```', start + 1);
  if (start < 0 || end < 0) return null;
  return lines.slice(start + 1, end).map((line, index) => ({ line, number: start + 2 + index }));
}

/** The names at the head of an entry: `a.ts, b.ts  annotation` names two files. */
function namesOf(text) {
  const names = [];
  let rest = text;
  for (;;) {
    const [token] = rest.split(/\s/, 1);
    names.push(token.replace(/,$/, ''));
    if (!token.endsWith(',')) return names;
    rest = rest.slice(token.length).trimStart();
  }
}

/** A name with placeholders as a pattern over tracked paths. */
function patternOf(path) {
  const escaped = path.split(PLACEHOLDER).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('[^/]+')}$`);
}

/** Reads the tree: what each entry names, where its children live, and what it names that is not there. */
function readTree(lines, tracked) {
  const problems = [];
  const named = new Map();
  const childFolder = [''];
  for (const { line, number } of lines) {
    const entry = TREE_LINE.exec(line);
    if (!entry) continue;
    const depth = entry[1].length / 4 + 1;
    const parent = childFolder[depth - 1];
    if (parent === undefined) {
      problems.push(`line ${number} is deeper than the entry above it`);
      continue;
    }
    childFolder.length = depth;
    for (const name of namesOf(entry[2])) {
      const isFolder = name.endsWith('/');
      const path = join(parent, name.replace(/\/$/, ''));
      const segments = path.split('/');
      const firstPlaceholder = segments.findIndex((segment) => PLACEHOLDER.test(segment));
      const known = firstPlaceholder < 0 ? path : segments.slice(0, firstPlaceholder).join('/');
      // The folders a name runs through (`config/paths.ts`, `modules/<domain>/`) count as named, the name itself too.
      for (let folder = parentOf(known); folder.length > parent.length; folder = parentOf(folder)) {
        if (!named.has(folder)) named.set(folder, number);
      }
      if (firstPlaceholder < 0 && named.has(path)) {
        problems.push(`line ${number} names ${path} again (line ${named.get(path)})`);
      }
      if (!named.has(known)) named.set(known, number);
      childFolder[depth] = known;

      const candidates = isFolder ? tracked.folders : tracked.files;
      const exists =
        firstPlaceholder < 0
          ? candidates.has(path)
          : [...candidates].some((candidate) => patternOf(path).test(candidate));
      if (exists) continue;
      const isOtherKind = isFolder ? tracked.files.has(path) : tracked.folders.has(path);
      problems.push(
        isOtherKind
          ? `line ${number} names ${path} as a ${isFolder ? 'folder' : 'file'}; it is a ${isFolder ? 'file' : 'folder'} (a folder's name ends with /)`
          : `line ${number} names ${path}${isFolder ? '/' : ''}, which git does not track`,
      );
    }
  }
  return { named, problems };
}

function check() {
  const lines = treeLines(readFileSync(new URL(`../${DOC}`, import.meta.url), 'utf8'));
  if (!lines) return [`${DOC} has no \`\`\`text block holding the tree`];
  let tracked;
  try {
    tracked = trackedPaths();
  } catch (error) {
    return [`git ls-files failed (the check reads what git tracks): ${error.message}`];
  }
  const { named, problems } = readTree(lines, tracked);
  const missing = requiredPaths(tracked).filter((path) => !named.has(path));
  return [
    ...missing.map((path) => `the tree does not name ${path}${tracked.folders.has(path) ? '/' : ''}`),
    ...problems,
  ];
}

const problems = check();
if (problems.length > 0) {
  process.stdout.write(`${DOC} is not true to the repository:\n${problems.map((p) => `  ${p}\n`).join('')}`);
  process.exitCode = 1;
}
