import type { JsonObject } from './types.js';

export type ComponentPath = (string | number)[];

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every component of a message or modal, depth first, with its path in the body (for error
 * trees). Children live in `components` (rows, containers, sections), `accessory` (sections)
 * and `component` (labels). Plain recursion: this runs on every message the bot sends.
 */
export function walkComponents(
  components: readonly unknown[],
  path: ComponentPath = ['components'],
): { component: JsonObject; path: ComponentPath }[] {
  const found: { component: JsonObject; path: ComponentPath }[] = [];
  const visit = (component: unknown, at: ComponentPath) => {
    if (!isJsonObject(component)) return;
    found.push({ component, path: at });
    if (Array.isArray(component.components)) {
      for (const [index, child] of component.components.entries()) visit(child, [...at, 'components', index]);
    }
    visit(component.accessory, [...at, 'accessory']);
    visit(component.component, [...at, 'component']);
  };
  for (const [index, component] of components.entries()) visit(component, [...path, index]);
  return found;
}

/** Every component, depth first, without paths: for the hot paths that need no error tree. */
export function allComponents(components: readonly unknown[]): JsonObject[] {
  const found: JsonObject[] = [];
  const visit = (component: unknown) => {
    if (!isJsonObject(component)) return;
    found.push(component);
    if (Array.isArray(component.components)) for (const child of component.components) visit(child);
    visit(component.accessory);
    visit(component.component);
  };
  for (const component of components) visit(component);
  return found;
}

export function findComponentByCustomId(
  components: readonly unknown[],
  customId: string,
): JsonObject | undefined {
  return allComponents(components).find((component) => component.custom_id === customId);
}

/** A deep copy of parsed JSON (several times faster than structuredClone on a message's components). */
function copyJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyJson);
  if (!isJsonObject(value)) return value;
  const copy: JsonObject = {};
  for (const key of Object.keys(value)) copy[key] = copyJson(value[key]);
  return copy;
}

/** Discord numbers components that came without an `id` (1, 2, …, skipping ids already used), in place. */
export function numberComponents(components: JsonObject[]): JsonObject[] {
  const all = allComponents(components);
  const used = new Set<unknown>(all.map((component) => component.id));
  let next = 1;
  for (const component of all) {
    if (typeof component.id === 'number') continue;
    while (used.has(next)) next += 1;
    component.id = next;
    used.add(next);
  }
  return components;
}

/** A numbered copy of components (the request's own objects stay as they were sent). */
export function withComponentIds(components: readonly unknown[]): JsonObject[] {
  return numberComponents(components.map(copyJson).filter(isJsonObject));
}
