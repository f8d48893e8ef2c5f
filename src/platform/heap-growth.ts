import { setFlagsFromString } from 'node:v8';

/**
 * After a full collection V8 lets the old space grow to up to four times what survived before it
 * collects again. Under a burst, the presses promoted while they waited die soon after, so most of
 * that growth is garbage held as RSS: at 500 games at once the peak was 614–695 MiB. Letting it
 * grow by 30% collects that garbage sooner (peak 501 MiB in the same hour; docs/performance.md).
 * Process-wide, so the render and judge threads too; imported first, before anything allocates.
 */
const HEAP_GROWING_PERCENT = 30;

setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
