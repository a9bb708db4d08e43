// nginx (Debian's package) as the load balancer in front of several servers, run as this test's
// own process on a loopback port with a configuration generated into a temporary directory. The
// upstream settings are the ones docs/deploy.md recommends: a write that fails to reach an
// instance (connection refused or reset) is tried on the next one, so clients only retry through it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port.ts';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export const isNginxInstalled = () => fs.existsSync(NGINX_PATH) && spawnSync(NGINX_PATH, ['-v']).status === 0;

export type Nginx = { baseUrl: string; stop(): Promise<void> };

function config(dir: string, port: number, upstreamPorts: number[]) {
  // As root, nginx hands its workers to 'nobody' unless told otherwise: keep them this user's.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};` : '';
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `${user}
daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  client_max_body_size 12m;
  upstream gruha {
    ${upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n    ')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://gruha;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

export async function startNginx(upstreamPorts: number[]): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-nginx-'));
  const port = await freePort();
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config(dir, port, upstreamPorts));
  let output = '';
  const child = spawn(NGINX_PATH, ['-p', dir, '-c', file, '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const isUp = await fetch(`${baseUrl}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (isUp) break;
    if (child.exitCode !== null || tries > 100) {
      child.kill('SIGKILL');
      const log = fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
      throw new Error(`nginx did not start:\n${output}\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
