/**
 * Every named sidebar of the site. Each area keeps its sidebar(s) in its own module under
 * sidebars/; this file only gathers them. tests/unit/sidebars.test.ts holds the list of names.
 */
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import introLibrary from './sidebars/intro-library';
import libraryReference from './sidebars/library-reference';
import refarch from './sidebars/refarch';
import products from './sidebars/products';
import faq from './sidebars/faq';
import productionFramework from './sidebars/production-framework';
import compliance from './sidebars/compliance';
import stayUpToDate from './sidebars/stay-up-to-date';
import terraformUpgrades from './sidebars/terraform-upgrades';

const sidebars = {
  ...introLibrary,
  ...libraryReference,
  ...refarch,
  ...products,
  ...faq,
  ...productionFramework,
  ...compliance,
  ...stayUpToDate,
  ...terraformUpgrades,
} satisfies SidebarsConfig;

export default sidebars;
