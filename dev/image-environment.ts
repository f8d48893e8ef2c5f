import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DockerfileParser, type Env, type Instruction } from 'dockerfile-ast';
import { configVariables } from '../src/platform/config.js';

const dockerfile = fileURLToPath(new URL('../Dockerfile', import.meta.url));

/** The variables one ENV instruction sets, quotes and escapes resolved as Docker resolves them. */
export function environmentOf(instruction: Instruction): Record<string, string> {
  return Object.fromEntries(
    (instruction as Env).getProperties().map((property) => [property.getName(), property.getValue() ?? '']),
  );
}

/**
 * The environment the image's last stage sets (NODE_OPTIONS among it): benchmarks start the bot
 * with it, so they measure the bot as it ships.
 */
export function imageEnvironment(text = readFileSync(dockerfile, 'utf8')): Record<string, string> {
  let environment: Record<string, string> = {};
  for (const instruction of DockerfileParser.parse(text).getInstructions()) {
    const keyword = instruction.getKeyword();
    if (keyword === 'FROM') environment = {};
    if (keyword === 'ENV') Object.assign(environment, environmentOf(instruction));
  }
  return environment;
}

/**
 * What the image sets for the runtime rather than for the bot (NODE_OPTIONS, the C allocator's
 * settings…): benchmarks start bot processes with it, so they measure them as the image runs them.
 */
export function imageRuntimeEnvironment(): Record<string, string> {
  const botSettings = new Set(configVariables);
  return Object.fromEntries(Object.entries(imageEnvironment()).filter(([name]) => !botSettings.has(name)));
}
