// Prism's core without its bundled grammars (engine.ts). `@types/prismjs` types the package's main
// module only; the core is the same namespace, and the grammar files only register themselves.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
declare module 'prismjs/components/*';
