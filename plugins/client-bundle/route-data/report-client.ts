/** In the browser nothing collects module reports (see report-server.ts). */
import type { ReportModules } from './report-server';

export const reportedModules: ReportModules = () => undefined;
