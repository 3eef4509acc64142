/**
 * The library's pages from the library data, through the library plugin's own helpers:
 * - the Inputs and Outputs blocks its remark plugin adds to reference pages, as tables;
 * - the module finder and the release index on their doc pages, from the data the plugin writes
 *   for those components (`finder.json`, `release-index.json`);
 * - one page per month of release notes, from `monthPage`, the data the month page renders;
 * - the upgrade planner's page, from the planner's index of repositories.
 */
import type { PhrasingContent, RootContent } from 'mdast';
import type { FinderEntry, ReleaseIndexData } from '../../../common/library-data';
import { monthPage } from '../../library';
import { monthPermalink, releasesByMonth, releasesRoute } from '../../library/months';
import type { UpgradeIndex } from '../../library/upgrade-data';
import { upgradePageText } from '../../../src/components/UpgradePlanner/wording';
import { serviceCatalogRepo, type Library } from '../../library/schema';
import { isPhrasing, type ComponentHandler, type JsxElement, type MarkdownTools } from '../markdown';
import type { TwinPage } from '../twin';

import { blockList, code, heading, link, list, paragraph, strong, table, text } from '../mdast';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * `<LibraryInterface kind subject>` with one `<LibraryInterfaceItem name type default required>` per
 * argument (plugins/library/interface-nodes.ts): the count line and a table, as the page shows them.
 */
export const libraryInterface: ComponentHandler = (element, helpers) => {
  const kind = helpers.attribute(element, 'kind');
  const subject = helpers.attribute(element, 'subject');
  const items = element.children.filter(
    (c): c is JsxElement & { type: 'mdxJsxFlowElement' } => c.type === 'mdxJsxFlowElement',
  );
  const inputs = kind === 'inputs';
  if (items.length === 0)
    return [
      paragraph([
        text(inputs ? `This ${String(subject)} takes no inputs.` : `This ${String(subject)} has no outputs.`),
      ]),
    ];
  const description = (item: JsxElement): PhrasingContent[] =>
    helpers.children(item).flatMap((n) => (n.type === 'paragraph' ? n.children : isPhrasing(n) ? [n] : []));
  const name = (item: JsxElement) => String(helpers.attribute(item, 'name'));
  if (!inputs)
    return [
      paragraph([text(`${plural(items.length, 'output')}.`)]),
      table(
        ['Name', 'Description'],
        items.map((item) => [[code(name(item))], description(item)]),
      ),
    ];
  const required = items.filter((item) => helpers.attribute(item, 'required') === true).length;
  return [
    paragraph([text(`${plural(items.length, 'input')}, ${required} required.`)]),
    table(
      ['Name', 'Type', 'Required', 'Default', 'Description'],
      items.map((item) => {
        const type = helpers.attribute(item, 'type');
        const value = helpers.attribute(item, 'default');
        const isRequired = helpers.attribute(item, 'required') === true;
        return [
          [code(name(item))],
          typeof type === 'string' ? [code(type)] : [],
          [text(isRequired ? 'yes' : 'no')],
          typeof value === 'string' ? [code(value)] : [],
          description(item),
        ];
      }),
    ),
  ];
};

/** `<ModuleFinder />`: every module and service, as the finder lists them before any filter. */
export function moduleFinder(entries: readonly FinderEntry[]): ComponentHandler {
  return () => [
    paragraph([text(`${entries.length} modules and services.`)]),
    list(
      entries.map((e) => [
        link(e.permalink, [text(e.title)]),
        text(` (${e.kind === 'module' ? 'module' : 'service'}, `),
        code(e.kind === 'module' ? `${e.repo}//${e.id}` : `${e.repo}//${e.categoryLabel}`),
        text(
          `, ${e.version}, ${e.categoryLabel}${e.tags.length ? `; tags: ${e.tags.map((t) => t.label).join(', ')}` : ''}): `,
        ),
        text(e.summary),
      ]),
    ),
  ];
}

/** `<ReleaseIndex />`: every month of release notes by year, newest first. */
export function releaseIndex(data: ReleaseIndexData): ComponentHandler {
  return () => [
    paragraph([
      text(`${plural(data.releaseCount, 'release')} across ${plural(data.years.length, 'year')}. Feeds: `),
      link(data.feeds.atom, [text('Atom')]),
      text(', '),
      link(data.feeds.rss, [text('RSS')]),
      text('.'),
    ]),
    ...data.years.flatMap((y): RootContent[] => [
      heading(2, [text(y.year)]),
      list(
        y.months.map((m) => [
          link(m.permalink, [text(m.title)]),
          text(
            `: ${plural(m.releaseCount, 'release')}${m.breakingCount ? `, ${m.breakingCount} breaking` : ''}` +
              (m.repos.length ? ` (${m.repos.join(', ')})` : ''),
          ),
        ]),
      ),
    ]),
  ];
}

