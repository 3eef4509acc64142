/** Folders under docs/ kept in the repository but not published (drafts of guides not yet ready for readers). Used by the config and the content linter. */
export const excludedDocDirs = [
  'guides/build-it-yourself/landing-zone',
  'guides/build-it-yourself/kubernetes-cluster',
  'guides/build-it-yourself/vpc',
] as const;
