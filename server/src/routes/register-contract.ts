import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract, errorAnswer, requestEnvelope, type CallName, type CallSpec, type ParsedRequestOf } from '@mizan/shared';
import type { AppServices } from '../app-services';
import { authenticate, type Caller } from '../services/authenticate';
import type { Handler } from './handler';
import { handlers } from './handlers';

/** `auth/login.php` → `/api/auth/login.php` (ARCHITECTURE §6). */
export function apiUrl(spec: Pick<CallSpec, 'path'>): string {
  return `/api/${spec.path}`;
}

/** The first path segment names the area in /api/docs. */
function tagOf(spec: CallSpec): string {
  const area = spec.path.split('/')[0];
  return area.includes('.') || !spec.path.includes('/') ? 'general' : area;
}

/**
 * Register one route per contract entry: its method and URL, the zod schema
 * of the `{ sign, data }` envelope, the answer schema (which also strips any
 * field the contract does not name, e.g. a password hash), the access rule
 * (checked first, before the body is validated) and the handler.
 */
export function registerContract(app: FastifyInstance, services: AppServices): void {
  const callers = new WeakMap<FastifyRequest, Caller | null>();
  for (const name of Object.keys(contract) as CallName[]) registerCall(app, name, services, callers);
}

function registerCall<Name extends CallName>(
  app: FastifyInstance,
  name: Name,
  services: AppServices,
  callers: WeakMap<FastifyRequest, Caller | null>,
): void {
  const spec: CallSpec = contract[name];
  const handler = handlers[name] as Handler<Name>;
  const takesBody = spec.method !== 'GET';

  app.withTypeProvider<ZodTypeProvider>().route({
    method: spec.method,
    url: apiUrl(spec),
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    schema: {
      operationId: name,
      summary: spec.summary,
      tags: [tagOf(spec)],
      ...(spec.access.kind === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      // GET calls carry their data as query parameters (e.g. the applicant list's filters).
      ...(takesBody ? { body: requestEnvelope(spec.request) } : { querystring: spec.request }),
      response: { 200: spec.response, '4xx': errorAnswer, '5xx': errorAnswer },
    },
    onRequest: async (request) => {
      callers.set(request, await authenticate(request, spec.access, services.db, services.tokens));
    },
    handler: async (request, reply) => {
      const data = takesBody ? (request.body as { data: ParsedRequestOf<Name> }).data : (request.query as ParsedRequestOf<Name>);
      return handler({ data, caller: callers.get(request) ?? null, request, reply, services });
    },
  });
}
