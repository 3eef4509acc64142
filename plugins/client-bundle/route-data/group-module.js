// The resource of every route-data group and segment index module: route-data-loader.cjs writes
// each from the generated registry, read once per build, so the bundler does not hand the whole
// registry (3.3 MB at 10,000 pages) to the loader again for each of them.
export {};
