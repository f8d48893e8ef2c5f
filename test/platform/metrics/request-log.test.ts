import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createRequestLog } from '../../../src/platform/discord/request-log.js';
import { captureLogger } from '../../support/capture-logger.js';

const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as { req?: string; msg: string });

describe('request ids on log lines', () => {
  it('puts the interaction id on every line it causes, across awaits and timers, and never on another one', async () => {
    const { log, lines } = captureLogger();
    const requests = createRequestLog(log);
    const handle = (req: string) =>
      requests.run(req, async () => {
        requests.log.info(`${req} arrived`);
        await sleep(5);
        requests.log.info(`${req} answered`);
        // Work left behind after the answer (a picture edit) keeps the id too.
        setTimeout(() => requests.log.info(`${req} picture`), 5);
      });
    await Promise.all([handle('111'), handle('222')]);
    requests.log.info('outside');
    await sleep(30);
    const byMessage = new Map(parsed(lines).map((line) => [line.msg, line.req]));
    for (const req of ['111', '222'])
      for (const step of ['arrived', 'answered', 'picture'])
        expect(byMessage.get(`${req} ${step}`)).toBe(req);
    expect(byMessage.get('outside')).toBeUndefined();
  });

  it('is the logger the code was given: children and levels work as on pino', () => {
    const { log, lines } = captureLogger();
    const requests = createRequestLog(log);
    requests.run('333', () => requests.log.child({ gameId: 'g1' }).warn('moved'));
    expect(parsed(lines).at(-1)).toMatchObject({ req: '333', gameId: 'g1', msg: 'moved' });
    expect(requests.log.isLevelEnabled('debug')).toBe(true);
  });
});
