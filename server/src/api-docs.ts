import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const API_DOCS_PREFIX = '/api/docs';

/** The OpenAPI document is built from the routes, i.e. from the contract's zod schemas. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mizan API',
        description:
          'Every call takes a JSON body `{ "sign": <64 hex characters>, "data": <payload> }`. ' +
          'Staff calls need `Authorization: Bearer <token>` (the token answered by auth/login.php), ' +
          'or, from a browser, the HttpOnly `quiztoken` cookie together with `X-CSRF-Token: <the quizcsrf cookie>` ' +
          '(the cookie without it answers 403, code `csrf_proof_missing`). ' +
          'Errors answer `{ "msg": "<sentence>" }`.',
        version: '1',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
}

/** The Swagger UI at /api/docs; call after the routes are registered. */
export async function registerApiDocsUi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // Its own CSP, with hashes of its inline scripts, for its pages only.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
