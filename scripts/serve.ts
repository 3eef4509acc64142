/**
 * `npm run serve`: serves build/ on 127.0.0.1 the way production should (path rules,
 * 404 page, compression, caching). Usage: tsx scripts/serve.ts [--port 3000] [--dir build]
 */
import { createServer } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildFileIndex, contentTypeOf, isCompressible, resolvePath } from './serve/resolve';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const root = path.resolve(arg('dir', 'build'));
const port = Number(arg('port', '3000'));

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const abs = path.join(dir, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    return statSync(abs).isDirectory() ? listFiles(abs, rel) : [rel];
  });
}

const index = buildFileIndex(listFiles(root));
const gzipCache = new Map<string, Buffer>();

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const resolution = resolvePath(url.pathname, index);
  if (resolution.kind === 'redirect') {
    res.writeHead(301, { Location: resolution.location + url.search });
    res.end();
    return;
  }
  const file = resolution.file;
  const status = resolution.kind === 'not-found' ? 404 : 200;
  let body: Buffer = readFileSync(path.join(root, file));
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(file),
    // Hashed assets never change; everything else is revalidated.
    'Cache-Control': file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  };
  if (isCompressible(file) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    let gz = gzipCache.get(file);
    if (!gz) {
      gz = gzipSync(body);
      gzipCache.set(file, gz);
    }
    body = gz;
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = String(body.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} (${index.files.size} files) at http://127.0.0.1:${port}/`);
});
