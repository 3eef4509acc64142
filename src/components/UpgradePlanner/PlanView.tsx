/**
 * One plan on the page: the summary, the tool minimums, the breaking releases with their migration
 * notes as a checklist, the interface changes, then the other changes by kind. Change texts and
 * migration notes are HTML the build rendered from the library data's markdown.
 */
import React, { Fragment, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useHistory } from '@docusaurus/router';
import type { UpgradeChange, UpgradeEntry, UpgradeRelease } from '../../../plugins/library/upgrade-data';
import type { InterfaceDiff, Plan } from './plan';
import { planMarkdown, stepId } from './markdown';
import { changeListHtml } from './html';
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
import styles from './styles.module.css';

function Text({ segments }: { segments: Segment[] }): ReactNode {
  return segments.map((s, i) =>
    typeof s === 'string' ? <Fragment key={i}>{s}</Fragment> : <code key={i}>{s.code}</code>,
  );
}

const Html = ({ html, block }: { html: string; block?: boolean }) =>
  block ? <div dangerouslySetInnerHTML={{ __html: html }} /> : <span dangerouslySetInnerHTML={{ __html: html }} />;

function EntryLink({ entry }: { entry: UpgradeEntry }) {
  return (
    <a href={entry.permalink}>
      <Text segments={[entryName(entry)]} />
    </a>
  );
}

/**
 * Follows a click on one of the plan's links inside the single-page app. Docusaurus's `<Link>` sets
 * up prefetching for every link it renders, and a plan over a long history has ~600 links: they are
 * plain anchors, and this one listener routes them.
 */
function useInAppLinks(): (e: React.MouseEvent) => void {
  const history = useHistory();
  return (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element).closest('a');
    if (!a || a.target || a.origin !== window.location.origin) return;
    e.preventDefault();
    history.push(`${a.pathname}${a.search}${a.hash}`);
  };
}

function Affects({ change, entries }: { change: UpgradeChange; entries: Map<string, UpgradeEntry> }) {
  const list = change.affects.map((k) => entries.get(k)).filter((e): e is UpgradeEntry => e !== undefined);
  if (!list.length) return null;
  return (
    <span className={styles.muted}>
      {list.map((e, i) => (
        <Fragment key={e.key}>
          {i > 0 && ', '}
          <EntryLink entry={e} />
        </Fragment>
      ))}
    </span>
  );
}

