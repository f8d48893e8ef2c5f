import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/platform/config.js';

const valid = {
  DISCORD_TOKEN: 'token',
  DISCORD_CLIENT_ID: '123456789012345678',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

describe('configuration', () => {
  it('accepts a complete environment and fills the defaults', () => {
    const config = loadConfig(valid);
    expect(config.DISCORD_API_URL).toBe('https://discord.com/api');
    expect(config.REDIS_PREFIX).toBe('rdv:');
    expect(config.GAME_IDLE_DAYS).toBe(7);
  });

  it('refuses to start without REDIS_URL unless the memory store is chosen explicitly', () => {
    const { REDIS_URL: _, ...withoutRedis } = valid;
    expect(() => loadConfig(withoutRedis)).toThrow(/REDIS_URL is required/);
    expect(loadConfig({ ...withoutRedis, STORE: 'memory' }).STORE).toBe('memory');
  });

  it('preloads every language’s dictionaries unless told which, and refuses a language it does not speak', () => {
    expect(loadConfig(valid).PRELOAD_LANGUAGES).toEqual(['en', 'ja', 'hu']);
    expect(loadConfig({ ...valid, PRELOAD_LANGUAGES: 'hu, en' }).PRELOAD_LANGUAGES).toEqual(['hu', 'en']);
    expect(loadConfig({ ...valid, PRELOAD_LANGUAGES: 'none' }).PRELOAD_LANGUAGES).toEqual([]);
    expect(() => loadConfig({ ...valid, PRELOAD_LANGUAGES: 'en,fr' })).toThrow(/PRELOAD_LANGUAGES/);
  });

  it('lists every problem at once, without echoing the token', () => {
    try {
      loadConfig({ DISCORD_TOKEN: 'secret-token-value', DISCORD_CLIENT_ID: 'abc', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('DISCORD_CLIENT_ID');
      expect(message).toContain('LOG_LEVEL');
      expect(message).toContain('REDIS_URL');
      expect(message).not.toContain('secret-token-value');
    }
  });
});
