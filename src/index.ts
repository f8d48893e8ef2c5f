import './platform/v8-heap.js';
import { run } from './main.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { createLogger } from './platform/log.js';

try {
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);
  const bot = await run(config, log);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void bot.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: String(error) }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Rendezvous failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
}
