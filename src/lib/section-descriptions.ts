/** One line on each section of ./sections.ts that the home page shows, by its `to` (only the home page loads them). */
import type { Section } from './sections';

const descriptions: Record<string, string> = {
  '/intro/overview/intro-to-cairn': 'What Cairn provides and how to get started.',
  '/library/overview/': 'Terraform modules and services for AWS, and how to use them.',
  '/library/reference/': 'Inputs, outputs and examples of every module and service.',
  '/refarch/whats-this/what-is-a-reference-architecture': 'A multi-account AWS setup deployed into your accounts.',
  '/pipelines/overview': 'Plan on pull request, apply on merge, in every account.',
  '/patcher/': 'Keep module versions current, with the breaking changes handled.',
  '/guides/': 'Compliance, the production framework, upgrade guides and style guides.',
  '/faq/': 'Answers to the questions customers ask most.',
  '/guides/stay-up-to-date/releases/': 'What each library release changed, month by month, with migration notes.',
  '/guides/stay-up-to-date/': 'Terraform, AWS provider and CIS benchmark upgrades, step by step.',
  '/discussions/knowledge-base/': 'Questions other teams asked, with the answers that solved them.',
};

export function describe(section: Section): string {
  const description = descriptions[section.to];
  if (description === undefined) throw new Error(`no description for the section at ${section.to}`);
  return description;
}
