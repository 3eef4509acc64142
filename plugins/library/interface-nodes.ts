/**
 * The Inputs and Outputs sections of a reference page, built from the entry's interface in the
 * library data: `## Inputs` and `## Outputs` headings (so they stay in the table of contents) and
 * the blocks of src/components/LibraryInterface, one per argument, required inputs first.
 */
import type { PhrasingContent, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Entry } from './schema';
import { hclValue } from './types';

const component = '@site/src/components/LibraryInterface';
const names = { list: 'LibraryInterface', item: 'LibraryInterfaceItem' } as const;

/** `import { LibraryInterface, LibraryInterfaceItem } from '@site/src/components/LibraryInterface'`. */
export function interfaceImport(): MdxjsEsm {
  const value = `import { ${names.list}, ${names.item} } from '${component}';`;
  return {
    type: 'mdxjsEsm',
    value,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: Object.values(names).map((name) => ({
              type: 'ImportSpecifier',
              imported: { type: 'Identifier', name },
              local: { type: 'Identifier', name },
            })),
            source: { type: 'Literal', value: component, raw: `'${component}'` },
            attributes: [],
          },
        ],
      },
    },
  };
}

const attribute = (name: string, value: string | null): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

function element(
  name: string,
  attributes: MdxJsxAttribute[],
  children: MdxJsxFlowElement['children'],
): MdxJsxFlowElement {
  return { type: 'mdxJsxFlowElement', name, attributes, children };
}

/** The two sections; `inline` turns a description's markdown into phrasing nodes. */
export function interfaceSections(entry: Entry, inline: (markdown: string) => PhrasingContent[]): RootContent[] {
  const subject = attribute('subject', entry.kind);
  const inputs = [...entry.inputs].sort((a, b) => Number(b.required) - Number(a.required));
  return [
    { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Inputs' }] },
    element(
      names.list,
      [attribute('kind', 'inputs'), subject],
      inputs.map((i) =>
        element(
          names.item,
          [
            attribute('name', i.name),
            attribute('type', i.type),
            ...(i.required ? [attribute('required', null)] : [attribute('default', hclValue(i.default))]),
          ],
          [{ type: 'paragraph', children: inline(i.description) }],
        ),
      ),
    ),
    { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Outputs' }] },
    element(
      names.list,
      [attribute('kind', 'outputs'), subject],
      entry.outputs.map((o) =>
        element(names.item, [attribute('name', o.name)], [{ type: 'paragraph', children: inline(o.description) }]),
      ),
    ),
  ];
}
