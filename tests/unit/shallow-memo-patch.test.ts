// @vitest-environment jsdom
/**
 * plugins/client-bundle/shallow-memo-loader.cjs, checked on theme-common's own file: the installed
 * lib/utils/reactUtils.js, as the loader changes it, is imported and its `useShallowMemoObject` runs
 * in React in jsdom. It must still give back the same object for the same keys and values in any
 * order, a new one when a value changes, and never call `localeCompare` (whose first call on a page
 * creates the browser's collator).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { act, createElement as h } from 'react';
import ts from 'typescript';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { packageDir } from '../../plugins/client-bundle/upstream';

const require = createRequire(import.meta.url);
const { sortWithoutCollator } = require('../../plugins/client-bundle/shallow-memo-loader.cjs') as {
  sortWithoutCollator: (source: string) => string;
};

const moduleFile = path.join(
  packageDir(path.join(__dirname, '../..'), '@docusaurus/theme-common'),
  'lib/utils/reactUtils.js',
);
const original = readFileSync(moduleFile, 'utf8');
/** The one import the build resolves through a Docusaurus alias; React's own hook serves in jsdom. */
const ALIAS_IMPORT = "import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';";

type UseShallowMemoObject = <T extends object>(obj: T) => T;

/** The module as Node can import it: theme-common ships JSX in lib/, which the build compiles. */
const importable = (source: string) =>
  ts.transpileModule(source.replace(ALIAS_IMPORT, 'const useIsomorphicLayoutEffect = React.useLayoutEffect;'), {
    fileName: 'reactUtils.jsx',
    compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;

// Inside the project, so that the module's `react` import resolves as in the build.
const cacheDir = path.join(__dirname, '../../node_modules/.cache');
mkdirSync(cacheDir, { recursive: true }); // absent in a fresh clone
const work = mkdtempSync(path.join(cacheDir, 'shallow-memo-patch-'));
let useShallowMemoObject: UseShallowMemoObject;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  expect(original).toContain(ALIAS_IMPORT);
  const file = path.join(work, 'reactUtils.mjs');
  writeFileSync(file, importable(sortWithoutCollator(original)));
  ({ useShallowMemoObject } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    useShallowMemoObject: UseShallowMemoObject;
  });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The objects `useShallowMemoObject` returns over successive renders of `inputs`. */
async function memoized(inputs: object[]): Promise<object[]> {
  const results: object[] = [];
  const Probe = ({ input }: { input: object }) => {
    results.push(useShallowMemoObject(input));
    return null;
  };
  const root = createRoot(document.createElement('div'));
  for (const input of inputs) await act(async () => root.render(h(Probe, { input })));
  await act(async () => root.unmount());
  return results;
}

describe('theme-common useShallowMemoObject without a collator (shallow-memo-loader.cjs)', () => {
  it('changes the one line that sorts with localeCompare, and nothing else', () => {
    const patched = sortWithoutCollator(original);
    expect(original).toContain('localeCompare');
    expect(patched).not.toContain('localeCompare');
    const changed = patched.split('\n').filter((line, i) => line !== original.split('\n')[i]);
    expect(changed).toEqual(['    deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));']);
  });

  it('stops the build, naming the loader, when the line is not found once', () => {
    const without = original.replace('a[0].localeCompare(b[0])', 'a[0] > b[0]');
    expect(() => sortWithoutCollator(without)).toThrow(
      /useShallowMemoObject.*found the line 0 time\(s\).*shallow-memo-loader\.cjs/,
    );
    const line = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
    expect(() => sortWithoutCollator(original.replace(line, `${line}\n${line}`))).toThrow(/found the line 2 time\(s\)/);
  });

  it('gives back the same object for the same keys and values in any order, and never calls localeCompare', async () => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    try {
      const first = { subtree: true, attributes: true, characterData: true };
      const [a, b, c, d] = await memoized([
        first,
        { attributes: true, characterData: true, subtree: true },
        { characterData: true, subtree: true, attributes: true },
        { characterData: true, subtree: false, attributes: true },
      ]);
      expect(a).toBe(first);
      expect(b).toBe(first);
      expect(c).toBe(first);
      expect(d).not.toBe(first);
      expect(d).toEqual({ characterData: true, subtree: false, attributes: true });
      expect(localeCompare).not.toHaveBeenCalled();
    } finally {
      localeCompare.mockRestore();
    }
  });

  it('the unchanged hook does call localeCompare (so the test above can tell them apart)', async () => {
    const file = path.join(work, 'original.mjs');
    writeFileSync(file, importable(original));
    const upstream = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      useShallowMemoObject: UseShallowMemoObject;
    };
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    try {
      const Probe = () => (upstream.useShallowMemoObject({ b: 1, a: 2 }), null);
      const root = createRoot(document.createElement('div'));
      await act(async () => root.render(h(Probe)));
      await act(async () => root.unmount());
      expect(localeCompare).toHaveBeenCalled();
    } finally {
      localeCompare.mockRestore();
    }
  });
});
