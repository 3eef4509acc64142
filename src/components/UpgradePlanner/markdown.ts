/**
 * 'Copy as Markdown': the plan as a checklist to paste into a pull request or an issue. Steps a
 * reader must take are task-list items (ticked when ticked on the page); links are absolute.
 */
import type { UpgradeRelease } from '../../../plugins/library/upgrade-data';
import type { Plan } from './plan';
import {
  entryName,
  hiddenText,
  moduleStatusSegments,
  nothingToDoText,
  planTitle,
  raisesText,
  stepSegments,
  summarySegments,
  type Segment,
} from './wording';

export interface MarkdownOptions {
  /** The site's public origin, which the plan's links start with. */
  siteUrl: string;
  /** The plan's own address. */
  planUrl: string;
  /** Ids (stepId) of the steps the reader ticked. */
  done: ReadonlySet<string>;
}

/** The id of a checklist step, shared by the page's checkboxes and the Markdown. */
export const stepId = {
  tool: (tool: string) => `tool:${tool}`,
  release: (version: string) => `release:${version}`,
  interface: (entry: string, kind: string, name: string) => `interface:${entry}:${kind}:${name}`,
};

const md = (segments: Segment[]) => segments.map((s) => (typeof s === 'string' ? s : `\`${s.code}\``)).join('');

/** Indents every non-empty line, so a block continues the list item above it. */
const indent = (text: string, by = '  ') =>
  text
    .split('\n')
    .map((l) => (l.trim() ? by + l : ''))
    .join('\n');

export function planMarkdown(plan: Plan, opts: MarkdownOptions): string {
  const abs = (path: string) => `${opts.siteUrl.replace(/\/$/, '')}${path}`;
  const releaseLink = (r: UpgradeRelease) => `[${r.version}](${abs(r.notes)})`;
  const box = (id: string) => (opts.done.has(id) ? '- [x] ' : '- [ ] ');
  const out: string[] = [`## ${md(planTitle(plan))}`, '', opts.planUrl, ''];
  if (plan.releases.length === 0) {
    out.push(nothingToDoText(plan.to), '');
    return out.join('\n');
  }
  for (const line of summarySegments(plan)) out.push(`- ${md(line)}`);
  out.push(`- Modules affected: ${plan.affected.map((e) => md([entryName(e)])).join(', ') || 'none'}`, '');
  const status = moduleStatusSegments(plan);
  if (status) out.push(md(status), '');

  if (plan.tools.length || plan.supports.length) {
    out.push('### Terraform and AWS provider', '');
    for (const t of plan.tools) {
      const raised = t.raisedIn.map((r) => `${r.version} from ${releaseLink(r.release)}`).join(', then ');
      out.push(
        `${box(stepId.tool(t.tool))}${t.name} ${t.after} or later: the minimum rises to ${raised}` +
          (t.before ? ` (${t.before} before)` : ''),
      );
    }
    for (const s of plan.supports) out.push(`- Tested with ${s.name} ${s.version} from ${releaseLink(s.release)}`);
    out.push('');
  }

  if (plan.breaking.length) {
    out.push('### Breaking releases', '');
    for (const { release, changes } of plan.breaking) {
      out.push(`${box(stepId.release(release.version))}${releaseLink(release)} (${release.date})`);
      if (release.requires) out.push(`  - ${raisesText(release.requires)}`);
      for (const c of changes) out.push(`  - Breaking: ${c.md}`);
      if (release.migration) out.push('', indent(`Migration notes:\n\n${release.migration.md}`));
      out.push('');
    }
  }

  for (const diff of plan.interfaces) {
    if (diff.status === 'new' || diff.steps.length === 0) continue;
    out.push(`### Inputs and outputs of ${md([entryName(diff.entry)])}`, '');
    for (const s of diff.steps)
      out.push(
        `${s.action ? box(stepId.interface(diff.entry.key, s.kind, s.name)) : '- '}${md(stepSegments(s))} (${s.versions.join(', ')})`,
      );
    out.push('');
  }

  if (plan.groups.length) {
    out.push('### Other changes', '');
    const names = new Map(plan.affected.map((e) => [e.key, md([entryName(e)])]));
    for (const g of plan.groups) {
      out.push(`#### ${g.label}`, '');
      for (const { release, change } of g.changes) {
        const where = change.affects.map((k) => names.get(k) ?? k).join(', ');
        out.push(`- ${releaseLink(release)}${where ? ` ${where}` : ''}: ${change.md}`);
      }
      out.push('');
    }
  }
  if (plan.hidden) out.push(`${hiddenText(plan)}.`, '');
  return (
    out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}
