/**
 * Admonitions (`:::tip` ... `:::`) in page sources. Docusaurus 3 reads them as markdown container
 * directives, and prints any it cannot read as raw text, colons and all, without a warning:
 * - the title written after the type (`:::tip Need a hand?`, the syntax before Docusaurus 3) instead
 *   of in brackets (`:::tip[Need a hand?]`), or a space between the colons and the type;
 * - a type Docusaurus does not know (`:::warn`);
 * - a closing `:::` without an opening one.
 * An opening fence that is never closed swallows the rest of the page into the box.
 */

/** The admonition types pages may use (all of them known to Docusaurus). */
export const admonitionTypes = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;

export interface AdmonitionProblem {
  /** 1-based line in the text given. */
  line: number;
  message: string;
}

/** A fence line: at least three colons, then whatever follows them. */
const fencePattern = /^\s*(:{3,})(.*)$/;
/** What may follow the type: an optional `[title]` and an optional `{attributes}`. */
const validOpening = /^([a-z]+)(\[[^\]]*\])?(\{[^}]*\})?\s*$/;

/**
 * The problems of the admonitions in a markdown body, whose code blocks have been blanked out
 * (their lines kept, so line numbers stay right).
 */
export function admonitionProblems(prose: string): AdmonitionProblem[] {
  const problems: AdmonitionProblem[] = [];
  /** Open fences, innermost last: their colon count and line. */
  const open: { colons: number; line: number }[] = [];
  prose.split('\n').forEach((text, i) => {
    const line = i + 1;
    const fence = fencePattern.exec(text);
    if (!fence) return;
    const colons = fence[1].length;
    const rest = fence[2];
    if (rest.trim() === '') {
      // As micromark reads it: a closing fence closes the outermost open admonition with no more
      // colons than it has, and every admonition nested in that one.
      const at = open.findIndex((o) => o.colons <= colons);
      if (at === -1) {
        problems.push({ line, message: 'closing `:::` without an opening admonition: it shows as text' });
        return;
      }
      open.splice(at);
      return;
    }
    const valid = validOpening.exec(rest);
    const type = /^\s*([A-Za-z]+)/.exec(rest)?.[1];
    if (!valid) {
      const title = type ? rest.trim().slice(type.length).trim() : '';
      problems.push({
        line,
        message:
          type && !/^\s/.test(rest) && title && !title.startsWith('[')
            ? `admonition title after the type is the syntax before Docusaurus 3 and shows as text; write \`${':'.repeat(colons)}${type}[${title}]\``
            : `\`${text.trim()}\` is not an admonition Docusaurus can read (it shows as text); write \`:::type\` or \`:::type[Title]\` with no space after the colons`,
      });
    } else if (!(admonitionTypes as readonly string[]).includes(valid[1])) {
      problems.push({
        line,
        message: `unknown admonition type '${valid[1]}' shows as text; use one of ${admonitionTypes.join(', ')}`,
      });
    }
    open.push({ colons, line });
  });
  for (const o of open) {
    problems.push({ line: o.line, message: 'admonition is never closed with `:::`: it takes in the rest of the page' });
  }
  return problems;
}
