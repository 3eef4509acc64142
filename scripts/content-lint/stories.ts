/**
 * Product-story checks: the mechanical parts of the decisions recorded in CONTENT-FACTS.md ("Products").
 * Pages and knowledge-base discussions must use one example organisation (`acme`), spell Terracairn's
 * flags one way, and name only tools that existed at the end of June 2023, the period the site describes.
 * The rest of each story (which mechanism creates accounts, where the Config aggregator lives) needs a
 * reader, not a regular expression.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Problem } from './checks';

/**
 * Every Terracairn flag the pages may use, spelled in full. The Terracairn CLI reference page documents
 * exactly this list (tests/unit/stories.test.ts holds the two together), so a new flag goes into both.
 */
export const terracairnFlags = [
  'check',
  'config',
  'debug',
  'download-dir',
  'exclude-dir',
  'fetch-dependency-output-from-state',
  'iam-role',
  'ignore-dependency-errors',
  'ignore-external-dependencies',
  'include-dir',
  'include-external-dependencies',
  'json-out',
  'log-level',
  'non-interactive',
  'parallelism',
  'source',
  'source-update',
  'strict-include',
  'working-dir',
] as const;

/** Placeholder organisations that other writers reached for; examples use `acme`. */
const placeholderOrganisations =
  /(?<![\w-])(?:example-corp|example-org|examplecorp|example-company|your-org|my-org)(?![\w-])|\bExample Corp\b/i;

/** `<org>/infrastructure-live` and `<org>/infrastructure-modules` in Git URLs and OIDC subjects. */
const customerRepository =
  /(?:github\.com[:/]|repo:)([A-Za-z0-9_.-]+)\/(infrastructure-live|infrastructure-modules)\b/g;

/** The newest Terraform release of June 2023 was 1.5.2 (28 June); 1.5.3 came out in July. */
const newestTerraform = { minor: 5, patch: 2 };

/** The newest patch release of each Kubernetes minor version by 30 June 2023 (1.28 came in August). */
const newestKubernetesPatch: Record<number, number> = { 22: 17, 23: 17, 24: 15, 25: 11, 26: 6, 27: 3 };

export interface StoryFinding {
  /** 1-based line within the text that was checked. */
  line: number;
  message: string;
}

/** Checks one text (a page or a discussion body) line by line. */
export function checkStoryText(text: string): StoryFinding[] {
  const findings: StoryFinding[] = [];
  text.split('\n').forEach((lineText, i) => {
    const at = (message: string) => findings.push({ line: i + 1, message });
    organisation(lineText, at);
    terracairnFlagSpelling(lineText, at);
    toolPeriod(lineText, at);
  });
  return findings;
}

function organisation(line: string, at: (message: string) => void): void {
  const placeholder = placeholderOrganisations.exec(line);
  if (placeholder) at(`placeholder organisation '${placeholder[0]}': examples use the GitHub organisation 'acme'`);
  for (const m of line.matchAll(customerRepository)) {
    const org = m[1];
    // `acme-*` is allowed for the story of an organisation that moves into `acme`.
    if (org !== 'acme' && !org.startsWith('acme-') && !placeholderOrganisations.test(org))
      at(`'${org}/${m[2]}': the customer repositories in examples belong to the organisation 'acme'`);
  }
}

function terracairnFlagSpelling(line: string, at: (message: string) => void): void {
  for (const m of line.matchAll(/(?<![\w-])-(include|exclude)-dir\b/g))
    at(`'-${m[1]}-dir' is not a Terracairn flag: write '--terracairn-${m[1]}-dir'`);
  if (/\bterracairn\b/i.test(line))
    for (const m of line.matchAll(/(?<![\w-])--(include|exclude)-dir\b/g))
      at(`'--${m[1]}-dir' is not a Terracairn flag: write '--terracairn-${m[1]}-dir'`);
  for (const m of line.matchAll(/--terragrunt-([a-z][a-z-]*)/g))
    at(`'--terragrunt-${m[1]}': Cairn pages name Terracairn's flags, '--terracairn-${m[1]}'`);
  for (const m of line.matchAll(/--terracairn-([a-z][a-z-]*)/g)) {
    // Installers such as `configure-environment-for-cairn-modules` take the version to install this way.
    if (m[1] !== 'version' && !(terracairnFlags as readonly string[]).includes(m[1]))
      at(`'--terracairn-${m[1]}' is not a Terracairn flag (see the Terracairn CLI reference)`);
  }
}

