import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(__dirname, '../..');
const specRoutes = readFileSync(path.join(root, 'tests/fixtures/spec-routes.txt'), 'utf8').split('\n').filter(Boolean);

describe('tags', () => {
  it('docs/tags.yml defines exactly the tags whose pages the spec lists, each with a label and description', () => {
    const tags = parse(readFileSync(path.join(root, 'docs/tags.yml'), 'utf8')) as Record<
      string,
      { label: string; permalink: string; description: string }
    >;
    const specTags = specRoutes.filter((r) => r.startsWith('/tags/')).map((r) => r.slice('/tags/'.length));
    expect(Object.keys(tags).sort()).toEqual(specTags.sort());
    for (const [key, tag] of Object.entries(tags)) {
      expect(tag.permalink).toBe(`/${key}`);
      expect(tag.label.length).toBeGreaterThan(0);
      expect(tag.description.length).toBeGreaterThan(10);
    }
  });
});
