// `npm run dev`: the API server (port 3000) and Vite's dev server with hot reload (port 5173, proxying /api).
import { spawn } from 'node:child_process';

const children = [
  // Pages come from Vite's origin, whose proxy rewrites Host: the API must allow that origin.
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ALLOWED_ORIGINS: 'http://localhost:5173,http://127.0.0.1:5173', ...process.env },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
