/** Navbar and footer of spec 2.2, kept out of docusaurus.config.ts so the main config stays readable. */
import type * as Preset from '@docusaurus/preset-classic';
import { brandName, products, site, urls } from '../settings';

type ThemeConfig = Preset.ThemeConfig;
type Navbar = NonNullable<ThemeConfig['navbar']>;
type Footer = NonNullable<ThemeConfig['footer']>;

/**
 * The navbar never wraps from the desktop width (997 px) up. Where the whole bar does not fit, the
 * right side's links move into 'More…', which exists only at those widths (src/css/custom.css holds
 * the widths, measured from the items as rendered). tests/e2e/navbar-footer.spec.ts checks 997,
 * 1100, 1280 and 1440 px. These are the classes of the links that move, and of 'More…'.
 */
export const navbarClasses = { overflowItem: 'nav-overflow', more: 'nav-more' } as const;

const knowledgeBase = { label: 'Knowledge Base', href: urls.knowledgeBase };
const support = { label: 'Support', to: '/support' };
const signIn = { label: 'Sign In', href: urls.signIn };

export const navbar = {
  title: site.title,
  hideOnScroll: true,
  logo: {
    alt: `${brandName} logo`,
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    { type: 'doc', docId: 'intro/overview/intro-to-cairn', label: 'Intro', position: 'left' },
    {
      type: 'dropdown',
      label: 'Docs',
      position: 'left',
      items: [
        { type: 'doc', docId: 'library/overview/index', label: 'Library' },
        { type: 'doc', docId: 'pipelines/overview', label: 'Pipelines' },
        { type: 'doc', docId: 'patcher/index', label: 'Patcher' },
        { type: 'doc', docId: 'refarch/whats-this/what-is-a-reference-architecture', label: 'Reference Architecture' },
        { type: 'doc', docId: 'developer-portal/create-account', label: 'Developer Portal' },
      ],
    },
    { to: '/library/reference/', label: 'Library Reference', position: 'left' },
    { to: '/guides/', label: 'Guides', position: 'left' },
    { to: '/tools', label: 'Tools', position: 'left' },
    { to: '/courses', label: 'Courses', position: 'left' },
    { ...knowledgeBase, position: 'right', className: navbarClasses.overflowItem },
    { ...support, position: 'right', className: navbarClasses.overflowItem },
    { ...signIn, position: 'right', className: navbarClasses.overflowItem },
    {
      type: 'dropdown',
      label: 'More…',
      position: 'right',
      className: navbarClasses.more,
      items: [knowledgeBase, support, signIn],
    },
  ],
} satisfies Navbar;

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Company',
      items: [
        { label: 'Home', href: urls.home },
        { label: 'Blog', href: urls.blog },
        { label: 'Newsletter', href: urls.newsletter },
        { label: 'Store', href: urls.store },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'Knowledge Base', href: urls.knowledgeBase },
        { label: 'Community Chat', href: urls.communityChat },
        { label: 'GitHub', href: urls.codeHostOrg },
        { label: 'Social', href: urls.social },
      ],
    },
    {
      title: 'Resources',
      items: [
        { label: 'Production Framework', to: '/guides/production-framework/' },
        { label: 'Developer Portal', to: '/developer-portal/create-account' },
        { label: 'IaC Library', to: '/library/overview/' },
        { label: 'DevOps Checklist', href: urls.devopsChecklist },
        { label: products.wrapperTool, href: urls.wrapperToolSite },
        { label: products.testingTool, href: urls.testingToolSite },
        { label: 'Releases', to: '/guides/stay-up-to-date/' },
        { label: 'Style Guides', to: '/guides/style/' },
        { label: 'Support', to: '/support' },
      ],
    },
    {
      title: 'Legal',
      items: [
        { label: 'Privacy Policy', href: urls.privacyPolicy },
        { label: 'Cookie Policy', href: urls.cookiePolicy },
        { label: 'Website Terms', href: urls.websiteTerms },
      ],
    },
  ],
  copyright: `Copyright © ${site.copyrightYears} ${brandName}, Inc.`,
} satisfies Footer;
