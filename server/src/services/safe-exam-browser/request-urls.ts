import type { FastifyRequest } from 'fastify';

type RequestAddress = Pick<FastifyRequest, 'protocol' | 'host' | 'url'>;

/**
 * The site's address as the applicant's browser has it: PUBLIC_URL when the
 * server knows it, else the request's own scheme and host (Fastify reads
 * X-Forwarded-Proto and X-Forwarded-Host only from the proxies TRUST_PROXY
 * names). The .seb's start URL and the Config Key are built on it.
 */
export function siteBase(request: RequestAddress, publicUrl: string | null): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * The absolute URLs SEB may have hashed for this request: the request's
 * own (scheme and host as above, then the path and query exactly as sent),
 * and, when PUBLIC_URL is set, that address followed by the same path
 * (behind a proxy whose forwarded host or scheme is not passed on). The
 * fragment never reaches the server, as SEB leaves it out of the hash.
 */
export function requestUrls(request: RequestAddress, publicUrl: string | null): string[] {
  const own = `${request.protocol}://${request.host}${request.url}`;
  if (publicUrl === null) return [own];
  const published = `${publicUrl.replace(/\/$/, '')}${request.url}`;
  return published === own ? [own] : [own, published];
}
