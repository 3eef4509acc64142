// The JSON module this plugin writes with `createData` (index.ts), which the Not Found page imports.
declare module '@generated/page-titles/default/page-titles.json' {
  const titles: import('./index').PageTitles;
  export default titles;
}
