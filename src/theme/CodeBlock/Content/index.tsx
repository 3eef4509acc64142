/**
 * Code block content, with the extra Prism grammars registered here rather than in a client module.
 *
 * theme-classic registers `prism.additionalLanguages` from a client module, which put Prism and its
 * bundled grammars into main.js on every page (~26 KB gzip). plugins/client-bundle swaps that module
 * for an empty one, and this wrapper registers the languages when the code-block code is first
 * evaluated: Prism now arrives with the first page that shows code, in the server render too.
 */
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default Content;
