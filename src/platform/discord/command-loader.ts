import { readdir } from 'node:fs/promises';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { CommandModule } from './bot-context.js';

/** What a command file must export (the discord.js guide's `{ data, execute }`), checked at load. */
const aFunction = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function');
const commandModuleSchema = z.object({
  data: z.object({ name: z.string().regex(/^[\p{Ll}\p{Lo}\p{N}_-]{1,32}$/u), toJSON: aFunction }),
  execute: aFunction,
  autocomplete: aFunction.optional(),
});

const isCommandModule = (value: unknown): value is CommandModule =>
  commandModuleSchema.safeParse(value).success;

/** The top-level `commands/` folder, from wherever this module runs (source or `dist/`). */
export const commandsDirectory = new URL('../../../commands/', import.meta.url);

/**
 * Every command file in `directory`: each file exports one command (any export name). Files run
 * from source (.ts under tsx or vitest) or built (.js), like this module itself.
 */
export async function loadCommands(directory: URL = commandsDirectory): Promise<CommandModule[]> {
  const extension = extname(fileURLToPath(import.meta.url));
  const files = (await readdir(directory))
    .filter((file) => extname(file) === extension && !file.endsWith(`.d${extension}`))
    .sort();
  const commands: CommandModule[] = [];
  for (const file of files) {
    const exported = Object.values((await import(new URL(file, directory).href)) as Record<string, unknown>);
    const found = exported.filter(isCommandModule);
    if (found.length !== 1)
      throw new Error(`commands/${file} must export exactly one command ({ data, execute })`);
    commands.push(...found);
  }
  const names = commands.map((command) => command.data.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new Error(`two command files register /${twice}`);
  return commands;
}
