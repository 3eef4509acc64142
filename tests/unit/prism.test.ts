import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { themes } from 'prism-react-renderer';
import type { Element, Root } from 'hast';
import { Highlight, writtenTokens, type RenderProps } from '../../plugins/client-bundle/highlight';
import { CodeTokensContext, type WrittenTokens } from '../../common/code-tokens/context';
import { Prism, tokenize } from '../../common/code-tokens/engine';
import { decodeTokens, encodeTokens, plainLines, tokensForShownCode } from '../../common/code-tokens/tokens';
import { addCodeTokens } from '../../common/code-tokens/rehype-code-tokens';
import { highlightedFenceLanguages, plainTextLanguages } from '../../common/code-languages';

describe('site Prism', () => {
  it('has a grammar for every highlighted fence language', () => {
    for (const language of highlightedFenceLanguages) expect(Prism.languages[language], language).toBeDefined();
  });

  it('renders a plain-text language as plain lines, never highlighted', () => {
    for (const language of plainTextLanguages)
      expect(tokenize('resource "x" {}\n# done', language), language).toEqual(plainLines('resource "x" {}\n# done'));
  });

  it('carries none of the grammars the site does not write in', () => {
    for (const language of ['swift', 'kotlin', 'rust', 'cpp', 'jsx', 'graphql'])
      expect(Prism.languages[language]).toBeUndefined();
  });

  it('leaves the page alone: no automatic highlighting', () => {
    expect(Prism.manual).toBe(true);
  });
});

describe('tokenize', () => {
  it('splits tokens into lines and marks an empty line', () => {
    const lines = tokenize('a = 1\n\nb = "x"', 'hcl');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toEqual([{ types: ['plain'], content: '\n', empty: true }]);
    expect(lines[2].find((t) => t.content === '"x"')?.types).toContain('string');
  });

  it("gives a nested token its parents' types, once each", () => {
    const tokens = tokenize('ID=$(terraform output -raw id)', 'bash').flat();
    const open = tokens.find((t) => t.content === '$(');
    expect(open?.types).toEqual(['variable']);
    expect(tokens.find((t) => t.content === '-raw')?.types).toEqual(['variable', 'parameter', 'variable']);
  });

  it('keeps a multi-line token on each of its lines', () => {
    const lines = tokenize('/* one\ntwo */', 'hcl');
    expect(lines.map((l) => l.map((t) => [t.types, t.content]))).toEqual([
      [[['comment'], '/* one']],
      [[['comment'], 'two */']],
    ]);
  });

  it('returns plain lines for a language without a grammar', () => {
    expect(tokenize('x\ny', 'text')).toEqual([
      [{ types: ['plain'], content: 'x' }],
      [{ types: ['plain'], content: 'y' }],
    ]);
  });
});

describe('tokens in text form', () => {
  const code = 'resource "aws_vpc" "main" {\n\n  cidr_block = "10.0.0.0/16" # note\n}';

  it('round-trips the tokens of every line, empty lines included, without the code itself', () => {
    const tokens = tokenize(code, 'hcl');
    const encoded = encodeTokens(tokens);
    expect(encoded).not.toContain('aws_vpc');
    expect(encoded.split('|')[1].split(';')).toHaveLength(4);
    expect(decodeTokens(code, encoded)).toEqual(tokens);
  });

  it('refuses tokens that do not fit the code', () => {
    const encoded = encodeTokens(tokenize(code, 'hcl'));
    expect(decodeTokens(code.replace('main', 'mains'), encoded)).toBeNull();
    expect(decodeTokens(`${code}\nx`, encoded)).toBeNull();
    expect(decodeTokens(code, 'no separator')).toBeNull();
    expect(decodeTokens(code, encoded.replace(/:0/, ':zz'))).toBeNull();
  });

  it("gives the shown code the given code's tokens, with the magic-comment lines the theme drops left out", () => {
    const given = 'a = 1\n  # highlight-next-line\nb = "x"';
    const tokens = tokenize(given, 'hcl');
    const shown = tokensForShownCode(given, tokens, 'a = 1\nb = "x"');
    expect(shown).toEqual([tokens[0], tokens[2]]);
    expect(tokensForShownCode(given, tokens, 'a = 1\nc = 2')).toBeNull();
  });

  it('reads the written tokens of a block whose code ends with a line break, as MDX gives it', () => {
    const written: WrittenTokens = { code: `${code}\n`, tokens: encodeTokens(tokenize(code, 'hcl')) };
    expect(writtenTokens(written, code)).toEqual(tokenize(code, 'hcl'));
    expect(writtenTokens(null, code)).toBeNull();
  });
});

