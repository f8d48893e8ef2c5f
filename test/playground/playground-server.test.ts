import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDiscord } from '../../dev/local-discord/index.js';

/** `npm run playground` as a newcomer runs it: the process, its banner, and what its server hands out. */
describe('npm run playground', () => {
  let playground: ChildProcess;
  let banner = '';
  let url = '';

  beforeAll(async () => {
    playground = spawn(process.execPath, ['--import', 'tsx', 'dev/playground.ts'], {
      env: { ...process.env, PLAYGROUND_PORT: '0', REDIS_URL: '', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const stdout = playground.stdout;
    if (!stdout) throw new Error('no stdout');
    stdout.setEncoding('utf8');
    // Read on to the end: the playground says goodbye on stdout when it stops.
    await new Promise<void>((resolve, reject) => {
      playground.once('exit', (code) => reject(new Error(`The playground exited (${code}):\n${banner}`)));
      stdout.on('data', (chunk: string) => {
        banner += chunk;
        if (banner.includes('Ctrl-C')) resolve();
      });
    });
    url = /Open\s+(\S+)/.exec(banner)?.[1] ?? '';
  });

  afterAll(async () => {
    if (playground.exitCode !== null) return;
    const exited = once(playground, 'exit');
    playground.kill('SIGTERM');
    await exited;
  });

  it('names every user of the local Discord in its banner', async () => {
    const local = await startLocalDiscord();
    const seeded = Object.values(local.seedDefault().users).map((user) => user.globalName);
    await local.close();
    expect(seeded).toHaveLength(5);
    for (const name of seeded) expect(banner).toContain(name);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('serves the fonts its stylesheet names, and nothing outside its folders', async () => {
    const get = (path: string) => fetch(new URL(path, url));
    const stylesheet = await (await get('/fonts.css')).text();
    const fontUrls = [...stylesheet.matchAll(/url\((\/fonts\/[^)]+)\)/g)].map((match) => match[1] ?? '');
    expect(fontUrls).toContain('/fonts/twemoji.woff2');
    expect(fontUrls).toContain('/fonts/noto-sans-jp-latin-400-normal.woff2');
    expect(fontUrls).toContain('/fonts/noto-sans-jp-latin-700-normal.woff2');
    for (const fontUrl of [fontUrls[0], '/fonts/twemoji.woff2']) {
      const font = await get(fontUrl ?? '');
      expect(font.status).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');
    }
    const refused = [
      '/fonts/noto-sans-jp-latin-100-normal.woff2',
      '/fonts/noto-sans-jp-latin-400-normal.woff',
      '/fonts/..%2f..%2fpackage.json',
      '/fonts/%2e%2e/package.json',
      '/..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/fonts/../../package.json',
    ];
    for (const path of refused)
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 404 });
  });
});
