import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Copy, DockerfileParser, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { environmentOf } from './image-environment.js';
import { startLocalDiscord } from './local-discord/index.js';

/**
 * Builds and starts the image without Docker (`npm run image:check`), for machines with no
 * daemon, CI among them: lints the Dockerfile, runs each stage's COPY and RUN steps on this
 * machine in a directory per stage, checks the base image is the Node line running here, then
 * starts the last stage's CMD against the local Discord and runs its HEALTHCHECK until it passes,
 * and stops it with its STOPSIGNAL. Prints what the image holds.
 */
const root = fileURLToPath(new URL('../', import.meta.url));
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');

interface Stage {
  name: string;
  /** The stage's file system root ("/"). */
  root: string;
  /** WORKDIR, inside `root`. */
  directory: string;
  env: Record<string, string>;
  cmd: string[];
  healthcheck: string[];
  stopSignal: NodeJS.Signals;
}

function fail(message: string): never {
  console.error(`image check: ${message}`);
  process.exit(1);
}

function lint(): void {
  const problems = validate(dockerfile);
  for (const problem of problems)
    console.error(`Dockerfile:${problem.range.start.line + 1}: ${problem.message}`);
  if (problems.length > 0) fail(`${problems.length} problem(s) in the Dockerfile`);
  console.log('Dockerfile: no lint problems');
}

/** Top-level names .dockerignore keeps out of the build context (all its patterns are top-level). */
function ignoredNames(): Set<string> {
  const lines = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n');
  return new Set(lines.map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('#')));
}

const words = (instruction: Instruction) => instruction.getArguments().map((argument) => argument.getValue());

/** `["a", "b"]` after an optional keyword → ['a', 'b'] (only the exec form is used here). */
function execForm(text: string, after = ''): string[] {
  const start = text.indexOf('[', text.indexOf(after));
  const parsed: unknown = JSON.parse(text.slice(start).replace(/\\\n/g, ''));
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string'))
    fail(`expected an exec form: ${text}`);
  return parsed;
}

function expand(text: string, variables: Record<string, string>): string {
  return text.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, braced, bare) => variables[braced ?? bare] ?? '');
}

function build(workspace: string): Stage {
  const ignored = ignoredNames();
  const globalArgs: Record<string, string> = {};
  const stages = new Map<string, Stage>();
  let stage: Stage | null = null;
  for (const instruction of DockerfileParser.parse(dockerfile).getInstructions()) {
    const keyword = instruction.getKeyword();
    const content = instruction.getArgumentsContent() ?? '';
    if (keyword === 'ARG' && stage === null) {
      const [name, value = ''] = content.split('=');
      globalArgs[name as string] = value;
      continue;
    }
    if (keyword === 'FROM') {
      const [image = '', , name] = words(instruction).map((word) => expand(word, globalArgs));
      const major = /^node:(\d+)/.exec(image)?.[1];
      if (major !== process.versions.node.split('.')[0])
        fail(`base image ${image} is not the Node line running this check (${process.version})`);
      const index = stages.size;
      const stageRoot = join(workspace, name ?? String(index));
      stage = {
        name: name ?? String(index),
        root: stageRoot,
        directory: stageRoot,
        env: {},
        cmd: [],
        healthcheck: [],
        stopSignal: 'SIGTERM',
      };
      mkdirSync(stage.directory, { recursive: true });
      stages.set(stage.name, stage);
      console.log(`FROM ${image} AS ${stage.name}`);
      continue;
    }
    if (!stage) fail(`${keyword} before FROM`);
    switch (keyword) {
      case 'WORKDIR':
        stage.directory = join(stage.root, content.trim());
        mkdirSync(stage.directory, { recursive: true });
        break;
      case 'USER':
      case 'EXPOSE':
      case 'ARG':
        break;
      case 'ENV':
        Object.assign(stage.env, environmentOf(instruction));
        break;
      case 'COPY': {
        const from = (instruction as Copy)
          .getFlags()
          .find((flag) => flag.getName() === 'from')
          ?.getValue();
        const paths = words(instruction).filter((word) => !word.startsWith('--'));
        const written = paths.pop() as string;
        const destination = join(stage.directory, written);
        // As Docker reads it: a destination ending in "/" (or several sources) is a directory.
        const intoDirectory = paths.length > 1 || written.endsWith('/');
        const other = from ? stages.get(from) : undefined;
        if (from && !other) fail(`COPY --from=${from}: no such stage`);
        for (const path of paths) {
          if (!from && ignored.has(path.split('/')[0] as string))
            fail(`COPY ${path}: .dockerignore keeps it out`);
          // Another stage's paths are absolute (its WORKDIR spelled out); the context's relative.
          const source = other ? join(other.root, path) : join(root, path);
          const target = intoDirectory ? join(destination, basename(path)) : destination;
          cpSync(source, target, { recursive: true });
        }
        break;
      }
      case 'RUN':
        console.log(`RUN ${content.split('\n')[0]}${content.includes('\n') ? ' …' : ''}`);
        execFileSync('sh', ['-c', content], {
          cwd: stage.directory,
          stdio: ['ignore', 'inherit', 'inherit'],
          env: { ...process.env, ...stage.env },
        });
        break;
      case 'CMD':
        stage.cmd = execForm(content);
        break;
      case 'HEALTHCHECK':
        stage.healthcheck = execForm(content, 'CMD');
        break;
      case 'STOPSIGNAL':
        stage.stopSignal = content.trim() as NodeJS.Signals;
        break;
      default:
        fail(`the check does not know ${keyword}; teach it or keep the Dockerfile simple`);
    }
  }
  if (!stage) fail('no stage');
  return stage;
}

