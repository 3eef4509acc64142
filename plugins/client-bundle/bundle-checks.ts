/**
 * Build-time checks that every replacement this plugin asks the bundler for took effect.
 *
 * An alias, a module-replacement pattern or a loader rule that stops matching after an upgrade
 * (a file moved inside a package) fails without a sound: the upstream module is bundled instead,
 * and pages silently grow back (Prism in main.js) or lose what the replacement did (route data by
 * group, link prefetching that knows it). Once the bundler has built every module, these checks
 * look at what was actually built and fail the build, naming the replacement that did not apply.
 */

export interface BuiltModule {
  /** The module's file, when it has one. */
  resource: string | undefined;
  /** The bundler's identifier: the file with the loaders it went through. */
  identifier: string;
}

/** Named chunks the client build must have: a split-chunks rule made each (index.ts). */
export const requiredChunks: Record<string, string> = {
  'docsearch-modal':
    "the search modal's stylesheet in its own chunk (a split-chunks rule on @docsearch/css/dist/modal.css in index.ts)",
};

export interface ReplacementRule {
  /** What the replacement is, in words, for the error. */
  what: string;
  /** A module that must not be built: the upstream one. */
  absent?: RegExp;
  /**
   * A module that must be built: the replacement (by its file: a module replaced by path keeps the
   * upstream file in its identifier), or a file through our loader (by its identifier, which names
   * the loaders).
   */
  present?: RegExp;
  /** Which builds the replacement applies to. */
  builds: { client: boolean; server: boolean; production: boolean; development: boolean };
}

const sep = String.raw`[\\/]`;
const file = (...parts: string[]) => new RegExp(`${parts.join(sep)}$`);
const all = { client: true, server: true, production: true, development: true };
const production = { client: true, server: true, production: true, development: false };

export const replacementRules: ReplacementRule[] = [
  {
    what: "theme-classic's prism-include-languages (Prism and its grammars in main.js) replaced by empty-client-module.ts (an alias in index.ts)",
    absent: new RegExp(
      `${sep}@docusaurus${sep}theme-classic${sep}lib${sep}(theme${sep})?prism-include-languages\\.js$`,
    ),
    present: file('client-bundle', 'empty-client-module\\.ts'),
    builds: all,
  },
  {
    what: 'prism-react-renderer (a Prism with ~20 grammars on every page with code) replaced by highlight.tsx (an alias in index.ts)',
    absent: new RegExp(`${sep}node_modules${sep}prism-react-renderer${sep}`),
    present: file('client-bundle', 'highlight\\.tsx'),
    builds: all,
  },
  {
    what: '@docusaurus/ComponentCreator replaced by route-data/ComponentCreator.tsx (an alias in index.ts)',
    absent: file('@docusaurus', 'core', 'lib', 'client', 'exports', 'ComponentCreator\\.js'),
    present: file('client-bundle', 'route-data', 'ComponentCreator\\.tsx'),
    builds: production,
  },
  {
    what: "core's client/docusaurus.js (prefetch and preload) replaced by route-data/docusaurus.ts (NormalModuleReplacementPlugin in index.ts)",
    absent: file('@docusaurus', 'core', 'lib', 'client', 'docusaurus\\.js'),
    present: file('client-bundle', 'route-data', 'docusaurus\\.ts'),
    builds: { ...production, server: false },
  },
  {
    what: "core's client/browserContext.js (useIsBrowser) replaced by browser-context.tsx, whose update is a transition (NormalModuleReplacementPlugin in index.ts)",
    absent: file('@docusaurus', 'core', 'lib', 'client', 'browserContext\\.js'),
    present: file('client-bundle', 'browser-context\\.tsx'),
    builds: { ...all, server: false },
  },
  {
    what: "core's client/renderToHtml.js (the static generation's stream render) replaced by render-to-html.ts, which renders a page to a string (NormalModuleReplacementPlugin in index.ts)",
    absent: file('@docusaurus', 'core', 'lib', 'client', 'renderToHtml\\.js'),
    present: file('client-bundle', 'render-to-html\\.ts'),
    builds: { client: false, server: true, production: true, development: false },
  },
  {
    what: "main.js's entry: deferred-entry.ts, which starts core's client/clientEntry.js in tasks of its own (entry.ts, set in index.ts)",
    present: file('client-bundle', 'deferred-entry\\.ts'),
    builds: { client: true, server: false, production: true, development: false },
  },
  {
    what: "core's client/preload.js replaced by route-data/preload.ts, which resolves route sections (NormalModuleReplacementPlugin in index.ts)",
    absent: file('@docusaurus', 'core', 'lib', 'client', 'preload\\.js'),
    present: file('client-bundle', 'route-data', 'preload\\.ts'),
    builds: production,
  },
  {
    what: '.docusaurus/registry.js turned into route data by group (route-data-loader.cjs, a loader rule in index.ts)',
    present: new RegExp(`route-data-loader\\.cjs.*${sep}\\.docusaurus${sep}registry\\.js$`),
    builds: production,
  },
  {
    what: "react-router's matchPath wrapped by route-data/static-match-path.ts (react-router-loader.cjs, a loader rule in index.ts)",
    present: new RegExp(`react-router-loader\\.cjs.*${sep}react-router${sep}esm${sep}react-router\\.js$`),
    builds: all,
  },
  {
    what: "theme-common's useShallowMemoObject sorting its keys without a collator (shallow-memo-loader.cjs, a loader rule in index.ts)",
    present: new RegExp(
      `shallow-memo-loader\\.cjs.*${sep}@docusaurus${sep}theme-common${sep}lib${sep}utils${sep}reactUtils\\.js$`,
    ),
    builds: all,
  },
  {
    what: "React DOM's client with effects' updates after a transition made transitions (react-dom-loader.cjs, a loader rule in index.ts)",
    present: new RegExp(`react-dom-loader\\.cjs.*${sep}react-dom${sep}cjs${sep}react-dom-client\\.production\\.js$`),
    builds: { ...production, server: false },
  },
  {
    what: "react-helmet-async's server head computed once per render (helmet-loader.cjs, a loader rule in index.ts)",
    present: new RegExp(`helmet-loader\\.cjs.*${sep}react-helmet-async${sep}lib${sep}index\\.module\\.js$`),
    builds: { ...all, client: false },
  },
  {
    what: '.docusaurus/routes.js turned into the compact route table (route-table-loader.cjs, a loader rule in index.ts)',
    present: new RegExp(`route-table-loader\\.cjs.*${sep}\\.docusaurus${sep}routes\\.js$`),
    builds: production,
  },
];

