import { describe, expect, it } from 'vitest';
import { allSidebars as all, docIds } from './sidebar-docs';

/** The site's named sidebars, exactly: the navbar, the footer and other pages refer to them by name. The last ones are guides added beyond the specification. */
const specSidebarNames = [
  'introSidebar',
  'librarySidebars',
  'libraryRefSidebars',
  'developerPortalSidebars',
  'faqSidebars',
  'complianceSidebar',
  'productionFrameworkSidebar',
  'cis130',
  'cis140',
  'cis150',
  'dryRefArch',
  'terraformServiceProviderV3',
  'terraformServiceProviderV4',
  'terraform11',
  'terraform1x',
  'terraform12',
  'terraform13',
  'terraform14',
  'terraform15',
  'patcherSidebars',
  'pipelinesSidebars',
  'landingZoneSidebars',
  'refarchSidebar',
  // Beyond the spec: the AWS provider v5 upgrade guide, shaped like the v3 and v4 ones.
  'terraformServiceProviderV5',
];

describe('sidebars', () => {
  it('defines exactly the named sidebars', () => {
    expect(Object.keys(all).sort()).toEqual([...specSidebarNames].sort());
  });

  it('gives every sidebar at least one page', () => {
    for (const name of specSidebarNames) expect(docIds(all[name]).length, name).toBeGreaterThan(0);
  });

  it('puts no page in two sidebars', () => {
    const owner = new Map<string, string>();
    for (const name of specSidebarNames) {
      for (const id of docIds(all[name])) {
        expect(owner.get(id), `${id} is in ${owner.get(id)} and ${name}`).toBeUndefined();
        owner.set(id, name);
      }
    }
  });

  it('uses no generated-index category: doc cards would have no descriptions (plugins/docs trims the docs map)', () => {
    const links = JSON.stringify(all).match(/"type":"generated-index"/g) ?? [];
    expect(links).toEqual([]);
  });

  it('has the landing links of the spec', () => {
    expect(all.libraryRefSidebars[0]).toMatchObject({
      type: 'doc',
      id: 'library/reference/index',
      label: 'Find a module',
    });
    expect(docIds(all.developerPortalSidebars)[0]).toBe('developer-portal/create-account');
    expect(docIds(all.faqSidebars)[0]).toBe('faq/ref-arch-predeployment');
    expect(docIds(all.complianceSidebar)[0]).toBe('guides/build-it-yourself/achieve-compliance/index');
    expect(docIds(all.productionFrameworkSidebar)[0]).toBe('guides/production-framework/index');
  });

  it('keeps the pages the spec lists without a sidebar out of every sidebar', () => {
    const inSidebars = new Set(specSidebarNames.flatMap((n) => docIds(all[n])));
    for (const id of [
      'refarch/index',
      'refarch/access/index',
      'refarch/configuration/provision-accounts',
      'refarch/configuration/route53',
      'refarch/configuration/setup-quotas',
      'refarch/support/getting-help',
      'refarch/support/onboarding',
      'refarch/whats-this/index',
      'refarch/whats-this/services',
      'pipelines/multi-account',
    ]) {
      expect(inSidebars.has(id), id).toBe(false);
    }
  });
});
