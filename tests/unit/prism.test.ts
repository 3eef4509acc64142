import { beforeAll, describe, expect, it } from 'vitest';
import { themes } from 'prism-react-renderer';
import { Highlight, Prism, themeStyles, tokenize, type RenderProps } from '../../plugins/client-bundle/prism';
import { allowedFenceLanguages } from '../../scripts/content-lint/checks';

// As in the site: `prism.additionalLanguages` from the config registered on this Prism
// (src/theme/CodeBlock/Content).
beforeAll(async () => {
  const config = (await import('../../docusaurus.config')).default;
  const { additionalLanguages } = (config.themeConfig as { prism: { additionalLanguages: string[] } }).prism;
  for (const language of additionalLanguages) await import(`prismjs/components/prism-${language}.js`);
});

describe('site Prism', () => {
  it("has a grammar for every fence language the content checks allow, with the config's additional languages", () => {
    for (const language of allowedFenceLanguages.filter((l) => l !== 'text'))
      expect(Prism.languages[language], language).toBeDefined();
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

describe('Highlight', () => {
  it('styles tokens from the theme and lines with its plain colour', () => {
    let rendered: RenderProps | undefined;
    Highlight({
      code: 'variable "x" {}',
      language: 'hcl',
      theme: themes.github,
      children: (props) => {
        rendered = props;
        return null;
      },
    });
    expect(rendered?.className).toBe('prism-code language-hcl');
    expect(rendered?.style).toEqual(themes.github.plain);
    const line = rendered?.getLineProps({ line: rendered.tokens[0], className: 'extra' });
    expect(line).toEqual({ className: 'token-line extra', style: { color: themes.github.plain.color } });
    const keyword = rendered?.tokens[0].find((t) => t.types.includes('keyword'));
    const props = keyword && rendered?.getTokenProps({ token: keyword });
    expect(props?.className).toBe(`token ${keyword?.types.join(' ')}`);
    expect(props?.children).toBe(keyword?.content);
    expect(props?.style).toMatchObject(themeStyles(themes.github, 'hcl').types.keyword);
  });
});