/** The rules of `rules` that the built modules break, each as a sentence. */
export function replacementProblems(
  modules: BuiltModule[],
  build: { server: boolean; production: boolean },
  rules: ReplacementRule[] = replacementRules,
): string[] {
  const applies = (rule: ReplacementRule) =>
    (build.server ? rule.builds.server : rule.builds.client) &&
    (build.production ? rule.builds.production : rule.builds.development);
  return rules.filter(applies).flatMap((rule) => {
    const problems: string[] = [];
    const upstream = rule.absent && modules.find((m) => rule.absent?.test(m.resource ?? ''));
    if (upstream) problems.push(`${rule.what}: the upstream module was bundled (${upstream.resource})`);
    const built = (m: BuiltModule) => rule.present?.test(m.resource ?? '') || rule.present?.test(m.identifier);
    if (rule.present && !modules.some(built)) problems.push(`${rule.what}: the replacement was not bundled`);
    return problems;
  });
}

/** The required chunks the build lacks, each as a sentence. */
export function missingChunks(names: (string | null | undefined)[], required = requiredChunks): string[] {
  return Object.entries(required)
    .filter(([chunk]) => !names.includes(chunk))
    .map(([chunk, what]) => `${what}: no chunk '${chunk}' was made`);
}

/** The parts of the bundler API (Rspack or webpack) the check uses. */
interface ModuleLike {
  identifier(): string;
  nameForCondition?(): string | null | undefined;
}
interface CompilationLike {
  errors: Error[];
  chunks: Iterable<{ name?: string | null }>;
  hooks: {
    finishModules: { tap(name: string, fn: (modules: Iterable<ModuleLike>) => void): void };
    processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void };
  };
}
export interface ChecksCompilerLike {
  webpack: { WebpackError: new (message: string) => Error; Compilation: { PROCESS_ASSETS_STAGE_REPORT: number } };
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: CompilationLike) => void): void } };
}

/** Fails the compilation, naming each replacement that did not apply. */
export class ReplacementChecksPlugin {
  constructor(private readonly build: { server: boolean; production: boolean }) {}

  apply(compiler: ChecksCompilerLike): void {
    const { WebpackError, Compilation } = compiler.webpack;
    const name = 'cairn-replacement-checks';
    const fail = (compilation: CompilationLike, problem: string) =>
      compilation.errors.push(new WebpackError(`client-bundle: ${problem}; review plugins/client-bundle/README.md`));
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.finishModules.tap(name, (modules) => {
        const built = [...modules].map((m) => ({
          resource: m.nameForCondition?.() ?? undefined,
          identifier: m.identifier(),
        }));
        for (const problem of replacementProblems(built, this.build)) fail(compilation, problem);
      });
      if (this.build.server || !this.build.production) return;
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const problem of missingChunks([...compilation.chunks].map((c) => c.name))) fail(compilation, problem);
      });
    });
  }
}
