/**
 * /llms.txt (llmstxt.org: the site's title, a summary, then one section per area listing each
 * page's twin with its description) and the full-text files: /llms-full.txt with the twins of the
 * product docs and guides, and /llms-full/<area>.txt for each of their areas. The library reference,
 * the release notes and the knowledge base get no full-text file: each would hold hundreds of
 * thousands of tokens of generated or community text, and a reader looks up a page of them at a time.
 */
import type { Root, RootContent } from 'mdast';
import { areas, type AreaId } from './areas';
import { plainText, type MarkdownTools } from './markdown';
import { llmsAreaFullPath, llmsFullPath } from './paths';
import { twinUrl, type TwinPage } from './twin';
import { heading, link, list, paragraph, text } from './mdast';

export interface WrittenTwin {
  page: TwinPage;
  area: AreaId;
  markdown: string;
}

export interface FullFile {
  path: string;
  title: string;
  /** What the file holds, for the index. */
  description: string;
  twins: WrittenTwin[];
}

/** Rough token count of a text for a language model: about four bytes per token. */
export const roughTokens = (bytes: number) => Math.round(bytes / 4);

const pages = (n: number) => `${n} ${n === 1 ? 'page' : 'pages'}`;

const formatTokens = (bytes: number) => {
  const t = roughTokens(bytes);
  return t >= 1_000_000 ? `${(t / 1_000_000).toFixed(1)}M tokens` : `${Math.max(1, Math.round(t / 1000))}k tokens`;
};

/** The full-text files: the product docs and guides in one, and each of their areas on its own. */
export function fullFiles(twins: WrittenTwin[]): FullFile[] {
  const included = areas.filter((a) => a.inFull);
  const inFull = new Set<AreaId>(included.map((a) => a.id));
  const all: FullFile = {
    path: llmsFullPath,
    title: 'Product docs and guides',
    description: `Every page of ${included.map((a) => a.title).join(', ')}`,
    twins: twins.filter((t) => inFull.has(t.area)),
  };
  const perArea = included
    .map((a) => ({
      path: llmsAreaFullPath(a.id),
      title: a.title,
      description: `Every page of ${a.title}`,
      twins: twins.filter((t) => t.area === a.id),
    }))
    .filter((f) => f.twins.length > 0);
  return [all, ...perArea];
}

/** A full-text file: a short header, then each twin after the address of its page. */
export function renderFullFile(file: FullFile, siteTitle: string, origin: string): string {
  const parts = file.twins.map((t) => `---\n\nSource: ${origin}${t.page.route}\n\n${t.markdown.trimEnd()}\n`);
  return `# ${siteTitle}: ${file.title}\n\n> ${file.description}, in Markdown (${pages(file.twins.length)}).\n\n${parts.join('\n')}`;
}

export interface LlmsIndexInput {
  siteTitle: string;
  tagline: string;
  origin: string;
  twins: WrittenTwin[];
  /** Each full-text file with its size in bytes. */
  full: { file: FullFile; bytes: number }[];
}

/** /llms.txt as Markdown. */
export function renderLlmsIndex(input: LlmsIndexInput, tools: MarkdownTools): string {
  const { origin } = input;
  const [all, ...perArea] = input.full;
  const sections = areas.flatMap((area): RootContent[] => {
    const twins = input.twins.filter((t) => t.area === area.id);
    if (!twins.length) return [];
    return [
      heading(2, [text(area.title)]),
      list(
        twins.map((t) => [
          link(twinUrl(origin, t.page.route), [text(plainText(t.page.title))]),
          ...(t.page.description ? [text(`: ${t.page.description}`)] : []),
        ]),
      ),
    ];
  });
  const tree: Root = {
    type: 'root',
    children: [
      heading(1, [text(input.siteTitle)]),
      { type: 'blockquote', children: [paragraph([text(input.tagline)])] },
      paragraph([
        text(
          `The documentation of Cairn's Terraform module library for AWS, the Reference Architecture, Cairn Pipelines, Patcher, the Landing Zone and the Developer Portal. ` +
            `Each of the ${input.twins.length} pages below is linked by its Markdown version: the page's address without its trailing slash, plus .md. `,
        ),
        text('The product docs and guides are also in one file, '),
        link(`${origin}${all.file.path}`, [text(all.file.path.slice(1))]),
        text(
          ` (${formatTokens(all.bytes)}); the Optional section gives each of their areas on its own. ` +
            'The library reference, the release notes and the knowledge base are read a page at a time.',
        ),
      ]),
      ...sections,
      heading(2, [text('Optional')]),
      list(
        perArea.map(({ file, bytes }) => [
          link(`${origin}${file.path}`, [text(`${file.title}, full text`)]),
          text(`: ${file.description} in one file (${pages(file.twins.length)}, ${formatTokens(bytes)})`),
        ]),
      ),
    ],
  };
  return tools.stringify(tree);
}
