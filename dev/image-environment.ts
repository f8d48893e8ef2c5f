import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DockerfileParser, type Env, type Instruction } from 'dockerfile-ast';

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

/** The image's NODE_OPTIONS (V8 heap sizes, source maps), to start a bot process as the image does. */
export function imageNodeOptions(): { NODE_OPTIONS: string } {
  return { NODE_OPTIONS: imageEnvironment().NODE_OPTIONS ?? '' };
}
