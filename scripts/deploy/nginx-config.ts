/**
 * Renders the nginx server block for a production build (deploy/nginx/cairn-docs.conf.template),
 * with a Content-Security-Policy the built site runs under: scripts, styles and fonts from the site
 * itself; the theme's inline scripts allowed by their SHA-256 hashes (computed from the build);
 * WebAssembly for the local search engine; Algolia and Google Tag Manager hosts only when the build
 * uses them.
 *
 *   npx tsx scripts/deploy/nginx-config.ts --root /var/www/cairn-docs [--build build]
 *       [--listen 80] [--server-name docs.cairn.example] [--out /etc/nginx/conf.d/cairn-docs.conf]
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) htmlFiles(p, out);
    else if (name.endsWith('.html')) out.push(p);
  }
  return out;
}

export interface CspInputs {
  inlineScriptHashes: string[];
  algoliaAppId: string | null;
  gtm: boolean;
}

/** What the CSP must allow, read from the built pages. */
export function scanBuild(buildDir: string): CspInputs {
  const hashes = new Set<string>();
  let algoliaAppId: string | null = null;
  let gtm = false;
  for (const file of htmlFiles(buildDir)) {
    const html = readFileSync(file, 'utf8');
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      const [, attrs, body] = m;
      if (/\bsrc=/.test(attrs) || /type=["']?application\/(ld\+)?json/.test(attrs) || body.length === 0) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
    algoliaAppId ??= /https:\/\/([A-Za-z0-9]+)-dsn\.algolia\.net/.exec(html)?.[1] ?? null;
    gtm ||= html.includes('googletagmanager.com/gtm.js');
  }
  return { inlineScriptHashes: [...hashes].sort(), algoliaAppId, gtm };
}

export function contentSecurityPolicy({ inlineScriptHashes, algoliaAppId, gtm }: CspInputs): string {
  const algoliaHosts = algoliaAppId
    ? [
        `https://${algoliaAppId}-dsn.algolia.net`,
        `https://${algoliaAppId}.algolia.net`,
        `https://${algoliaAppId}-1.algolianet.com`,
        `https://${algoliaAppId}-2.algolianet.com`,
        `https://${algoliaAppId}-3.algolianet.com`,
        'https://insights.algolia.io',
      ]
    : [];
  const gtmScript = gtm ? ['https://www.googletagmanager.com'] : [];
  const gtmConnect = gtm
    ? [
        'https://www.google-analytics.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://www.googletagmanager.com',
      ]
    : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineScriptHashes, ...gtmScript]],
    // Inline style attributes come from the server render (code highlighting, announcement bar).
    ['style-src', ["'self'", "'unsafe-inline'"]],
    [
      'img-src',
      ["'self'", 'data:', ...(gtm ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com'] : [])],
    ],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...algoliaHosts, ...gtmConnect]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

export function renderNginxConfig(options: { root: string; listen: string; serverName: string; csp: string }): string {
  const template = readFileSync(path.join(root, 'deploy/nginx/cairn-docs.conf.template'), 'utf8');
  if (options.csp.includes('"')) throw new Error('the CSP must not contain double quotes');
  return template
    .replaceAll('{{ROOT}}', options.root)
    .replaceAll('{{LISTEN}}', options.listen)
    .replaceAll('{{SERVER_NAME}}', options.serverName)
    .replaceAll('{{CSP}}', options.csp);
}

function arg(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

if (require.main === module) {
  const buildDir = path.resolve(arg('build', 'build') as string);
  const conf = renderNginxConfig({
    root: arg('root', buildDir) as string,
    listen: arg('listen', '80') as string,
    serverName: arg('server-name', 'docs.cairn.example') as string,
    csp: contentSecurityPolicy(scanBuild(buildDir)),
  });
  const out = arg('out');
  if (out) writeFileSync(out, conf);
  else process.stdout.write(conf);
}
