/**
 * The id of a release's heading on its month of the release notes, e.g. `terraform-aws-vpc-v0.26.1`:
 * the month page renders it and the upgrade planner links to it. Its own module, free of imports,
 * so the month page's browser code can use it.
 */
export const releaseAnchor = (repo: string, version: string) => `${repo}-${version}`;
