// The JSON modules this plugin writes with `createData` (index.ts `contentLoaded`), which the module
// finder and the release index import. Their types are the interfaces the plugin writes them with (common/library-data.ts).
declare module '@generated/library/default/finder.json' {
  const entries: import('../../common/library-data').FinderEntry[];
  export default entries;
}

declare module '@generated/library/default/finder-options.json' {
  const options: import('../../common/library-data').FinderOptions;
  export default options;
}

declare module '@generated/library/default/release-index.json' {
  const index: import('../../common/library-data').ReleaseIndexData;
  export default index;
}

declare module '@generated/library/default/upgrade-index.json' {
  const index: import('./upgrade-data').UpgradeIndex;
  export default index;
}
