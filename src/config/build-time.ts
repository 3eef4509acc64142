/**
 * The build time a build in two processes shares (CAIRN_BUILD_TIME, set by scripts/build.ts): an
 * ISO 8601 UTC time as `Date.prototype.toISOString` writes it. Unset or empty: undefined (the
 * configuration takes the time it is loaded). Anything else stops the build, naming the value.
 */
export function buildTimeFrom(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const time = new Date(value);
  if (
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value) ||
    Number.isNaN(time.getTime()) ||
    time.toISOString() !== value
  )
    throw new Error(
      `CAIRN_BUILD_TIME must be a UTC time as toISOString() writes it, e.g. 2026-11-27T17:20:17.392Z (got '${value}')`,
    );
  return value;
}
