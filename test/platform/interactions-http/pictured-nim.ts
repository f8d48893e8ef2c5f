import { type APIMessage, ComponentType } from 'discord.js';
import type { LocalDiscord } from '../../../dev/local-discord/index.js';
import type { CommandModule } from '../../../src/platform/discord/bot-context.js';
import { gameRuntime } from '../../../src/platform/discord/game-runtime.js';
import { nimCommand, nimGame } from '../game-plugin/nim-game.js';

type NimGame = typeof nimGame;
const PICTURE = 'nim.png';

/** Pictures of the move count `held` wait until the test lets them go. */
export const gate = {
  held: null as number | null,
  release: () => {},
  waiting: Promise.resolve(),
};
export function holdPicturesOf(moves: number) {
  gate.held = moves;
  gate.waiting = new Promise<void>((resolve) => {
    gate.release = () => {
      gate.held = null;
      resolve();
    };
  });
}

export const pictureText = (moves: number) => `nim after ${moves} moves`;

export const takeMenuOf = (message: APIMessage | undefined) =>
  JSON.stringify(message?.components).match(/"custom_id":"(nim:[^"]+:take)"/)?.[1] ?? '';

/** The version the board's buttons were drawn from (the custom_id's third field) and its picture. */
export function boardShows(local: LocalDiscord, message: APIMessage | undefined) {
  const attachment = message?.attachments[0];
  const file = attachment ? local.model.attachments.get(attachment.id) : undefined;
  return { version: takeMenuOf(message).split(':')[2], picture: file?.data.toString() ?? null };
}

/** Nim with a picture: its bytes name the move count it was drawn from. */
export const picturedNim: NimGame = {
  ...nimGame,
  table: {
    ...nimGame.table,
    render(game, context) {
      const plain = nimGame.table.render(game, context);
      const moves = game.state.moves;
      return {
        ...plain,
        picture: {
          name: PICTURE,
          async draw() {
            if (gate.held === moves) await gate.waiting;
            return Buffer.from(pictureText(moves));
          },
        },
        components: (withPicture) =>
          plain.components(false).map((top) =>
            withPicture && top.type === ComponentType.Container
              ? {
                  ...top,
                  components: [
                    {
                      type: ComponentType.MediaGallery,
                      items: [{ media: { url: `attachment://${PICTURE}` } }],
                    },
                    ...top.components,
                  ],
                }
              : top,
          ),
      };
    },
  },
  async onSelect(interaction, customId, runtime) {
    await runtime.move(interaction, customId.gameId, {
      expectedVersion: customId.version,
      move: { take: Number(interaction.isStringSelectMenu() ? interaction.values[0] : 0) },
    });
  },
};

export const picturedNimCommand: CommandModule = {
  data: nimCommand.data,
  async execute(interaction, context) {
    const opponent = interaction.options.getUser('opponent', true);
    await gameRuntime(picturedNim, context).open(interaction, {
      channelId: interaction.channelId,
      players: { first: interaction.user.id, second: opponent.id },
    });
  },
};
