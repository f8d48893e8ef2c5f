import type { Language } from '../../../platform/i18n/languages.js';
import type { Variables } from '../../../platform/i18n/translator.js';
import { characterName } from './character-disc.js';
import { headlineText } from './header-layer.js';
import { type KeyLabelKey, tKeyLabel } from './labels/index.js';
import { type SceneCard, type TablePicture, type TableScene, tableScene } from './table-scene.js';
import { tokenName } from './token-tile.js';

/** Well under Discord's 1,024 for a media gallery item's description. */
export const ALT_TEXT_LIMIT = 1000;

const SENTENCE_GAP: Record<Language, string> = { en: ' ', ja: '', hu: ' ' };

const say = (scene: TableScene, key: KeyLabelKey, variables?: Variables) =>
  tKeyLabel(scene.language, key, variables);

/** Wraps `text` as a sentence, unless it already ends like one ("Mission accomplished!"). */
const sentence = (scene: TableScene, text: string) =>
  /[.!?！？。]$/u.test(text) ? text : say(scene, 'alt.sentence', { text });

const list = (scene: TableScene, items: readonly string[]) => items.join(say(scene, 'alt.separator'));

const roomName = (scene: TableScene, room: string) => say(scene, `room.${room}` as KeyLabelKey);

/** Each console position left to right: its symbol, and its character only when the scene shows it. */
function consoleSentence(scene: TableScene): string {
  const tabs = scene.tabs.map((tab) => {
    const symbol = tokenName(scene.language, tab.symbol);
    return tab.character === null
      ? say(scene, 'alt.tabDown', { symbol })
      : say(scene, 'alt.tabLifted', { symbol, character: tab.character });
  });
  return sentence(scene, say(scene, 'alt.console', { tabs: list(scene, tabs) }));
}

function seatSentences(scene: TableScene): string[] {
  return scene.seats.map((seat) =>
    sentence(
      scene,
      say(scene, 'alt.player', {
        player: seat.name,
        character: characterName(scene.language, seat.character),
        room: roomName(scene, seat.room),
      }),
    ),
  );
}

function roomSentences(scene: TableScene): string[] {
  const stacks = scene.rooms
    .filter((room) => room.faceDownCount > 0)
    .map((room) => say(scene, 'alt.stack', { room: roomName(scene, room.id), count: room.faceDownCount }));
  const faceUp = scene.rooms
    .filter((room) => room.faceUp.length > 0)
    .map((room) =>
      sentence(
        scene,
        say(scene, 'alt.faceUp', {
          room: roomName(scene, room.id),
          tokens: list(
            scene,
            room.faceUp.map((token) => tokenName(scene.language, token)),
          ),
        }),
      ),
    );
  return [
    ...(stacks.length > 0 ? [sentence(scene, say(scene, 'alt.stacks', { rooms: list(scene, stacks) }))] : []),
    ...faceUp,
  ];
}

/** The doorways between rooms: where a character can move. */
function passageSentence(scene: TableScene): string {
  const pairs = scene.borders
    .filter((border) => border.kind === 'passage')
    .map(({ rooms: [from, to] }) =>
      say(scene, 'alt.passage', { from: roomName(scene, from), to: roomName(scene, to) }),
    );
  return sentence(scene, say(scene, 'alt.passages', { pairs: list(scene, pairs) }));
}

function cardText(scene: TableScene, card: SceneCard): string {
  const action = say(scene, `action.${card.action}` as KeyLabelKey);
  const text =
    card.value === null
      ? say(scene, 'alt.cardEmpty', { action })
      : say(scene, 'alt.card', { action, value: card.value });
  return card.trace === null ? text : say(scene, 'alt.cardTrace', { card: text });
}

function timeSentence(scene: TableScene): string {
  return sentence(
    scene,
    scene.crisis
      ? say(scene, 'alt.crisis', { icons: scene.timeIcons, limit: scene.losingTimeIcons })
      : say(scene, 'alt.timeWaiting', { count: scene.timeCardsWaiting }),
  );
}

/**
 * The table in words, for screen readers, from the same public scene the picture draws: so a
 * console tab's character is named only when it is lifted or the answer is revealed. At most
 * `ALT_TEXT_LIMIT` characters.
 */
export function tableAltText(picture: TablePicture): string {
  const scene = tableScene(picture);
  const gap = SENTENCE_GAP[scene.language];
  const essential = [
    sentence(scene, say(scene, 'alt.intro', { mission: scene.missionName, side: scene.side })),
    sentence(scene, headlineText(scene)),
    consoleSentence(scene),
    ...seatSentences(scene),
    ...roomSentences(scene),
    sentence(
      scene,
      say(scene, 'alt.cards', {
        cards: list(
          scene,
          scene.cards.map((card) => cardText(scene, card)),
        ),
      }),
    ),
    sentence(scene, say(scene, 'alt.deck', { count: scene.deckSize })),
    timeSentence(scene),
  ].join(gap);
  if (essential.length > ALT_TEXT_LIMIT) return `${essential.slice(0, ALT_TEXT_LIMIT - 1)}…`;
  // The map never changes during a mission, so it is told last, when there is room.
  const withMap = essential + gap + passageSentence(scene);
  return withMap.length <= ALT_TEXT_LIMIT ? withMap : essential;
}
