export { openPlaygroundStore, PLAYGROUND_REDIS_PREFIX, type PlaygroundStore } from './playground-store.js';
export { type Playground, type PlaygroundOptions, startPlayground } from './start-playground.js';
