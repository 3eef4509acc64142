/**
 * The plan's sentences, written once for the page and for 'Copy as Markdown': text with code spans
 * as segments, which the page renders as <code> and the Markdown as backticks.
 */
import type { UpgradeEntry, UpgradeRelease } from '../../../plugins/library/upgrade-data';
import { toolNames, tools } from '../../../plugins/library/tools';
import type { InterfaceStep, Plan } from './plan';

/** The planner page's title and meta description; its Markdown twin (plugins/llms) opens with them. */
export const upgradePageText = {
  title: 'Plan a library upgrade',
  description:
    'From the Cairn IaC Library version you run to the one you want: every breaking release with its migration notes, the inputs to change and the Terraform and AWS provider minimums, on one page you can share.',
};

export type Segment = string | { code: string };
const code = (c: string): Segment => ({ code: c });

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** How the plan names a module or service: modules by id (as code), services by title. */
export const entryName = (e: UpgradeEntry): Segment => (e.kind === 'module' ? code(e.label) : e.label);

export function stepSegments(step: InterfaceStep): Segment[] {
  switch (step.kind) {
    case 'input-removed':
      return ['Remove the argument ', code(step.name), ': the input no longer exists'];
    case 'input-renamed':
      return ['Rename the argument ', code(step.name), ' to ', code(step.to ?? '')];
    case 'input-now-required':
      return ['Set ', code(step.name), ': the input is now required'];
    case 'input-added-required':
      return ['Set the new required input ', code(step.name)];
    case 'output-removed':
      return ['Stop reading the output ', code(step.name), ': it no longer exists'];
    case 'input-added':
      return ['New optional input ', code(step.name)];
    case 'input-now-optional':
      return [code(step.name), ' is now optional'];
    case 'output-added':
      return ['New output ', code(step.name)];
  }
}

/** The summary's lines, without the list of affected modules. */
export function summarySegments(plan: Plan): Segment[][] {
  const n = plan.releases.length;
  const lines: Segment[][] = [
    [`Releases crossed: ${n}`, n > 1 ? ` (${plan.releases[0].version} to ${plan.to})` : ` (${plan.to})`],
  ];
  const breaking = [`Breaking releases: ${plan.breakingCount}`] as Segment[];
  if (plan.module && plan.breakingCount > 0)
    breaking.push(
      `, ${plan.breakingForModule === plan.breakingCount ? 'all' : plan.breakingForModule} of them concern `,
      entryName(plan.module),
    );
  lines.push(breaking);
  return lines;
}

export function moduleStatusSegments(plan: Plan): Segment[] | null {
  const m = plan.module;
  if (!m) return null;
  if (plan.moduleStatus === 'not-yet')
    return [entryName(m), ` first appeared in ${m.introduced}, after ${plan.to}: choose a later 'to' version.`];
  if (plan.moduleStatus === 'new')
    return [
      entryName(m),
      ` first appeared in ${m.introduced}, after ${plan.from}: it is new to you, so no existing call needs changing.`,
    ];
  return null;
}

export const hiddenText = (plan: Plan) =>
  `${plural(plan.hidden, 'change')} to other modules ${plan.hidden === 1 ? 'is' : 'are'} not listed`;

export const nothingToDoText = (version: string) => `You already run ${version}: nothing to do.`;

export const planTitle = (plan: Plan): Segment[] => [
  `Upgrade ${plan.repo} from ${plan.from} to ${plan.to}`,
  ...(plan.module ? [': ', entryName(plan.module)] : []),
];

/** What a release's `requires` means for every module of the repository. */
export function raisesText(requires: NonNullable<UpgradeRelease['requires']>): string {
  const raised = tools.flatMap((t) => (requires[t] ? [`${toolNames[t]} ${requires[t]}`] : []));
  return `Every module now needs ${raised.join(' and ')} or later.`;
}
