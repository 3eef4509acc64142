import { describe, expect, it } from 'vitest';
import { literalDirectiveTexts } from '../../scripts/content-lint/built-pages';

describe('built-page check for admonitions printed as text', () => {
  it('finds a fence left in the text of a page', () => {
    const html =
      '<main><article><p>Before.</p><p>:::tip Need a hand?\nSubscribers can write to <a href="mailto:x">support</a>.\n:::</p></article></main>';
    expect(literalDirectiveTexts(html)).toEqual([':::tip Need a hand? Subscribers can write to', '. :::']);
  });

  it('ignores fences in code, scripts and styles, and a rendered admonition', () => {
    const html = [
      '<p>Use <code>:::warning</code> for data loss.</p>',
      '<pre><code>:::note\nText\n:::</code></pre>',
      '<script>var s = ":::";</script><style>a::after{content:":::"}</style>',
      '<div class="theme-admonition"><div>tip</div><p>Rendered.</p></div>',
      '<p>Text after <br> a void element, then <kbd>:::</kbd>.</p>',
    ].join('');
    expect(literalDirectiveTexts(html)).toEqual([]);
  });

  it('keeps counting after code closes', () => {
    expect(literalDirectiveTexts('<pre><code>:::</code></pre><p>::: warning</p>')).toEqual(['::: warning']);
  });
});
