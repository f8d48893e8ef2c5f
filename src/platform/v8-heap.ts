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

/**
 * V8 moves an allocation site's objects straight into the old space once most of them outlived a
 * young collection. Under a burst nearly everything a press builds outlives one (hundreds of
 * presses wait their turn), so the sites of a board's buttons and texts were tenured, and every
 * later press's short-lived objects became old-space garbage that only full collections free.
 * Without it: 10% more guesses a second and one full collection fewer per 200-game burst, same
 * peak RSS (three A/B pairs, docs/performance.md).
 */
setFlagsFromString('--no-allocation-site-pretenuring');
