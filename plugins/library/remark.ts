/**
 * Shared layout of the module and service reference pages, added at build time from the library
 * data so every page states the same facts the finder and release notes show:
 * - under the title, a header: repository, latest version and date, category, source link, and a
 *   link to the upgrade planner for this entry;
 * - after the Usage section, "Inputs" and "Outputs" from the entry's interface (./interface-nodes.ts);
 * - at the end, "Related modules" and "Release history" (the releases that touched the page's
 *   module, linking to their month pages).
 * The writer's markdown holds everything else. Runs before Docusaurus's own remark plugins, so
 * the added headings get anchors and appear in the table of contents.
 */
import type { Root, RootContent, PhrasingContent, ListItem } from 'mdast';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { categories, latestRelease, repoOf, resolveRelated, type Entry, type Library } from './schema';
import { entryForSource } from './front-matter';
import { monthPermalink } from './months';
import { interfaceImport, interfaceSections } from './interface-nodes';

export interface RemarkLibraryOptions {
  getLibrary: () => Library;
  /**
   * The site directory, as a function: plugin options are serialized into the client's site
   * config, and a plain string would ship the build machine's absolute path in main.js.
   */
  getSiteDir: () => string;
  /** How many releases the history lists. */
  historyLength?: number;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({ type: 'link', url, children });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const span = (className: string, children: PhrasingContent[]): PhrasingContent => ({
  type: 'emphasis',
  data: { hName: 'span', hProperties: { className: [className] } },
  children,
});

export const sourceUrl = (entry: Entry, version: string) =>
  `https://github.com/cairn-io/${entry.repo}/tree/${version}/modules/${entry.path}`;

export default function remarkLibraryReference(this: Processor, options: RemarkLibraryOptions) {
  // eslint-disable-next-line @typescript-eslint/no-this-alias -- the processor parses release texts
  const processor = this;
  const historyLength = options.historyLength ?? 8;
  const inline = (markdown: string): PhrasingContent[] => {
    const root = processor.parse(markdown) as Root;
    return root.children.flatMap((c) => (c.type === 'paragraph' ? c.children : []));
  };

  return (tree: Root, file: VFile) => {
    if (!file.path) return;
    const lib = options.getLibrary();
    const entry = entryForSource(lib, options.getSiteDir(), file.path);
    if (!entry) return;
    const repo = repoOf(lib, entry.repo);
    const latest = latestRelease(repo);

    const header: RootContent = {
      type: 'paragraph',
      data: {
        hName: 'div',
        hProperties: { className: ['library-ref-meta'], 'data-library-ref': `${entry.repo}/${entry.key}` },
      },
      children: [
        span('library-ref-meta__item', [
          text('Repository '),
          link(`https://github.com/cairn-io/${entry.repo}`, [code(entry.repo)]),
        ]),
        span('library-ref-meta__item', [
          text('Latest version '),
          {
            type: 'strong',
            data: {
              hName: 'span',
              hProperties: { className: ['badge', 'badge--primary'], 'data-version': latest.version },
            },
            children: [text(latest.version)],
          },
          text(` released ${latest.date}`),
        ]),
        span('library-ref-meta__item', [text(`Category ${categories[entry.category]}`)]),
        span('library-ref-meta__item', [
          link(sourceUrl(entry, latest.version), [
            text(entry.kind === 'module' ? `Source code of ${entry.id}` : `Source code of ${entry.title}`),
          ]),
          text(repo.public ? ' (public repository)' : ' (subscribers)'),
        ]),
        span('library-ref-meta__item', [
          link(`/library/upgrade/?${new URLSearchParams({ repo: entry.repo, module: entry.key })}`, [
            text('Plan an upgrade'),
          ]),
        ]),
      ],
    };

    const related = entry.related.map((r) => resolveRelated(lib, entry, r)).filter((r): r is Entry => r !== undefined);
    const relatedNodes: RootContent[] = related.length
      ? [
          {
            type: 'heading',
            depth: 2,
            children: [text(entry.kind === 'module' ? 'Related modules' : 'Related modules and services')],
          },
          {
            type: 'list',
            ordered: false,
            spread: false,
            children: related.map((r): ListItem => ({
              type: 'listItem',
              spread: false,
              children: [
                {
                  type: 'paragraph',
                  children: [
                    link(r.permalink, [
                      r.kind === 'module' && r.repo !== entry.repo
                        ? code(`${r.repo}/${r.id}`)
                        : r.kind === 'module'
                          ? code(r.id)
                          : text(r.title),
                    ]),
                    text(`: ${r.summary}`),
                  ],
                },
              ],
            })),
          },
        ]
      : [];

    const touching = repo.releases.filter((rel) => rel.changes.some((c) => c.affects.includes(entry.key)));
    const shown = touching.slice(0, historyLength);
    const historyNodes: RootContent[] = [
      { type: 'heading', depth: 2, children: [text('Release history')] },
      {
        type: 'paragraph',
        children: [
          text(
            `${touching.length} release${touching.length === 1 ? '' : 's'} of ${entry.repo} changed ${entry.kind === 'module' ? 'this module' : 'this service'}` +
              (touching.length > shown.length ? `; the latest ${shown.length} are below. ` : '. '),
          ),
          text('Every release, with migration notes for breaking changes, is in the '),
          link('/guides/stay-up-to-date/releases/', [text('release notes')]),
          text('.'),
        ],
      },
      {
        type: 'list',
        ordered: false,
        spread: false,
        children: shown.map((rel): ListItem => {
          const changes = rel.changes.filter((c) => c.affects.includes(entry.key));
          return {
            type: 'listItem',
            spread: false,
            children: [
              {
                type: 'paragraph',
                children: [
                  link(monthPermalink(rel.date.slice(0, 7)), [code(rel.version)]),
                  text(` (${rel.date}) `),
                  ...changes.flatMap((c, i) => [
                    ...(i > 0 ? [text(' ')] : []),
                    ...(c.breaking ? [span('library-ref-breaking', [text('Breaking:')]), text(' ')] : []),
                    ...inline(c.text),
                  ]),
                ],
              },
            ],
          };
        }),
      },
    ];

    const firstContent = tree.children.findIndex((n) => n.type !== 'yaml');
    tree.children.splice(firstContent === -1 ? tree.children.length : firstContent, 0, header);
    // Inputs and Outputs follow the usage example; a page that ends with Usage gets them at the end.
    const isH2 = (n: RootContent, label?: string) =>
      n.type === 'heading' &&
      n.depth === 2 &&
      (label === undefined || (n.children[0]?.type === 'text' && n.children[0].value === label));
    const usage = tree.children.findIndex((n) => isH2(n, 'Usage'));
    const afterUsage = tree.children.findIndex((n, i) => usage !== -1 && i > usage && isH2(n));
    tree.children.splice(afterUsage === -1 ? tree.children.length : afterUsage, 0, ...interfaceSections(entry, inline));
    tree.children.unshift(interfaceImport());
    tree.children.push(...relatedNodes, ...historyNodes);
  };
}
