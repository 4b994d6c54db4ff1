// `npm start`: builds the web app and bundles the server when a build is missing or older than
// its sources, then runs the production server (plain JavaScript, dist/server/index.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/web/index.html');

const { buildServer, newestMtime, serverBundleStale, SERVER_BUNDLE } =
  await import('./build-server.mjs');

const sources = ['web', 'common'].map((d) => path.join(root, d));
const configFiles = ['vite.config.ts', 'package.json'].map((f) => path.join(root, f));
const sourceTime = Math.max(
  ...sources.map(newestMtime),
  ...configFiles.map((f) => statSync(f).mtimeMs),
);
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourceTime) {
  console.info('Building the web app...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (serverBundleStale()) {
  const ms = await buildServer();
  console.info(`Server bundled in ${ms} ms`);
}

// No --enable-source-maps: reading the bundle's source map costs about 100 ms of every start
// (decision 047), and the bundle then runs without its code cache (decision 053);
// NODE_OPTIONS=--enable-source-maps turns it on.
const server = spawn(process.execPath, [SERVER_BUNDLE], {
  cwd: root,
  stdio: 'inherit',
  // NODE_ENV stays as the shell sets it: a deployment sets production, which refuses the
  // built-in dev payments unless DEV_PAYMENTS=true; a newcomer's machine keeps every default.
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
