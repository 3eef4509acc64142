// Data the library plugin (plugins/library) writes before bundling; see its FinderEntry and ReleaseIndexData.
declare module '@generated/library/default/finder.json' {
  const entries: import('../../plugins/library').FinderEntry[];
  export default entries;
}

declare module '@generated/library/default/release-index.json' {
  const index: import('../../plugins/library').ReleaseIndexData;
  export default index;
}

// DocSearch's stylesheet entry (side-effect import, no exports).
declare module '@docsearch/react/style';
