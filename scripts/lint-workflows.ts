/**
 * `npm run lint:workflows` (part of `npm run lint`): validates every GitHub Actions workflow under
 * .github/workflows against GitHub's workflow schema (@action-validator/core), offline. Prints each
 * problem with its file and exits 1 when there is one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow, type ValidationError } from '@action-validator/core';

/** One line per problem of a workflow's YAML text; empty when it is valid. */
export function workflowProblems(source: string): string[] {
  return validateWorkflow(source).errors.map((error: ValidationError) => {
    const where = 'path' in error ? error.path : error.location ? `line ${error.location.line}` : '';
    return [where, error.title, error.detail].filter(Boolean).join(': ');
  });
}

if (require.main === module) {
  const dir = path.resolve(__dirname, '../.github/workflows');
  const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
  if (files.length === 0) throw new Error(`no workflow in ${dir}`);
  let failed = 0;
  for (const file of files) {
    const problems = workflowProblems(readFileSync(path.join(dir, file), 'utf8'));
    for (const problem of problems) console.error(`.github/workflows/${file}: ${problem}`);
    if (problems.length) failed += 1;
  }
  console.log(`lint:workflows: ${files.length - failed} of ${files.length} workflows valid`);
  if (failed) process.exit(1);
}
