import { describe as suite, expect, it } from 'vitest';
import { mainSections, resourceSections, sectionOf } from '../../src/lib/sections';
import { describe } from '../../src/lib/section-descriptions';

suite('site sections', () => {
  it('place a page in the section with the longest matching path, by whole segments', () => {
    expect(sectionOf('/guides/stay-up-to-date/releases/2019-07/')?.title).toBe('Release notes');
    expect(sectionOf('/guides/stay-up-to-date/cis/cis-1.5.0/')?.title).toBe('Upgrade guides');
    expect(sectionOf('/guides/style/')?.title).toBe('Guides');
    expect(sectionOf('/reference/modules/terraform-aws-vpc/vpc-app/')?.title).toBe('Library Reference');
    expect(sectionOf('/library/usage/contributing')?.title).toBe('IaC Library');
    expect(sectionOf('/landing-zone')?.title).toBe('Reference Architecture');
    // `/toolsets` is not under `/tools`.
    expect(sectionOf('/toolsets')).toBeUndefined();
    expect(sectionOf('/tags/vpc')).toBeUndefined();
  });

  it('describe every section the home page shows', () => {
    for (const s of [...mainSections, ...resourceSections.slice(0, 3)]) expect(describe(s).length).toBeGreaterThan(20);
    expect(() => describe({ title: 'Nowhere', to: '/nowhere', paths: [] })).toThrow(/no description/);
  });
});
