import { performance } from 'node:perf_hooks';

/** When a request reached Discord, on both clocks the model keeps (`performance.now()`, epoch ms). */
export interface Arrival {
  at: number;
  epochMs: number;
}

export const arrivingNow = (): Arrival => ({ at: performance.now(), epochMs: Date.now() });
