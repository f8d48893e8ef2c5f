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

export function findComponentByCustomId(
  components: readonly unknown[],
  customId: string,
): JsonObject | undefined {
  for (const { component } of walkComponents(components)) {
    if (component.custom_id === customId) return component;
  }
  return undefined;
}

/** Discord numbers components that came without an `id` (1, 2, …, skipping ids already used). */
export function withComponentIds(components: readonly unknown[]): JsonObject[] {
  const copy = structuredClone(components).filter(isJsonObject);
  const used = new Set<unknown>();
  for (const { component } of walkComponents(copy)) used.add(component.id);
  let next = 1;
  for (const { component } of walkComponents(copy)) {
    if (typeof component.id === 'number') continue;
    while (used.has(next)) next += 1;
    component.id = next;
    used.add(next);
  }
  return copy;
}
