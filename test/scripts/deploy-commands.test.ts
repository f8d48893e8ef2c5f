import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDiscord, type SeededWorld, startLocalDiscord } from '../../dev/local-discord/index.js';
import { commandsDirectory, loadCommands } from '../../src/platform/discord/command-loader.js';

/** Long enough for a slow start of tsx, far shorter than a process that never ends. */
const EXIT_WITHIN_MS = 5_000;

let local: LocalDiscord;
let world: SeededWorld;

beforeAll(async () => {
  local = await startLocalDiscord();
  world = local.seedDefault();
});

afterAll(async () => {
  await local?.close();
});

describe('npm run deploy-commands', () => {
  it('registers the commands and exits on its own', async () => {
    const deploy = spawn(process.execPath, ['--import', 'tsx', 'scripts/deploy-commands.ts'], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DISCORD_TOKEN: 'local-e2e-token',
        DISCORD_CLIENT_ID: local.model.applicationId,
        DISCORD_API_URL: local.restBaseUrl,
        DISCORD_GUILD_ID: world.guild.id,
      },
    });
    let output = '';
    let printedAt = 0;
    deploy.stdout.on('data', (chunk) => {
      output += String(chunk);
      printedAt = Date.now();
    });
    const killer = setTimeout(() => deploy.kill('SIGKILL'), 30_000);
    const [code, signal] = await once(deploy, 'exit');
    clearTimeout(killer);
    expect(signal).toBeNull();
    expect(code).toBe(0);
    // Every file of commands/ is one command, and all of them load.
    const files = (await readdir(commandsDirectory)).filter((name) => name.endsWith('.ts')).length;
    expect((await loadCommands()).length).toBe(files);
    expect(output).toContain(`Registered ${files} commands`);
    expect(Date.now() - printedAt).toBeLessThan(EXIT_WITHIN_MS);
  });
});
