/**
 * Serves a build with nginx and the project's configuration on 127.0.0.1, in the foreground
 * (for the nginx browser tests and for trying the configuration locally):
 *   npx tsx scripts/deploy/run-nginx.ts [--build build] [--port 3290]
 * Needs nginx; `npm test` installs it (scripts/system/provision.ts), and this fails naming the package
 * when it is missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy, renderNginxConfig, scanBuild } from './nginx-config';
import { locate, nginx as nginxRequirement } from '../system/requirements';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const nginx = locate(nginxRequirement);
if (!nginx) {
  console.error(
    `nginx is not installed. Run 'npx tsx scripts/system/provision.ts' (as root), or: apt-get install -y ${nginxRequirement.debianPackage}`,
  );
  process.exit(1);
}
const buildDir = path.resolve(arg('build', 'build'));
const port = arg('port', '3290');
const prefix = mkdtempSync(path.join(tmpdir(), 'cairn-nginx-'));
mkdirSync(path.join(prefix, 'logs'), { recursive: true });
const server = renderNginxConfig({
  root: buildDir,
  listen: `127.0.0.1:${port}`,
  serverName: 'localhost',
  csp: contentSecurityPolicy(scanBuild(buildDir)),
});
writeFileSync(path.join(prefix, 'cairn-docs.conf'), server);
writeFileSync(
  path.join(prefix, 'nginx.conf'),
  `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/cairn-docs.conf;
}
`,
);
/** The prefix (configuration, pid file, error log) is this run's alone: removed when nginx stops. */
const removePrefix = () => rmSync(prefix, { recursive: true, force: true });
const check = spawnSync(nginx, ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { encoding: 'utf8' });
if (check.status !== 0) {
  console.error(check.stderr);
  removePrefix();
  process.exit(1);
}
const child = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: 'inherit',
});
console.log(`nginx serving ${buildDir} at http://127.0.0.1:${port}/`);
const stop = () => child.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  // A failed run's error log is printed before it goes with the prefix.
  const errorLog = path.join(prefix, 'logs', 'error.log');
  if (code && existsSync(errorLog)) console.error(readFileSync(errorLog, 'utf8'));
  removePrefix();
  process.exit(code ?? 0);
});
