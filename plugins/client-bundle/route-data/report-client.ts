/** In the browser nothing collects module reports (see report-server.ts). */
export function reportedModules(): undefined {
  return undefined;
}