function sizeOf(path: string): number {
  const info = statSync(path);
  if (!info.isDirectory()) return info.size;
  return readdirSync(path).reduce((sum, entry) => sum + sizeOf(join(path, entry)), 0);
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

function report(image: Stage): void {
  const fonts = join(image.directory, 'node_modules/@fontsource/noto-sans-jp/files');
  console.log(
    `image /app: ${mib(sizeOf(image.directory))} (node_modules ${mib(sizeOf(join(image.directory, 'node_modules')))})`,
  );
  console.log(`Japanese font files kept: ${readdirSync(fonts).length}, ${mib(sizeOf(fonts))}`);
  const maps = readdirSync(join(image.directory, 'dist/src')).filter((file) => file.endsWith('.js.map'));
  if (maps.length === 0) fail('the build wrote no source maps');
}

async function runUntilHealthy(image: Stage): Promise<void> {
  const local = await startLocalDiscord();
  local.seedDefault();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    ...image.env,
    DISCORD_TOKEN: 'image-check-token',
    DISCORD_CLIENT_ID: local.model.applicationId,
    DISCORD_API_URL: local.restBaseUrl,
    STORE: 'memory',
    PRELOAD_LANGUAGES: 'none',
  };
  env.HTTP_PORT = String(await freePort());
  const [command, ...args] = image.cmd;
  const bot: ChildProcess = spawn(command as string, args, { cwd: image.directory, env });
  let output = '';
  bot.stdout?.on('data', (chunk) => (output += String(chunk)));
  bot.stderr?.on('data', (chunk) => (output += String(chunk)));
  const [checkCommand, ...checkArgs] = image.healthcheck;
  const healthy = () => {
    try {
      execFileSync(checkCommand as string, checkArgs, {
        cwd: image.directory,
        env,
        stdio: 'ignore',
        timeout: 3_000,
      });
      return true;
    } catch {
      return false;
    }
  };
  const deadline = Date.now() + 60_000;
  while (!healthy()) {
    if (bot.exitCode !== null) fail(`the image's CMD exited (${bot.exitCode}):\n${output}`);
    if (Date.now() > deadline) fail(`HEALTHCHECK never passed:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`CMD ${image.cmd.join(' ')}: healthy (HEALTHCHECK passed)`);
  bot.kill(image.stopSignal);
  const [code] = (await once(bot, 'exit')) as [number | null];
  await local.close();
  if (code !== 0) fail(`after ${image.stopSignal} the bot exited with ${code}:\n${output}`);
  console.log(`${image.stopSignal}: exited cleanly`);
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

lint();
const workspace = mkdtempSync(join(tmpdir(), 'rendezvous-image-'));
try {
  const image = build(workspace);
  report(image);
  await runUntilHealthy(image);
  console.log('image check passed');
} finally {
  if (existsSync(workspace)) rmSync(workspace, { recursive: true, force: true });
}
