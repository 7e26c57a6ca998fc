// How the browser build splits code into chunks (decision 068).
//
// Rolldown's default makes one chunk per set of entries that share modules. With ~20 route
// modules, the dialogs loaded on demand and the admin, a public page loaded 25-45 chunks, most of
// them under 1 KB, each paying ~0.4 KB of response headers. The groups below are drawn from the
// module graph, along what the public pages import:
//
// - framework: React, React DOM, React Router and Vite's preload helper (every page).
// - shell: our modules that the root route and the public layout import, which every public page
//   loads anyway (Rolldown puts them in the client entry's chunk; the admin loads it too).
// - shared groups: our modules that several public pages share (or a page and a dialog it opens).
//   They start as one group per set of pages using the same modules; then, as long as it lowers
//   the cost summed over the public pages, the two groups whose merge saves most are merged, or a
//   group joins the shell. A page's cost is the compressed bytes of the chunks it loads
//   (estimated from their source) plus a fixed cost per chunk, weighted by the page
//   (PAGE_WEIGHTS).
//
// Only our own source (app/, content/) is grouped: a module only the admin or the article editor
// reaches is never captured and stays in their chunks, and packages (Radix, zod, Tiptap) stay where
// Rolldown puts them, with the dialogs and the admin that load them. `publicChunksCheck` fails the
// build if a chunk a public page loads holds a module only the admin uses.
import path from 'node:path';
import type { Plugin } from 'vite';

type ModuleInfo = {
  isEntry: boolean;
  code: string | null;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
};
type GetModuleInfo = (id: string) => ModuleInfo | null;
type ChunkingContext = { getModuleInfo(id: string): unknown };

const ROUTE_QUERY = '?__react-router-build-client-route';
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|@react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;
// Vite's preload helper: small, and every page needs it. (Rolldown places its own runtime
// helpers itself, in a chunk of 0.6 KB that every page loads.)
const BUNDLER_HELPERS = /^\0vite\/preload-helper/;

/**
 * What one more chunk costs a page that loads it, in compressed bytes: its response headers
 * (~420 bytes) and what splitting costs brotli and the imports and exports between chunks
 * (~600 bytes, measured on this site). Source shrinks about five times (minified, brotli).
 */
const CHUNK_COST = 1000;
const SOURCE_PER_COMPRESSED_BYTE = 5;

/**
 * How much each public page's load counts: the home page, where most visits start and which
 * loads the most forms and sections, then the other pages decision 068 budgets (a service, a
 * locality, the calculator, contact, the article list and an article), then every other page.
 */
const PAGE_WEIGHTS: Array<[RegExp, number]> = [
  [/\/app\/routes\/public\/home\.tsx/, 16],
  [/\/app\/routes\/(public\/(service-detail|location|calculator|contact)|articles\/(list|detail))\.tsx/, 4],
];
const pageWeight = (page: string) => PAGE_WEIGHTS.find(([pattern]) => pattern.test(page.split(path.sep).join('/')))?.[1] ?? 1;
/** More groups than this: the build fails (raise it). */
const MAX_GROUPS = 24;

type RootKind = 'boot' | 'layout' | 'page' | 'admin' | 'other';

