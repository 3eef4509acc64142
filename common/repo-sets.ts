/**
 * The repository sets of the private-repository link warning: resolved at build time by
 * plugins/repo-sets (published as its global data), read in the browser by src/lib/repo-links.
 */
export interface RepoSets {
  /** Repository names that anyone may open. */
  publicRepos: readonly string[];
  /** `owner/name` entries; only the name part is compared. */
  cisRepos: readonly string[];
  /** `owner/name` entries; only the name part is compared. */
  enterpriseRepos: readonly string[];
}