/**
 * The release notes of each month: per repository, each release with its changes and migration
 * notes. `dataFile(repo)`: the repository's data file, as the library plugin names it.
 */
export function monthPages(lib: Library, tools: MarkdownTools, dataFile: (repo: string) => string): TwinPage[] {
  const months = releasesByMonth(lib);
  return months.map((_, i) => {
    const data = monthPage(lib, months, i, (markdown) => tools.parseBlock(markdown), dataFile);
    const releases = data.groups.reduce((n, g) => n + g.releases.length, 0);
    const summary =
      releases === 0
        ? 'No library repository released a version this month.'
        : `${plural(releases, 'release')} in ${plural(data.groups.length, 'repository', 'repositories')}; ` +
          `${data.breakingCount === 0 ? 'none' : data.breakingCount} with breaking changes.`;
    const pager: PhrasingContent[] = [
      ...(data.prev ? [text('Previous month: '), link(data.prev.permalink, [text(data.prev.title)])] : []),
      ...(data.prev && data.next ? [text(' · ')] : []),
      ...(data.next ? [text('Next month: '), link(data.next.permalink, [text(data.next.title)])] : []),
    ];
    const body: RootContent[] = [
      paragraph([text(summary)]),
      ...data.groups.flatMap((g): RootContent[] => [
        heading(2, [text(g.repo)]),
        ...g.releases.flatMap((r): RootContent[] => [
          heading(3, [link(r.url, [text(r.version)]), text(` (${r.date})${r.breaking ? ', breaking' : ''}`)]),
          blockList(
            r.changes.map((c) => {
              const [first, ...rest] = c.body;
              const lead: PhrasingContent[] = c.breaking ? [strong([text('Breaking:')]), text(' ')] : [];
              const affects: PhrasingContent[] = c.affects.length
                ? [
                    text(` ${g.repo === serviceCatalogRepo ? 'Services' : 'Modules'}: `),
                    ...c.affects.flatMap((a, j) => [
                      ...(j > 0 ? [text(', ')] : []),
                      link(a.permalink, [text(a.label)]),
                    ]),
                  ]
                : [];
              if (first?.type === 'paragraph' && rest.length === 0)
                return [paragraph([...lead, ...first.children, ...affects])];
              return [
                ...(lead.length ? [paragraph(lead)] : []),
                ...c.body,
                ...(affects.length ? [paragraph(affects)] : []),
              ];
            }),
          ),
          ...(r.migration
            ? [
                {
                  type: 'blockquote',
                  children: [paragraph([strong([text('Migration notes:')])]), ...r.migration],
                } as RootContent,
              ]
            : []),
        ]),
      ]),
      ...(pager.length ? [paragraph(pager)] : []),
    ];
    return {
      route: monthPermalink(data.month),
      title: [text(`Release notes: ${data.title}`)],
      description: data.description,
      body,
    };
  });
}

/** The upgrade planner's page (src/pages/library/upgrade), a React page. */
export const upgradePlannerRoute = '/library/upgrade/';

/**
 * The upgrade planner builds its plan in the browser, so its twin gives what the planner reads
 * instead: each repository's release history (the JSON file the page fetches), with the address
 * that opens a plan, and where the same changes are written as Markdown.
 */
export function upgradePlannerPage(index: UpgradeIndex): TwinPage {
  const planUrl = (repo: string) => `${upgradePlannerRoute}?${new URLSearchParams({ repo })}`;
  return {
    route: upgradePlannerRoute,
    title: [text(upgradePageText.title)],
    description: upgradePageText.description,
    body: [
      paragraph([
        text(
          'The planner runs in a browser: it fetches the release history of the repository you choose and lists what changes between the version you run and the one you want. ' +
            'Without a browser, read the same facts from the files in the table below: each holds every release of one repository with its changes, migration notes, interface changes (inputs and outputs added, removed, renamed or newly required) and the Terraform and AWS provider versions it requires. The ',
        ),
        link(releasesRoute, [text('release notes')]),
        text(' give the same changes in Markdown, one page per month.'),
      ]),
      paragraph([
        text('To show someone a plan, link to the page with the choice in its address: '),
        code(`${upgradePlannerRoute}?repo=<repository>&from=<version>&to=<version>`),
        text(', adding '),
        code('&module=<module or service>'),
        text(' to follow one module or service.'),
      ]),
      heading(2, [text('Repositories')]),
      paragraph([text(`${plural(index.repos.length, 'repository', 'repositories')}.`)]),
      table(
        ['Repository', 'Latest version', 'Plan', 'Release history'],
        index.repos.map((r) => [
          [code(r.repo)],
          [text(r.latest)],
          [link(planUrl(r.repo), [text(`Plan an upgrade of ${r.title}`)])],
          [link(`/${r.data.replace(/^\//, '')}`, [text('JSON')])],
        ]),
      ),
    ],
  };
}
