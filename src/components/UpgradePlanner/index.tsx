/**
 * The upgrade planner: pick a repository (or one of its modules or services), the version you run
 * and the one you want, and read every breaking change, migration note, interface change and tool
 * minimum in between. The choice lives in the URL (`?repo=&module=&from=&to=`); the repository's
 * history is fetched when it is chosen, never with the page.
 */
import React, { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { useLocation } from '@docusaurus/router';
import type { UpgradeIndex, UpgradeRepoData } from '../../../plugins/library/upgrade-data';
import { buildPlan, queryString, readQuery, resolveRepo, resolveVersions, type Notice, type PlanQuery } from './plan';
import { loadRepoData } from './load';
import PlanView from './PlanView';
import styles from './styles.module.css';

const emptyQuery: PlanQuery = { repo: '', module: '', from: '', to: '' };

/** Performance marks: when a repository's data arrived, and when the plan built from it was on the page. */
export const marks = {
  data: 'upgrade-planner:data',
  rendered: 'upgrade-planner:rendered',
  render: 'upgrade-planner:render',
};

/** A repository whose history could not be fetched, and why. */
type Failure = { repo: string; message: string };

export default function UpgradePlanner({ index }: { index: UpgradeIndex }): ReactNode {
  const hydrated = useIsBrowser();
  const location = useLocation();
  const { withBaseUrl } = useBaseUrlUtils();
  const id = useId();
  // The server renders the empty form; the URL's choice applies once the page runs in a browser.
  const [edited, setEdited] = useState<PlanQuery | null>(null);
  const query = useMemo(
    () => edited ?? (hydrated ? readQuery(location.search) : emptyQuery),
    [edited, hydrated, location.search],
  );
  const [loaded, setLoaded] = useState<UpgradeRepoData | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [showAll, setShowAll] = useState(false);
  const measuring = useRef(false);

  const choice = useMemo(() => resolveRepo(query, index), [query, index]);
  const repo = choice.repo;
  const data = repo && loaded?.repo === repo.repo ? loaded : null;

  const failed = repo && failure?.repo === repo.repo ? failure : null;
  useEffect(() => {
    if (!repo || loaded?.repo === repo.repo || failed) return;
    let current = true;
    loadRepoData(withBaseUrl(`/${repo.data}`)).then(
      (d) => {
        if (!current) return;
        performance.mark(marks.data);
        measuring.current = true;
        setLoaded(d);
      },
      (e: unknown) => {
        if (current) setFailure({ repo: repo.repo, message: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => {
      current = false;
    };
  }, [repo, loaded, failed, withBaseUrl]);

  const versions = useMemo(() => (data ? resolveVersions(query, data) : null), [query, data]);
  const plan = useMemo(
    () =>
      data && versions
        ? buildPlan(data, { module: choice.module, from: versions.from, to: versions.to }, { showAll })
        : null,
    [data, versions, choice.module, showAll],
  );

  useLayoutEffect(() => {
    if (!plan || !measuring.current) return;
    measuring.current = false;
    performance.mark(marks.rendered);
    performance.measure(marks.render, marks.data, marks.rendered);
  }, [plan]);

  const update = (next: PlanQuery) => {
    setEdited(next);
    // Into the address bar without a router update, like the module finder: shareable, and no re-render
    // of the whole page; the router state of the entry is kept.
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${queryString(next)}${window.location.hash}`,
    );
  };
  /** The current choice with every value valid, and `patch` applied. */
  const choose = (patch: Partial<PlanQuery>) =>
    update({
      repo: repo?.repo ?? '',
      module: choice.module ?? '',
      from: versions?.from ?? '',
      to: versions?.to ?? '',
      ...patch,
    });

  const notices: Notice[] = [...choice.notices, ...(versions?.notices ?? [])];
  const planUrl = plan
    ? `/library/upgrade/${queryString({ repo: plan.repo, module: plan.module?.key, from: plan.from, to: plan.to })}`
    : null;
  const releaseLabel = (v: UpgradeRepoData['releases'][number]) =>
    `${v.version} (${v.date})${v.changes.some((c) => c.breaking) ? ', breaking' : ''}`;
  const disabled = !hydrated;

  return (
    <div className={`margin-vert--lg ${styles.planner}`}>
      <form className={styles.controls} onSubmit={(e) => e.preventDefault()} aria-label="Upgrade to plan">
        <div className={styles.field}>
          <label htmlFor={`${id}-repo`}>Repository</label>
          <select
            className="cairn-control"
            id={`${id}-repo`}
            value={repo?.repo ?? ''}
            disabled={disabled}
            onChange={(e) => update({ ...emptyQuery, repo: e.target.value })}
          >
            <option value="">Choose a repository</option>
            {index.repos.map((r) => (
              <option key={r.repo} value={r.repo}>
                {r.repo}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-module`}>Module or service</label>
          <select
            className="cairn-control"
            id={`${id}-module`}
            value={data ? (choice.module ?? '') : ''}
            disabled={disabled || !data}
            onChange={(e) => choose({ module: e.target.value })}
          >
            <option value="">{data ? 'All of the repository' : 'Choose a repository first'}</option>
            {data?.entries
              .slice()
              .sort((a, b) => a.label.localeCompare(b.label))
              .map((e) => (
                <option key={e.key} value={e.key}>
                  {e.label}
                </option>
              ))}
          </select>
        </div>
        {(['from', 'to'] as const).map((field) => (
          <div key={field} className={styles.field}>
            <label htmlFor={`${id}-${field}`}>
              {field === 'from' ? 'From (the version you run)' : 'To (the version you want)'}
            </label>
            <select
              className="cairn-control"
              id={`${id}-${field}`}
              value={versions?.[field] ?? ''}
              disabled={disabled || !data}
              onChange={(e) => choose({ [field]: e.target.value })}
            >
              {!data && <option value="">Choose a repository first</option>}
              {data?.releases.map((r, i) => (
                <option key={r.version} value={r.version}>
                  {releaseLabel(r)}
                  {i === 0 ? ', latest' : ''}
                </option>
              ))}
            </select>
          </div>
        ))}
        {choice.module && data && (
          <div className={styles.check}>
            <input
              type="checkbox"
              id={`${id}-all`}
              checked={showAll}
              disabled={disabled}
              onChange={(e) => setShowAll(e.target.checked)}
            />
            <label htmlFor={`${id}-all`}>Show changes to other modules</label>
          </div>
        )}
      </form>

      <div role="status" className="margin-top--md">
        {notices.map((n) => (
          <p key={`${n.field}:${n.text}`} className={`alert ${n.level === 'error' ? 'alert--warning' : 'alert--info'}`}>
            {n.text}
          </p>
        ))}
        {repo && !data && !failed && <p>Loading the release history of {repo.repo}…</p>}
      </div>
      {failed && (
        <div className="alert alert--danger" role="alert">
          <p>
            The release history of {failed.repo} could not be loaded ({failed.message}). Check your connection and try
            again, or read the <Link to="/guides/stay-up-to-date/releases/">release notes</Link>.
          </p>
          <button type="button" className="button button--secondary button--sm" onClick={() => setFailure(null)}>
            Try again
          </button>
        </div>
      )}
      {!repo && hydrated && (
        <p className="margin-top--md">
          Choose a repository to start. To plan the upgrade of one module or service, choose it too: changes to the
          others are then left out.
        </p>
      )}
      <noscript>
        <p className="alert alert--warning">
          The planner runs in your browser and needs JavaScript. The{' '}
          <a href="/guides/stay-up-to-date/releases/">release notes</a> list every release with its migration notes.
        </p>
      </noscript>
      {plan && planUrl && <PlanView plan={plan} planUrl={planUrl} />}
    </div>
  );
}
