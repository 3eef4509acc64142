/** The site's main sections, shown on the home page and the Not Found page. */
export interface Section {
  title: string;
  to: string;
  description: string;
}

export const mainSections: readonly Section[] = [
  {
    title: 'Introduction',
    to: '/intro/overview/intro-to-cairn',
    description: 'What Cairn provides and how to get started.',
  },
  {
    title: 'IaC Library',
    to: '/library/overview/',
    description: 'Terraform modules and services for AWS, and how to use them.',
  },
  {
    title: 'Library Reference',
    to: '/library/reference/',
    description: 'Inputs, outputs and examples of every module and service.',
  },
  {
    title: 'Reference Architecture',
    to: '/refarch/whats-this/what-is-a-reference-architecture',
    description: 'A multi-account AWS setup deployed into your accounts.',
  },
  {
    title: 'Cairn Pipelines',
    to: '/pipelines/overview',
    description: 'Plan on pull request, apply on merge, in every account.',
  },
  {
    title: 'Patcher',
    to: '/patcher/',
    description: 'Keep module versions current, with the breaking changes handled.',
  },
  {
    title: 'Guides',
    to: '/guides/',
    description: 'Compliance, the production framework, upgrade guides and style guides.',
  },
  { title: 'FAQ', to: '/faq/', description: 'Answers to the questions customers ask most.' },
];

/** The home page's first steps for a new reader (also in the home page's Markdown twin). */
export const startHere: readonly { step: string; title: string; to: string; text: string }[] = [
  {
    step: '1',
    title: 'Set up access',
    to: '/intro/overview/prerequisites',
    text: 'Accounts, tools and GitHub access you need before the first deploy.',
  },
  {
    step: '2',
    title: 'Deploy a module',
    to: '/library/getting-started/deploying-a-module',
    text: 'Take one module from source to a running VPC in about fifteen minutes.',
  },
  {
    step: '3',
    title: 'Automate it',
    to: '/pipelines/tutorial/',
    text: 'Let Cairn Pipelines plan and apply every change from pull requests.',
  },
];