/** What an entry (a route module or the client entry) is. */
function entryKind(id: string): RootKind {
  const file = id.replace(ROUTE_QUERY, '').split(path.sep).join('/');
  if (/\/app\/(entry\.client|root)\.tsx$/.test(file)) return 'boot';
  if (/\/app\/routes\/public\/layout\.tsx$/.test(file)) return 'layout';
  if (/\/app\/routes\/(public|articles)\//.test(file) || /\/app\/routes\/not-found\.tsx$/.test(file)) return 'page';
  if (/\/app\/routes\/admin\//.test(file)) return 'admin';
  return 'other';
}

/** Our own source, not a package or a plugin's virtual module; route modules stay the entries. */
function isOwnModule(id: string): boolean {
  return !id.startsWith('\0') && !id.includes('node_modules') && !id.includes(ROUTE_QUERY) && /[\\/](app|content)[\\/]/.test(id);
}

type Group = { name: string; modules: Set<string>; pages: Set<string> };

/** The module graph as the public pages see it, and the groups drawn from it. */
export class ChunkPlan {
  private readonly rootsOf = new Map<string, Set<string>>();
  private readonly kindOf = new Map<string, RootKind>();
  readonly shell = new Set<string>();
  /** In the order their chunks are made: a group holding a module's imports comes before it. */
  readonly groups: Group[] = [];
  private readonly groupOf = new Map<string, number>();
  private readonly getModuleInfo: GetModuleInfo;

  constructor(getModuleInfo: GetModuleInfo, moduleIds: Iterable<string> = []) {
    this.getModuleInfo = getModuleInfo;
    const ids = [...moduleIds];
    const pages = new Set<string>();
    const shared = new Map<string, Set<string>>();
    for (const id of ids) {
      if (!isOwnModule(id)) continue;
      const roots = [...this.roots(id)];
      const kinds = roots.map((root) => this.kind(root));
      if (kinds.includes('boot') || kinds.includes('layout')) {
        this.shell.add(id);
        continue;
      }
      const pageRoots = roots.filter((_, index) => kinds[index] === 'page');
      // A module of one page alone stays in that page's chunk; shared with a dialog it opens or
      // with another page, it joins a group.
      if (pageRoots.length === 0 || roots.length < 2) continue;
      for (const page of pageRoots) pages.add(page);
      const key = pageRoots.sort().join('\n');
      shared.set(key, (shared.get(key) ?? new Set()).add(id));
    }
    for (const id of ids) if (this.kind(id) === 'page' && this.getModuleInfo(id)?.isEntry) pages.add(id);
    this.merge(
      [...shared.entries()].map(([key, modules]) => ({ name: '', modules, pages: new Set(key.split('\n')) })),
      [...pages],
    );
  }

  /** The roots whose static imports reach `id` (itself when it is one): entries, and modules loaded with `import()`. */
  roots(id: string): Set<string> {
    const known = this.rootsOf.get(id);
    if (known) return known;
    const roots = new Set<string>();
    const seen = new Set<string>([id]);
    const stack = [id];
    while (stack.length) {
      const current = stack.pop()!;
      const info = this.getModuleInfo(current);
      if (!info) continue;
      if (info.isEntry || info.dynamicImporters.length) roots.add(current);
      for (const importer of info.importers) {
        if (!seen.has(importer)) {
          seen.add(importer);
          stack.push(importer);
        }
      }
    }
    this.rootsOf.set(id, roots);
    return roots;
  }

  /** What a root is; a module loaded with `import()` is a public page's when public code loads it. */
  kind(root: string): RootKind {
    const known = this.kindOf.get(root);
    if (known) return known;
    this.kindOf.set(root, 'other'); // a cycle of dynamic imports ends here
    const info = this.getModuleInfo(root);
    let kind: RootKind = 'other';
    if (info?.isEntry) kind = entryKind(root);
    else if (info?.dynamicImporters.length) {
      const importers = info.dynamicImporters.flatMap((importer) => [...this.roots(importer)].map((r) => this.kind(r)));
      if (importers.some((k) => k !== 'admin' && k !== 'other')) kind = 'page';
      else if (importers.includes('admin')) kind = 'admin';
    }
    this.kindOf.set(root, kind);
    return kind;
  }

  /** Whether a public page (or what it loads on demand) reaches `id`. */
  isPublic(id: string): boolean {
    return [...this.roots(id)].some((root) => this.kind(root) !== 'admin' && this.kind(root) !== 'other');
  }

  /** Whether only the admin (or the editor it opens) reaches `id`. */
  isAdminOnly(id: string): boolean {
    return !this.isPublic(id) && [...this.roots(id)].some((root) => this.kind(root) === 'admin');
  }

  /** The group (index into `groups`) of a module, if any. */
  group(id: string): number | undefined {
    return this.groupOf.get(id);
  }

  private size(modules: Iterable<string>): number {
    let bytes = 0;
    for (const id of modules) bytes += this.getModuleInfo(id)?.code?.length ?? 0;
    return bytes / SOURCE_PER_COMPRESSED_BYTE;
  }

  /** Greedy: apply the merge (or move into the shell) that lowers the summed cost most, until none does. */
  private merge(groups: Group[], pages: string[]): void {
    const sizes = new Map(groups.map((group) => [group, this.size(group.modules)]));
    const weightOf = (pageSet: Iterable<string>) => [...pageSet].reduce((sum, page) => sum + pageWeight(page), 0);
    const everyPage = weightOf(pages);
    const cost = (group: Group) => weightOf(group.pages) * (sizes.get(group)! + CHUNK_COST);
    for (;;) {
      let best: { saving: number; apply: () => void } | undefined;
      for (const [i, a] of groups.entries()) {
        // Into the shell: every public page loads its bytes, no page pays its headers.
        const intoShell = cost(a) - everyPage * sizes.get(a)!;
        if (intoShell > 0 && (!best || intoShell > best.saving)) {
          best = {
            saving: intoShell,
            apply: () => {
              for (const id of a.modules) this.shell.add(id);
              groups.splice(i, 1);
            },
          };
        }
        for (const b of groups.slice(i + 1)) {
          const merged: Group = { name: '', modules: new Set([...a.modules, ...b.modules]), pages: new Set([...a.pages, ...b.pages]) };
          sizes.set(merged, sizes.get(a)! + sizes.get(b)!);
          const saving = cost(a) + cost(b) - cost(merged);
          if (saving > 0 && (!best || saving > best.saving)) {
            best = {
              saving,
              apply: () => {
                groups.splice(groups.indexOf(b), 1);
                groups.splice(groups.indexOf(a), 1, merged);
              },
            };
          }
        }
      }
      if (!best) break;
      best.apply();
    }
    this.order(groups);
  }

  /**
   * Rolldown puts a captured module's imports into its group too, unless an earlier group took
   * them: groups are ordered so that one holding a module's imports comes first (groups that
   * import each other are merged).
   */
  private order(groups: Group[]): void {
    const indexOf = new Map<string, Group>();
    for (const group of groups) for (const id of group.modules) indexOf.set(id, group);
    const dependsOn = (group: Group) => {
      const needed = new Set<Group>();
      for (const id of group.modules) {
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
          const other = indexOf.get(imported);
          if (other && other !== group) needed.add(other);
        }
      }
      return needed;
    };
    const done = new Set<Group>();
    const visiting = new Set<Group>();
    const visit = (group: Group) => {
      if (done.has(group)) return;
      if (visiting.has(group)) throw new Error('code splitting: groups import each other');
      visiting.add(group);
      for (const other of dependsOn(group)) visit(other);
      visiting.delete(group);
      done.add(group);
      this.groups.push(group);
    };
    for (const group of groups) visit(group);
    if (this.groups.length > MAX_GROUPS) throw new Error(`code splitting: ${this.groups.length} groups, more than MAX_GROUPS`);
    const names = new Set<string>();
    for (const [index, group] of this.groups.entries()) {
      group.name = uniqueName(
        nameOf(group.modules, (id) => this.getModuleInfo(id)?.code?.length ?? 0),
        names,
      );
      for (const id of group.modules) this.groupOf.set(id, index);
    }
  }
}

/** A chunk's name: the folder (feature or content) that holds most of its source. */
function nameOf(modules: Set<string>, size: (id: string) => number): string {
  const weight = new Map<string, number>();
  for (const id of modules) {
    const file = id.split(path.sep).join('/');
    const label =
      /\/app\/features\/([^/]+)\//.exec(file)?.[1] ??
      /\/(content|app\/components|app\/lib)\//.exec(file)?.[1]?.replace('app/', '') ??
      'shared';
    weight.set(label, (weight.get(label) ?? 0) + size(id));
  }
  return [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'shared';
}

function uniqueName(name: string, taken: Set<string>): string {
  let unique = name;
  for (let n = 2; taken.has(unique); n++) unique = `${name}-${n}`;
  taken.add(unique);
  return unique;
}

/** Rolldown's `output.codeSplitting` for the browser build. */
export function codeSplitting() {
  // Every module of the pass passes the first group's `test` before any `name` is asked for.
  const seen = new Set<string>();
  const plans = new WeakMap<ChunkingContext, ChunkPlan>();
  const planFor = (ctx: ChunkingContext) => {
    let plan = plans.get(ctx);
    if (!plan) {
      plan = new ChunkPlan((id) => ctx.getModuleInfo(id) as ModuleInfo | null, seen);
      plans.set(ctx, plan);
    }
    return plan;
  };
  return {
    groups: [
      {
        name: 'framework',
        test: (id: string) => {
          seen.add(id);
          return FRAMEWORK.test(id) || BUNDLER_HELPERS.test(id);
        },
        priority: MAX_GROUPS + 2,
      },
      {
        debugName: 'shell',
        name: (id: string, ctx: ChunkingContext) => (planFor(ctx).shell.has(id) ? 'shell' : null),
        priority: MAX_GROUPS + 1,
      },
      ...Array.from({ length: MAX_GROUPS }, (_, index) => ({
        debugName: `shared ${index}`,
        name: (id: string, ctx: ChunkingContext) => {
          const plan = planFor(ctx);
          return plan.group(id) === index ? plan.groups[index]!.name : null;
        },
        priority: MAX_GROUPS - index,
      })),
    ],
  };
}

/** Fails the build when a chunk a public page loads holds a module only the admin reaches. */
export function publicChunksCheck(): Plugin {
  return {
    name: 'aangan:public-chunks-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment?.name !== 'client') return;
      const plan = new ChunkPlan((id) => this.getModuleInfo(id) as ModuleInfo | null);
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
      const loaded = new Set<string>();
      const visit = (fileName: string) => {
        if (loaded.has(fileName)) return;
        loaded.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const chunk of chunks.values()) {
        if (chunk.isEntry && chunk.facadeModuleId && ['boot', 'layout', 'page'].includes(entryKind(chunk.facadeModuleId)))
          visit(chunk.fileName);
      }
      for (const fileName of loaded) {
        const adminOnly = chunks.get(fileName)!.moduleIds.filter((id) => plan.isAdminOnly(id));
        if (adminOnly.length)
          this.error(`${fileName}, loaded by public pages, holds modules only the admin uses: ${adminOnly.slice(0, 5).join(', ')}`);
      }
    },
  };
}
