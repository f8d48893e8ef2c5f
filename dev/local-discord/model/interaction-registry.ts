import type { LocalInteraction } from './types.js';

/** Interaction tokens stay valid for 15 minutes, as on Discord. */
export const INTERACTION_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

/** Interactions by id and by token; expired ones are dropped as new ones arrive. */
export class InteractionRegistry {
  private readonly byId = new Map<string, LocalInteraction>();
  private readonly byToken = new Map<string, LocalInteraction>();

  add(interaction: LocalInteraction): void {
    this.dropExpired(interaction.createdAtMs);
    this.byId.set(interaction.id, interaction);
    this.byToken.set(interaction.token, interaction);
  }

  get(id: string): LocalInteraction | undefined {
    return this.byId.get(id);
  }

  withToken(token: string, now = Date.now()): LocalInteraction | undefined {
    const interaction = this.byToken.get(token);
    return interaction && now - interaction.createdAtMs < INTERACTION_TOKEN_LIFETIME_MS
      ? interaction
      : undefined;
  }

  /** Insertion order is creation order, so expired interactions are at the front. */
  private dropExpired(now: number): void {
    for (const interaction of this.byId.values()) {
      if (now - interaction.createdAtMs < INTERACTION_TOKEN_LIFETIME_MS) return;
      this.byId.delete(interaction.id);
      this.byToken.delete(interaction.token);
    }
  }
}
