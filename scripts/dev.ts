/**
 * npm run dev: the API server with reload (tsx watch) on API_PORT (8080) and Vite with hot reload on 5173.
 * Vite proxies /api and /oidc, so the browser sees one origin — the issuer is http://localhost:5173/oidc.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8080';
const env = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: apiPort,
  PUBLIC_URL: 'http://localhost:5173',
  API_PORT: apiPort,
};
const procs = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], { stdio: 'inherit', env }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) => p.on('exit', (code) => (stop(), (process.exitCode ||= code ?? 0))));
