/**
 * The two top-level pages written in React rather than markdown: the home page (from the same
 * settings and section lists it renders) and the search page. The search page's results exist only
 * in a browser, so its twin says how to search and where a model finds every page instead.
 */
import type { ListItem, Paragraph, PhrasingContent } from 'mdast';
import { site } from '../../../src/settings';
import { mainSections, startHere } from '../../../src/lib/sections';
import { llmsFullPath, llmsIndexPath } from '../paths';
import type { TwinPage } from '../twin';

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({ type: 'link', url, children });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const item = (children: PhrasingContent[]): ListItem => ({
  type: 'listItem',
  spread: false,
  children: [paragraph(children)],
});

export function homePage(): TwinPage {
  return {
    route: '/',
    title: [text(site.title)],
    description: site.tagline,
    body: [
      { type: 'heading', depth: 2, children: [text('New here? Three steps')] },
      {
        type: 'list',
        ordered: true,
        spread: false,
        children: startHere.map((s) => item([link(s.to, [text(s.title)]), text(`: ${s.text}`)])),
      },
      { type: 'heading', depth: 2, children: [text('Explore the docs')] },
      {
        type: 'list',
        ordered: false,
        spread: false,
        children: mainSections.map((s) => item([link(s.to, [text(s.title)]), text(`: ${s.description}`)])),
      },
      paragraph([
        text('Every page of the site has a Markdown version; '),
        link(llmsIndexPath, [text('llms.txt')]),
        text(' lists them all.'),
      ]),
    ],
  };
}

export function searchPage(route: string): TwinPage {
  return {
    route,
    title: [text('Search the documentation')],
    description: 'Search the Cairn documentation, library reference, release notes and knowledge base.',
    body: [
      paragraph([
        text('The search page runs in the browser: open '),
        { type: 'inlineCode', value: `${route}?q=<words>` },
        text(' on the site to see the pages that match.'),
      ]),
      paragraph([
        text('Without a browser, start from '),
        link(llmsIndexPath, [text('llms.txt')]),
        text(
          ', which lists every page with its Markdown version and description, or read the product docs and guides whole in ',
        ),
        link(llmsFullPath, [text('llms-full.txt')]),
        text('.'),
      ]),
    ],
  };
}
