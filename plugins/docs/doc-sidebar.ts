/**
 * The route module key under which a doc's route loads its sidebar in production builds: written
 * by plugins/docs (`splitSidebars`), read by src/theme/DocRoot. Its own file, so the browser bundle
 * takes the name without the plugin's build-time code.
 */
export const DOC_SIDEBAR_MODULE = 'docSidebar';
