/**
 * The tools a library release can require or claim support for, with the dates of their releases,
 * so the checks can refuse a release that claims a Terraform or AWS provider version that did not
 * exist yet on its date. Dates are those of the upstream X.Y.0 releases (Terraform's and
 * terraform-provider-aws's GitHub releases and changelogs).
 */
export const toolReleases = {
  terraform: {
    '0.12.0': '2019-05-22',
    '0.13.0': '2020-08-10',
    '0.14.0': '2020-12-02',
    '0.15.0': '2021-04-14',
    '1.0.0': '2021-06-08',
    '1.1.0': '2021-12-08',
    '1.2.0': '2022-05-18',
    '1.3.0': '2022-09-21',
    '1.4.0': '2023-03-08',
    '1.5.0': '2023-06-12',
  },
  'aws-provider': {
    '3.0.0': '2020-07-31',
    '4.0.0': '2022-02-10',
    '5.0.0': '2023-05-25',
  },
} as const satisfies Record<string, Record<string, string>>;

export type Tool = keyof typeof toolReleases;
export const tools = Object.keys(toolReleases) as Tool[];
export const toolNames: Record<Tool, string> = { terraform: 'Terraform', 'aws-provider': 'AWS provider' };

/** A tool version as the data writes it: '1.1', '4.0' or '1.1.0'. */
export const toolVersionPattern = /^\d+\.\d+(\.\d+)?$/;

/** [major, minor, patch] of a tool version (patch 0 when omitted). */
export function toolVersionParts(v: string): [number, number, number] {
  const [a, b, c] = v.split('.').map(Number);
  return [a, b, c ?? 0];
}

export function compareToolVersions(a: string, b: string): number {
  const pa = toolVersionParts(a);
  const pb = toolVersionParts(b);
  return pa[0] - pb[0] || pa[1] - pb[1] || pa[2] - pb[2];
}

/**
 * The earliest date `version` can have existed: the date of its X.Y.0 release when the table lists it,
 * otherwise that of the first release of its major version (a lower bound: 3.60 cannot predate 3.0.0).
 * Undefined when the table knows neither.
 */
export function toolReleaseDate(tool: Tool, version: string): string | undefined {
  const [major, minor] = toolVersionParts(version);
  const dates = toolReleases[tool] as Record<string, string>;
  return dates[`${major}.${minor}.0`] ?? dates[`${major}.0.0`];
}
