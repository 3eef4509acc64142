/**
 * The two top-level pages written in React rather than markdown: the home page (from the same
 * settings and section lists it renders) and the search page. The search page's results exist only
 * in a browser, so its twin says how to search and where a model finds every page instead.
 */
import { site } from '../../../src/settings';
import { mainSections, startHere } from '../../../src/lib/sections';
import { describe } from '../../../src/lib/section-descriptions';
import { llmsFullPath, llmsIndexPath } from '../paths';
import type { TwinPage } from '../twin';
import { heading, link, list, paragraph, text } from '../mdast';

export function homePage(): TwinPage {
  return {
    route: '/',
    title: [text(site.title)],
    description: site.tagline,
    body: [
      heading(2, [text('New here? Three steps')]),
      list(
        startHere.map((s) => [link(s.to, [text(s.title)]), text(`: ${s.text}`)]),
        true,
      ),
      heading(2, [text('Explore the docs')]),
      list(mainSections.map((s) => [link(s.to, [text(s.title)]), text(`: ${describe(s)}`)])),
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
