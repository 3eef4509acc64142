// The JSON modules this plugin writes with `createData` (index.ts `contentLoaded`), which the module
// finder and the release index import. Their types are the interfaces the plugin writes them with (shared/library-data.ts).
declare module '@generated/library/default/finder.json' {
  const entries: import('../../shared/library-data').FinderEntry[];
  export default entries;
}

declare module '@generated/library/default/release-index.json' {
  const index: import('../../shared/library-data').ReleaseIndexData;
  export default index;
}
