/**
 * The system programs the test command needs beyond Node.js, where each is looked for, and the
 * Debian package that provides it. `scripts/system/provision.ts` installs the missing ones;
 * the scripts that run them import their paths from here.
 */
import { existsSync } from 'node:fs';
import { chromiumPath } from '../measure/chromium';

export interface SystemRequirement {
  /** What the reader of a message calls it. */
  name: string;
  /** Candidate paths; the first that exists is used. */
  paths: string[];
  /** The Debian package that installs it at the first path. */
  debianPackage: string;
  /** Which tests need it. */
  neededBy: string;
}

export const chromium: SystemRequirement = {
  name: 'Chromium',
  paths: [chromiumPath],
  debianPackage: 'chromium',
  neededBy: 'the browser tests (Playwright drives it; it never downloads a browser)',
};

export const nginx: SystemRequirement = {
  name: 'nginx',
  paths: ['/usr/sbin/nginx', '/usr/bin/nginx'],
  debianPackage: 'nginx-light',
  neededBy: 'the production-serving tests (tests/e2e/nginx.spec.ts)',
};

export const systemRequirements: SystemRequirement[] = [chromium, nginx];

/** The path of the program if it is installed, else undefined. */
export function locate(req: SystemRequirement): string | undefined {
  return req.paths.find((p) => existsSync(p));
}
