import { discordErrors } from '../../model/discord-error.js';
import { noContent, ok, type RouteRequest, type Router } from '../router.js';
import type { RouteDeps } from './route-deps.js';

/** Application commands, global and per guild: list, overwrite, upsert, get, edit, delete. */
export function addCommandRoutes(router: Router, { model }: RouteDeps): void {
  const checkApplication = (request: RouteRequest) => {
    if (request.param('applicationId') !== model.applicationId) throw discordErrors.unknownApplication();
  };
  const scopes = [
    { base: '/applications/:applicationId/commands', guildOf: () => null },
    {
      base: '/applications/:applicationId/guilds/:guildId/commands',
      guildOf: (request: RouteRequest) => model.guild(request.param('guildId')).id,
    },
  ];
  for (const { base, guildOf } of scopes) {
    const scope = (request: RouteRequest) => {
      checkApplication(request);
      return guildOf(request);
    };
    router.add('GET', base, (request) => ok(model.commands.list(scope(request))));
    router.add('PUT', base, (request) => ok(model.commands.overwrite(scope(request), request.body)));
    router.add('POST', base, (request) => {
      const { command, created } = model.commands.upsert(scope(request), request.body);
      return ok(command, created ? 201 : 200);
    });
    const single = `${base}/:commandId`;
    router.add('GET', single, (request) =>
      ok(model.commands.get(scope(request), request.param('commandId'))),
    );
    router.add('PATCH', single, (request) =>
      ok(model.commands.edit(scope(request), request.param('commandId'), request.body)),
    );
    router.add('DELETE', single, (request) => {
      model.commands.delete(scope(request), request.param('commandId'));
      return noContent();
    });
  }
}
