// `npm run dev`: the API with reload on port API_PORT (3001) and Vite with hot reload on PORT (3000),
// which proxies /api to the API.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/index.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      SERVE_WEB: 'false',
      APP_URL: process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
    },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
