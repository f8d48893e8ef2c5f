import { type APIMessageTopLevelComponent, ComponentType, type MessagePayload } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { PresetPayload } from '../../../src/platform/discord/preset-payload.js';

const components: APIMessageTopLevelComponent[] = [
  { type: ComponentType.TextDisplay, content: '## ⏳ Duet · ヒント「うみ」 · Ágnes' },
];
const target = {} as MessagePayload['target'];

describe('a preset board update', () => {
  it('goes to Discord as one type-7 callback: the components, pinging nobody', () => {
    const payload = new PresetPayload(target, components);
    expect(JSON.parse(payload.callback.toString('utf8'))).toEqual({
      type: 7,
      data: { components, allowed_mentions: { parse: [] } },
    });
  });

  it("gives discord.js the same message when it sends it (a deferred press's edit)", () => {
    expect(new PresetPayload(target, components).body).toEqual({
      components,
      allowed_mentions: { parse: [] },
    });
  });

  it("hands the picture's edit the very components the answer showed", () => {
    const payload = new PresetPayload(target, components);
    expect(JSON.parse(payload.componentsJson.toString('utf8'))).toEqual(components);
  });
});
