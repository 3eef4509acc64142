/**
 * The production build served by scripts/serve.ts for the measuring scripts (bench, lighthouse),
 * and a wait for an HTTP endpoint to answer.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if ((await fetch(url).catch(() => null))?.ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Serves `dir` (compressed, as in production) on 127.0.0.1:`port`; `stop()` ends the server. */
export async function startStaticServer(port: number, dir = 'build'): Promise<{ url: string; stop: () => void }> {
  const url = `http://127.0.0.1:${port}`;
  // Something already answering on the port would be measured instead of this build.
  if ((await fetch(`${url}/`).catch(() => null)) !== null)
    throw new Error(`port ${port} is already in use: stop the server there first`);
  // Its own process group, so that stopping it stops the server under npx too.
  const server = spawn('npx', ['tsx', 'scripts/serve.ts', '--port', String(port), '--dir', dir], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
  await waitForHttp(`${url}/`).catch((e: unknown) => {
    stop();
    throw e;
  });
  return { url, stop };
}
