/**
 * plugins/client-bundle/sequential-bundling.ts with stand-in compilers: the order the multi-compiler
 * runs the two compilations in, when the server's depends on the client's and when it does not.
 */
import { describe, expect, it } from 'vitest';
import {
  SequentialBundlingPlugin,
  sequencedConfig,
  type SequencedCompiler,
} from '../../plugins/client-bundle/sequential-bundling';

/** A compiler whose `run` and `done` hooks the test calls. */
function standIn(): SequencedCompiler & { run(): void; done(): void } {
  const taps: Record<'run' | 'done', ((arg: unknown) => void)[]> = { run: [], done: [] };
  const hook = (name: 'run' | 'done') => ({
    tap: (_: string, fn: (arg: unknown) => void) => {
      taps[name].push(fn);
    },
  });
  return {
    hooks: { run: hook('run'), done: hook('done') },
    run: () => taps.run.forEach((fn) => fn(undefined)),
    done: () => taps.done.forEach((fn) => fn(undefined)),
  };
}

function build() {
  const client = standIn();
  const server = standIn();
  new SequentialBundlingPlugin(false).apply(client);
  new SequentialBundlingPlugin(true).apply(server);
  return { client, server };
}

describe('sequential bundling', () => {
  it('names the two configurations and makes the server depend on the client', () => {
    expect(sequencedConfig(false)).toEqual({ name: 'client' });
    expect(sequencedConfig(true)).toEqual({ name: 'server', dependencies: ['client'] });
  });

  it('lets the server compile once the client has finished, build after build', () => {
    const { client, server } = build();
    for (let round = 0; round < 2; round++) {
      client.run();
      client.done();
      expect(() => server.run()).not.toThrow();
      server.done();
    }
  });

  it('stops the build, naming the file, when the two compile at the same time', () => {
    const { client, server } = build();
    client.run();
    expect(() => server.run()).toThrow(
      /server bundle's compilation started before the client.*sequential-bundling\.ts/,
    );
  });

  it('does not count the previous build: a new client run must finish first', () => {
    const { client, server } = build();
    client.run();
    client.done();
    server.run();
    client.run();
    expect(() => server.run()).toThrow(/started before/);
  });
});
