/**
 * Library versions named in text, in the forms the checks hold to the release data (CONTENT-FACTS.md,
 * "Examples and versions the checks hold to the data"):
 * - a module source with a ref: `cairn-io/terraform-aws-vpc.git//modules/vpc-app?ref=v0.26.1`, also
 *   without the `cairn-io/` prefix or the path (`terraform-aws-vpc.git?ref=v0.26.1`);
 * - a repository, by its full name or its short name, followed by a version: `terraform-aws-eks v0.47.2`,
 *   `` `terraform-aws-vpc` release v0.26.1 ``, `vpc v0.25.1`, `service-catalog v0.104.5`,
 *   `Service Catalog v0.104.5`, `terraform-aws-eks at v0.62.0`, or with a ref next to it:
 *   `` `terraform-aws-vpc` `?ref=v0.26.1` ``, `terraform-aws-eks (`?ref=v0.62.0`)`;
 * - a range after a repository: `terraform-aws-vpc from v0.17.4 to v0.18.3` (both versions count).
 * A bare `v0.47.2` with no repository before it is not a mention: nothing says which repository it is.
 */

export interface VersionMention {
  repo: string;
  version: string;
  /** Offset of the mention in the text. */
  index: number;
  /** The matched text, for messages. */
  text: string;
}

const prefix = 'terraform-aws-';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern per repository set, built once. */
const patterns = new Map<string, { source: RegExp; named: RegExp; forms: Map<string, string> }>();

function patternsFor(repos: readonly string[]) {
  const cacheKey = repos.join(',');
  const cached = patterns.get(cacheKey);
  if (cached) return cached;
  const forms = new Map<string, string>();
  for (const r of repos) {
    forms.set(r, r);
    forms.set(r.slice(prefix.length), r);
  }
  const alternatives = [
    ...[...forms.keys()].sort((a, b) => b.length - a.length).map(escape),
    // Written as words, in any case: 'Service Catalog', 'service catalog', 'Service catalog'.
    '[Ss]ervice [Cc]atalog',
  ];
  const version = 'v\\d+\\.\\d+\\.\\d+';
  const built = {
    // A source address, with or without the cairn-io/ prefix and the //modules path.
    source: new RegExp(
      `(?<![\\w-])(${prefix}[a-z0-9-]+)(?:\\.git)?(?://[A-Za-z0-9_./-]*)?\\?ref=(${version})(?![\\w-]|\\.\\d)`,
      'g',
    ),
    // A repository, then a connecting word, or a ref written next to it: `terraform-aws-vpc` `?ref=v0.26.1`.
    named: new RegExp(
      `(?<![\\w/.\`-])\`?(${alternatives.join('|')})\`?` +
        `(?:(?: (?:release|version|at|is at|currently at|from|to))? |,? \\(?\`\\?ref=)(${version})(?: to (${version}))?(?![\\w-]|\\.\\d)`,
      'g',
    ),
    forms,
  };
  patterns.set(cacheKey, built);
  return built;
}

/** Every library version `text` names; `repos` are the repository names of the library. */
export function versionMentions(text: string, repos: readonly string[]): VersionMention[] {
  const { source, named, forms } = patternsFor(repos);
  const out: VersionMention[] = [];
  for (const m of text.matchAll(source)) {
    if (repos.includes(m[1])) out.push({ repo: m[1], version: m[2], index: m.index ?? 0, text: m[0] });
  }
  for (const m of text.matchAll(named)) {
    const repo = forms.get(m[1]) ?? (/^service catalog$/i.test(m[1]) ? 'terraform-aws-service-catalog' : undefined);
    if (!repo) continue;
    const index = m.index ?? 0;
    out.push({ repo, version: m[2], index, text: m[0] });
    if (m[3]) out.push({ repo, version: m[3], index, text: m[0] });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** 1-based line of an offset. */
export function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
