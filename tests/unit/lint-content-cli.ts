/** Runs `npm run lint:content` on the given paths, for the tests of its checks; returns its exit status and output. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export function runLintContent(paths: string[]): { status: number; output: string } {
  try {
    const output = execFileSync('npx', ['tsx', 'scripts/lint-content.ts', ...paths], { cwd: root, encoding: 'utf8' });
    return { status: 0, output };
  } catch (e) {
    const err = e as { status: number; stdout: string };
    return { status: err.status, output: err.stdout };
  }
}