function toolPeriod(line: string, at: (message: string) => void): void {
  if (/\bHCP Terraform\b/.test(line))
    at(`'HCP Terraform' is the 2024 name; in mid-2023 the service was called Terraform Cloud`);
  // A Terraform version right after "terraform" (`Terraform v1.5.2`, `terraform_version = "1.5.2"`,
  // `terraform/1.5.2/`, `--terraform-version 1.5.2`), `tfenv install`/`use`, or `-tf` in an image tag.
  const terraformVersion =
    /(?:\bterraform(?:[\s.:=/"'_-]{0,3}version)?[\s.:=/"'_-]{0,4}|\btfenv (?:install|use) |-tf)v?1\.(\d+)\.(\d+)\b/gi;
  for (const m of line.matchAll(terraformVersion)) {
    const minor = Number(m[1]);
    const patch = Number(m[2]);
    if (minor > newestTerraform.minor || (minor === newestTerraform.minor && patch > newestTerraform.patch))
      at(`Terraform 1.${minor}.${patch} was released after June 2023; the newest release then was 1.5.2`);
  }
  for (const m of line.matchAll(/\bTerraform v?1\.(\d+)\b(?!\.\d)/g)) {
    if (Number(m[1]) > newestTerraform.minor)
      at(`Terraform 1.${m[1]} was released after June 2023; the newest minor version then was 1.5`);
  }
  // Kubernetes, kubectl and EKS versions, including kubectl download URLs.
  for (const m of line.matchAll(
    /(?:\bkubectl\b|\bkubernetes\b|\bEKS\b|\bk8s\b|dl\.k8s\.io\/release\/)[^\n]{0,30}?\bv?1\.(\d+)(?:\.(\d+))?\b/gi,
  )) {
    const minor = Number(m[1]);
    const patch = m[2] === undefined ? undefined : Number(m[2]);
    if (minor >= 28) at(`Kubernetes 1.${minor} was released after June 2023; the newest version then was 1.27`);
    else if (patch !== undefined && minor in newestKubernetesPatch && patch > newestKubernetesPatch[minor])
      at(
        `Kubernetes 1.${minor}.${patch} was released after June 2023; the newest 1.${minor} patch then was 1.${minor}.${newestKubernetesPatch[minor]}`,
      );
  }
}

/** The story checks for one markdown page (prose and code alike). */
export function checkStories(page: Page): Problem[] {
  return checkStoryText(page.source).map((f) => ({
    file: page.file,
    line: f.line,
    check: 'story',
    message: f.message,
  }));
}

interface DiscussionText {
  field: 'title' | 'body' | 'answer.body';
  text: string;
}

function discussionTexts(value: unknown): DiscussionText[] {
  if (typeof value !== 'object' || value === null) return [];
  const d = value as { title?: unknown; body?: unknown; answer?: { body?: unknown } | null };
  const texts: DiscussionText[] = [];
  if (typeof d.title === 'string') texts.push({ field: 'title', text: d.title });
  if (typeof d.body === 'string') texts.push({ field: 'body', text: d.body });
  if (d.answer && typeof d.answer.body === 'string') texts.push({ field: 'answer.body', text: d.answer.body });
  return texts;
}

/**
 * The story checks for mirrored discussions (`files`: paths of discussion JSON files relative to `root`).
 * A problem points at the line of the JSON file that holds the field, and says which line of that text it
 * is on. A file that is not JSON is reported rather than skipped; the knowledge-base plugin explains the schema.
 */
export function checkDiscussionStories(root: string, files: string[]): Problem[] {
  const problems: Problem[] = [];
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    let value: unknown;
    try {
      value = JSON.parse(source);
    } catch (e) {
      problems.push({
        file,
        line: 1,
        check: 'story',
        message: `not valid JSON: ${e instanceof Error ? e.message : String(e)}`,
      });
      continue;
    }
    const lines = source.split('\n');
    for (const { field, text } of discussionTexts(value)) {
      const key = field === 'answer.body' ? '"body"' : `"${field}"`;
      // The answer's body is the second "body" key of the file.
      const keyLines = lines.flatMap((l, i) => (l.trimStart().startsWith(`${key}:`) ? [i + 1] : []));
      const jsonLine = (field === 'answer.body' ? keyLines[1] : keyLines[0]) ?? 1;
      for (const f of checkStoryText(text))
        problems.push({ file, line: jsonLine, check: 'story', message: `${field}, line ${f.line}: ${f.message}` });
    }
  }
  return problems;
}
