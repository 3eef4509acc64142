// @vitest-environment jsdom
/**
 * plugins/client-bundle/react-dom-loader.cjs, checked with React itself: React DOM's production
 * client, as the loader changes it, runs in jsdom, and an effect reads whether its updates would be
 * transitions. The unchanged client is run the same way, so the test can tell the two apart.
 */
import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { patchReactDom } = require('../../plugins/client-bundle/react-dom-loader.cjs') as {
  patchReactDom: (source: string) => string;
};

const clientFile = path.join(
  path.dirname(require.resolve('react-dom/package.json')),
  'cjs/react-dom-client.production.js',
);
const original = readFileSync(clientFile, 'utf8');
// The production React the client requires (its `require('react')` resolves to react/index.js).
const React = require(
  path.join(path.dirname(require.resolve('react/package.json')), 'cjs/react.production.js'),
) as typeof import('react') & { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: { T: unknown } };
const internals = React.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

/** The client module compiled from `source`, requiring the same React as above. */
function clientFrom(source: string): typeof import('react-dom/client') {
  const m = new Module(clientFile) as Module & { _compile(code: string, file: string): void; paths: string[] };
  m.filename = clientFile;
  m.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(
    path.dirname(clientFile),
  );
  const requireFrom = m.require.bind(m);
  // `react` must be the production build loaded above, whatever NODE_ENV the test runner set.
  (m as unknown as { require: (id: string) => unknown }).require = (id: string) =>
    id === 'react' ? React : requireFrom(id);
  m._compile(source, clientFile);
  return m.exports as typeof import('react-dom/client');
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Whether an effect's updates are transitions: after a transition render, then after an urgent one. */
async function effectUpdatesAreTransitions(source: string): Promise<boolean[]> {
  const { createRoot } = clientFrom(source);
  const seen: boolean[] = [];
  function Probe({ n }: { n: number }) {
    React.useEffect(() => {
      seen.push(internals.T !== null);
    }, [n]);
    return React.createElement('p', null, n);
  }
  const root = createRoot(document.createElement('div'));
  React.startTransition(() => root.render(React.createElement(Probe, { n: 1 })));
  await settle();
  root.render(React.createElement(Probe, { n: 2 }));
  await settle();
  root.unmount();
  return seen;
}

describe("React DOM's effects after a transition (react-dom-loader.cjs)", () => {
  it("makes an effect's updates transitions after a transition render, and only then", async () => {
    expect(await effectUpdatesAreTransitions(patchReactDom(original))).toEqual([true, false]);
  });

  it('differs from the unchanged client, which runs every effect outside a transition', async () => {
    expect(await effectUpdatesAreTransitions(original)).toEqual([false, false]);
  });

  it('changes one place, inside flushPassiveEffects, or stops the build naming the loader', () => {
    const patched = patchReactDom(original);
    const start = patched.indexOf('function flushPassiveEffects(');
    const end = patched.indexOf('\nfunction ', start + 1);
    const at = patched.indexOf('-4194177');
    expect(at).toBeGreaterThan(start);
    expect(at).toBeLessThan(end);
    expect(patched.length - original.length).toBeLessThan(120);
    expect(() => patchReactDom(patched)).toThrow(/found 0 times.*react-dom-loader\.cjs/);
  });
});
