import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer. No inline script anywhere;
 * styles may be inline because antd's CSS-in-JS injects <style> tags.
 * Remotes deployed on other origins (REMOTE_<NAME>_URL) may serve scripts
 * and be fetched (their mf-manifest.json).
 */
export function contentSecurityDirectives(remoteOrigins: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:', 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...remoteOrigins],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export function registerSecurityHeaders(app: FastifyInstance, remoteOrigins: readonly string[]): void {
  // Helmet's middleware is made once here: the Fastify plugin made it again for every request, parsing the
  // policy each time, which was 7 % of the server's time while a room opened the exam page.
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(remoteOrigins) },
    // HSTS only means something on an HTTPS answer; it is added below when
    // the request came over HTTPS (directly or, with TRUST_PROXY, via a proxy).
    strictTransportSecurity: false,
    // The same rule as frame-ancestors 'none', for browsers that predate CSP 2.
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // A shell on another origin loads our remotes' scripts with <script>
    // tags (no CORS), which helmet's default same-origin policy would block.
    if (request.url.startsWith('/remotes/')) reply.header('cross-origin-resource-policy', 'cross-origin');
    return payload;
  });
}