/** A step the reader ticks off; `id` is its stepId. */
function Check({
  id,
  done,
  toggle,
  children,
}: {
  id: string;
  done: ReadonlySet<string>;
  toggle: (id: string) => void;
  children: ReactNode;
}) {
  const prefix = useId();
  const domId = `${prefix}-${id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return (
    <span className={styles.check}>
      <input type="checkbox" id={domId} checked={done.has(id)} onChange={() => toggle(id)} />
      <label htmlFor={domId}>{children}</label>
    </span>
  );
}

type CopyState = { kind: 'idle' } | { kind: 'copied'; lines: number } | { kind: 'refused'; text: string };

/** 'Copy as Markdown', with the text selected in a box to copy by hand when the browser refuses. */
function CopyMarkdown({ text }: { text: () => string }) {
  const [state, setState] = useState<CopyState>({ kind: 'idle' });
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (state.kind !== 'refused') return;
    box.current?.focus();
    box.current?.select();
  }, [state]);
  const copy = async () => {
    const markdown = text();
    try {
      // Absent outside secure contexts; rejected when the reader or a policy denies the permission.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(markdown);
      setState({ kind: 'copied', lines: markdown.trimEnd().split('\n').length });
    } catch {
      setState({ kind: 'refused', text: markdown });
    }
  };
  return (
    <div className={styles.check}>
      <button type="button" className="button button--primary button--sm" onClick={copy}>
        Copy as Markdown
      </button>
      <p role="status" className="margin-bottom--none">
        {state.kind === 'copied' && `Copied the plan as Markdown (${state.lines} lines).`}
        {state.kind === 'refused' &&
          'Your browser did not allow copying. The plan is selected in the box below: press Ctrl+C (⌘C on a Mac) to copy it.'}
      </p>
      {state.kind === 'refused' && (
        <textarea
          ref={box}
          className={`cairn-control ${styles.copyBox}`}
          readOnly
          rows={12}
          value={state.text}
          aria-label="The plan as Markdown"
        />
      )}
    </div>
  );
}

function InterfaceSteps({
  diff,
  done,
  toggle,
}: {
  diff: InterfaceDiff;
  done: ReadonlySet<string>;
  toggle: (id: string) => void;
}) {
  return (
    <ul className={styles.checklist}>
      {diff.steps.map((s) => {
        const body = (
          <>
            <Text segments={stepSegments(s)} /> <span className={styles.muted}>({s.versions.join(', ')})</span>
          </>
        );
        return (
          <li key={`${s.kind}:${s.name}`}>
            {s.action ? (
              <Check id={stepId.interface(diff.entry.key, s.kind, s.name)} done={done} toggle={toggle}>
                {body}
              </Check>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ul>
  );
}

export default function PlanView({ plan, planUrl }: { plan: Plan; planUrl: string }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const titleId = useId();
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setDone((d) => {
      const next = new Set(d);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const entries = new Map(plan.affected.map((e) => [e.key, e]));
  const absolute = `${siteConfig.url.replace(/\/$/, '')}${planUrl}`;
  const markdown = () => planMarkdown(plan, { siteUrl: siteConfig.url, planUrl: absolute, done });
  const releaseLink = (r: UpgradeRelease, label: ReactNode = r.version) => <a href={r.notes}>{label}</a>;
  const followLink = useInAppLinks();
  const status = moduleStatusSegments(plan);
  const diffs = plan.interfaces.filter((d) => d.status === 'existing' && d.steps.length > 0);

  return (
    // The listener only routes clicks on links, which stay focusable and follow Enter on their own.
    <section className="text-links margin-top--lg" aria-labelledby={titleId} onClick={followLink}>
      <div className={styles.head}>
        <h2 id={titleId}>
          <Text segments={planTitle(plan)} />
        </h2>
        <CopyMarkdown key={planUrl} text={markdown} />
      </div>
      {plan.releases.length === 0 ? (
        <p>
          <strong>{nothingToDoText(plan.to)}</strong>
        </p>
      ) : (
        <>
          <ul aria-label="Summary">
            {summarySegments(plan).map((line, i) => (
              <li key={i}>
                <Text segments={line} />
              </li>
            ))}
            <li>
              Modules affected: {plan.affected.length === 0 && 'none'}
              {plan.affected.map((e, i) => (
                <Fragment key={e.key}>
                  {i > 0 && ', '}
                  <EntryLink entry={e} />
                </Fragment>
              ))}
            </li>
          </ul>
          {status && (
            <p className="alert alert--info">
              <Text segments={status} />
            </p>
          )}

          {(plan.tools.length > 0 || plan.supports.length > 0) && (
            <>
              <h3>Terraform and AWS provider</h3>
              <ul className={styles.checklist}>
                {plan.tools.map((t) => (
                  <li key={t.tool}>
                    <Check id={stepId.tool(t.tool)} done={done} toggle={toggle}>
                      <strong>
                        {t.name} {t.after} or later
                      </strong>
                    </Check>
                    : the minimum rises to{' '}
                    {t.raisedIn.map((r, i) => (
                      <Fragment key={r.release.version}>
                        {i > 0 && ', then '}
                        {r.version} in {releaseLink(r.release)}
                      </Fragment>
                    ))}
                    {t.before && ` (${t.before} before)`}.
                  </li>
                ))}
                {plan.supports.map((s) => (
                  <li key={`${s.tool}:${s.release.version}`}>
                    Tested with {s.name} {s.version} from {releaseLink(s.release)}.
                  </li>
                ))}
              </ul>
            </>
          )}

          {plan.breaking.length > 0 && (
            <>
              <h3>Breaking releases</h3>
              <ol className={styles.checklist}>
                {plan.breaking.map(({ release, changes }) => (
                  <li key={release.version} className={styles.breaking}>
                    <div className={styles.head}>
                      <Check id={stepId.release(release.version)} done={done} toggle={toggle}>
                        <strong>{release.version}</strong> <span className={styles.muted}>({release.date})</span>
                      </Check>
                      {releaseLink(release, `Release notes of ${release.version}`)}
                    </div>
                    {(changes.length > 0 || release.requires) && (
                      <ul>
                        {release.requires && <li>{raisesText(release.requires)}</li>}
                        {changes.map((c, i) => (
                          <li key={i}>
                            <strong>Breaking:</strong> <Html html={c.html} /> <Affects change={c} entries={entries} />
                          </li>
                        ))}
                      </ul>
                    )}
                    {release.migration && (
                      <div
                        className={styles.migration}
                        role="note"
                        aria-label={`Migration notes for ${plan.repo} ${release.version}`}
                      >
                        <strong>Migration notes</strong>
                        <Html block html={release.migration.html} />
                      </div>
                    )}
                  </li>
                ))}
              </ol>
            </>
          )}

          {diffs.length > 0 && plan.module && (
            <>
              <h3>
                Inputs and outputs of <Text segments={[entryName(plan.module)]} />
              </h3>
              <InterfaceSteps diff={diffs[0]} done={done} toggle={toggle} />
            </>
          )}
          {diffs.length > 0 && !plan.module && (
            <>
              <h3>Inputs and outputs</h3>
              {diffs.map((d) => (
                <Fragment key={d.entry.key}>
                  <h4>
                    <EntryLink entry={d.entry} />
                  </h4>
                  <InterfaceSteps diff={d} done={done} toggle={toggle} />
                </Fragment>
              ))}
            </>
          )}

          {plan.groups.length > 0 && (
            <>
              <h3>Other changes</h3>
              {plan.groups.map((g) => (
                <Fragment key={g.kind}>
                  <h4>{g.label}</h4>
                  <ul
                    dangerouslySetInnerHTML={{
                      __html: changeListHtml(g.changes, entries, { affects: styles.muted ?? '' }),
                    }}
                  />
                </Fragment>
              ))}
            </>
          )}
          {plan.hidden > 0 && (
            <p className={styles.muted}>{hiddenText(plan)}: tick 'Show changes to other modules' to list them.</p>
          )}
        </>
      )}
    </section>
  );
}
