import { toApiUser } from '../../model/serialize.js';
import { ok, type Router } from '../router.js';
import type { RouteDeps } from './route-deps.js';

const SESSION_START_LIMIT = { total: 1000, remaining: 1000, reset_after: 86_400_000, max_concurrency: 1 };

/** Gateway discovery, the bot user, users and the application. */
export function addIdentityRoutes(router: Router, { model, gatewayUrl, gatewayBot }: RouteDeps): void {
  router.add('GET', '/gateway', () => ok({ url: gatewayUrl }), { needsBotToken: false });
  router.add('GET', '/gateway/bot', () =>
    ok({
      url: gatewayUrl,
      shards: gatewayBot?.shards ?? 1,
      session_start_limit: { ...SESSION_START_LIMIT, max_concurrency: gatewayBot?.maxConcurrency ?? 1 },
    }),
  );
  router.add('GET', '/users/@me', () => ok(toApiUser(model.botUser)));
  router.add('GET', '/users/:userId', ({ param }) => ok(toApiUser(model.user(param('userId')))));
  router.add('GET', '/applications/@me', () =>
    ok({
      id: model.applicationId,
      name: model.botUser.globalName ?? model.botUser.username,
      icon: null,
      description: '',
      bot_public: true,
      bot_require_code_grant: false,
      bot: toApiUser(model.botUser),
      verify_key: model.applicationKey.publicKeyHex,
      flags: 0,
      team: null,
    }),
  );
}
