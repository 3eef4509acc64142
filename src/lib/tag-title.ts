/** A tag page's title, as its h1 and its Markdown twin both give it. */
export function tagPageTitle(docCount: number, label: string): string {
  return `${docCount} ${docCount === 1 ? 'doc' : 'docs'} tagged with "${label}"`;
}
