import { withComponentIds } from './component-tree.js';
import { INTERACTION_TOKEN_LIFETIME_MS } from './interaction-registry.js';
import type { JsonObject, ShownModal } from './types.js';

/**
 * The modals the bot opened, by user (the last one) and by the interaction it answered; those
 * older than an interaction token are dropped as new ones arrive.
 */
export class ModalRegistry {
  private readonly byUser = new Map<string, ShownModal>();
  private readonly byInteraction = new Map<string, ShownModal>();

  record(interactionId: string, userId: string, data: JsonObject): ShownModal {
    const modal: ShownModal = {
      interactionId,
      userId,
      customId: String(data.custom_id),
      title: String(data.title),
      components: withComponentIds(Array.isArray(data.components) ? data.components : []),
      shownAtMs: Date.now(),
      submitted: false,
    };
    this.dropExpired(modal.shownAtMs);
    this.byUser.set(userId, modal);
    this.byInteraction.set(interactionId, modal);
    return modal;
  }

  shownTo(userId: string): ShownModal | undefined {
    return this.byUser.get(userId);
  }

  openedBy(interactionId: string): ShownModal | undefined {
    return this.byInteraction.get(interactionId);
  }

  private dropExpired(now: number): void {
    for (const modal of this.byInteraction.values()) {
      if (now - modal.shownAtMs < INTERACTION_TOKEN_LIFETIME_MS) return;
      this.byInteraction.delete(modal.interactionId);
      if (this.byUser.get(modal.userId) === modal) this.byUser.delete(modal.userId);
    }
  }
}