describe('rehype code tokens', () => {
  const block = (language: string | null, value: string): Element => ({
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: language ? { className: [`language-${language}`] } : {},
        children: [{ type: 'text', value }],
      },
    ],
  });
  const codeOf = (pre: Element) => pre.children[0] as Element;

  it('writes the tokens of each fenced block with a language, nested ones included, and leaves the rest', () => {
    const hcl = block('HCL', 'a = "x"\n');
    const nested = block('bash', 'echo hi\n');
    const plain = block(null, 'no language\n');
    const tree: Root = {
      type: 'root',
      children: [hcl, plain, { type: 'element', tagName: 'div', properties: {}, children: [nested] }],
    };
    expect(addCodeTokens(tree)).toBe(2);
    expect(codeOf(hcl).properties.dataTokens).toBe(encodeTokens(tokenize('a = "x"', 'hcl')));
    expect(decodeTokens('echo hi', String(codeOf(nested).properties.dataTokens))).toEqual(tokenize('echo hi', 'bash'));
    expect(codeOf(plain).properties.dataTokens).toBeUndefined();
  });
});

/** Highlight rendered on the server, with the tokens the build wrote or none; its render props kept. */
function renderHighlight(code: string, language: string, written: WrittenTokens | null) {
  let rendered: RenderProps | undefined;
  const markup = renderToStaticMarkup(
    createElement(
      CodeTokensContext.Provider,
      { value: written },
      createElement(Highlight, {
        code,
        language,
        theme: themes.github,
        children: (props: RenderProps): ReactNode => {
          rendered = props;
          return props.tokens.map((line, i) =>
            createElement(
              'span',
              { key: i, ...props.getLineProps({ line }) },
              line.map((token, j) => createElement('span', { key: j, ...props.getTokenProps({ token }) })),
            ),
          );
        },
      }),
    ),
  );
  if (!rendered) throw new Error('Highlight did not render');
  return { markup, rendered };
}

describe('Highlight', () => {
  const code = 'variable "x" {}';

  it('renders the written tokens: the markup Prism would give, without Prism', () => {
    const written = { code, tokens: encodeTokens(tokenize(code, 'hcl')) };
    const { rendered } = renderHighlight(code, 'hcl', written);
    expect(rendered.tokens).toEqual(tokenize(code, 'hcl'));
    expect(rendered.tokens[0].some((t) => t.types.includes('keyword'))).toBe(true);
  });

  it('renders plain lines on the server for a block without written tokens (the browser adds Prism later)', () => {
    const { rendered, markup } = renderHighlight(code, 'hcl', null);
    expect(rendered.tokens).toEqual(plainLines(code));
    expect(markup).not.toContain('keyword');
  });

  it("writes no colour inline: a token's style names its types' custom properties (src/css/code-theme.css)", () => {
    const { rendered } = renderHighlight(code, 'hcl', { code, tokens: encodeTokens(tokenize(code, 'hcl')) });
    expect(rendered.className).toBe('prism-code language-hcl');
    expect(rendered.style).toEqual({});
    const line = rendered.getLineProps({ line: rendered.tokens[0], className: 'extra' });
    expect(line).toEqual({ className: 'token-line extra', style: undefined });
    const keyword = rendered.tokens[0].find((t) => t.types.includes('keyword'));
    const props = keyword && rendered.getTokenProps({ token: keyword });
    expect(props?.className).toBe(`token ${keyword?.types.join(' ')}`);
    expect(props?.children).toBe(keyword?.content);
    expect(props?.style).toEqual({ color: 'var(--code-color-keyword)' });
    const plain = rendered.getTokenProps({ token: { types: ['plain'], content: ' ' } });
    expect(plain.style).toEqual({});
    const empty = rendered.getTokenProps({ token: { types: ['plain'], content: '', empty: true } });
    expect(empty.style).toEqual({ display: 'inline-block' });
  });
});
