// Starts the real server once for the browser suite: freshly built web app, fresh embedded database
// with demo data, on a free port, sending its email to a real SMTP server run here (smtp-server).
// Specs read the server's address with inject('baseUrl') and the emails that arrived, one .eml file
// each, from inject('mailDir') (support/mailbox.ts).
import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/free-port.ts';
import { spawnServer } from '../../scripts/spawn-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
  }
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  // Seeding the demo catalogue takes 15-20 s on a quiet machine, well over a minute on a loaded one.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy:\n${output()}`);
}

/** An SMTP server that keeps each message it accepts as an .eml file in `mailDir`, in arrival order. */
async function startMailServer(mailDir: string): Promise<SMTPServer> {
  let count = 0;
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const file = path.join(mailDir, `${String(++count).padStart(6, '0')}.eml`);
        // Written whole, then renamed: a spec never reads half a message.
        fs.writeFileSync(`${file}.tmp`, Buffer.concat(chunks));
        fs.renameSync(`${file}.tmp`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return smtp;
}

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-e2e-'));
  const mailDir = path.join(dataDir, 'mail');
  fs.mkdirSync(mailDir);
  const smtp = await startMailServer(mailDir);
  // Each run builds the current sources into its own directory, so runs never disturb each other.
  const webDir = path.join(dataDir, 'web');
  // The build people get (npm start): the runner's NODE_ENV=test would make Vite bundle React's
  // development build, which renders everything twice under StrictMode (every request sent twice).
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', webDir], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const port = await freePort();
  const { child, output } = spawnServer(['--import', 'tsx', 'src/server/main.ts'], {
    port,
    dataDir,
    // Every spec signs up its own people from this one address, and many post as the demo seller: more
    // than an hour allows one address or person (the limits themselves are tested in
    // tests/api/security/request-limits.test.ts). Two specs' browsers and their API calls share that
    // address's connections too (the cap is tested in tests/process/slow-clients.test.ts).
    env: {
      WEB_DIR: webDir,
      MAX_CONNECTIONS_PER_ADDRESS: '1000',
      SEED_DEMO: 'true',
      RATE_LIMITS:
        'register=1000,listing-post=10000,listing-edit=10000,upload=10000,inquiry=10000,contact=10000,shortlist=10000,saved-search=10000,deal-write=10000,report=10000',
      // A picture host whose links listings may use (e2e/listings/picture-links.spec.ts serves it in the browser).
      PICTURE_HOSTS: 'https://pictures.gruha-e2e.example',
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    // Never leave a server behind: a run that gives up must not keep a starting server busy.
    child.kill('SIGKILL');
    await new Promise<void>((r) => smtp.close(() => r()));
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await new Promise<void>((r) => smtp.close(() => r()));
    // A failing browser test often has its cause on the server: show what it logged as an error.
    const errors = output()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
    if (errors.length > 0) process.stdout.write(`\nThe server logged ${errors.length} error(s) during the browser tests:\n${errors.join('\n')}\n`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
