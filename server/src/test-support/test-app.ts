import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { contract, decodeTokenClaims, type CallName, type RequestOf, type TokenClaims } from '@mizan/shared';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { OpenDatabase } from '../db/database';
import type { SeededAccount } from '../db/seed';
import type { Clock } from '../services/clock';
import { apiUrl } from '../routes/register-contract';
import { openSeededTestDatabase } from './seeded-test-database';
import type { TestDatabaseKind } from './test-databases';

export const TEST_ADMIN_PASSWORD = 'admin-test-pass';
export const TEST_JWT_SECRET = 'a-test-secret-that-is-long-enough-for-hs256-0123456789';
/** A valid request fingerprint: 64 hex characters. */
export const SIGN = 'ab'.repeat(32);

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'mizan-data-')),
    appsDir: fs.mkdtempSync(path.join(os.tmpdir(), 'mizan-apps-')),
    databaseUrl: null,
    adminPassword: TEST_ADMIN_PASSWORD,
    jwtSecret: TEST_JWT_SECRET,
    seedDemo: true,
    seedStarterBank: false,
    remoteUrls: {},
    corsOrigins: [],
    trustProxy: false,
    logLevel: 'silent',
    mediaStorage: 'fs',
    redisUrl: null,
    redisKeyPrefix: 'mizan-test:',
    ...overrides,
  };
}

export interface CallOptions {
  token?: string | null;
  /** The caller's address, for the per-address sign-in limit. */
  ip?: string;
  headers?: Record<string, string>;
  /** The browser's request fingerprint (default SIGN): an applicant's attempt is bound to one browser. */
  sign?: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: OpenDatabase;
  /** Every route the app registered. */
  routes: RouteOptions[];
  /** The seeded demo accounts with their passwords (teacher, grader). */
  accounts: Record<'teacher' | 'grader', SeededAccount>;
  call<Name extends CallName>(name: Name, data: RequestOf<Name>, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** Sign in and answer the token (fails the test when sign-in fails). */
  signIn(user: string, pass: string, options?: CallOptions & { remember?: boolean }): Promise<string>;
  /** Another app on the same database with a different configuration; closed with this one. */
  buildApp(overrides: Partial<Config>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** An app on a fresh database, migrated and seeded with a known admin password; `options.clock` is the server's clock (default the system's). */
export async function startTestApp(
  kind: TestDatabaseKind,
  overrides: Partial<Config> = {},
  options: { clock?: Clock } = {},
): Promise<TestApp> {
  const { database, seed } = await openSeededTestDatabase(kind, {
    adminPassword: TEST_ADMIN_PASSWORD,
    seedDemo: true,
    starterBank: false,
  });
  const [teacher, grader] = seed.demoAccounts;
  const config = testConfig(overrides);
  const routes: RouteOptions[] = [];
  const app = await buildApp({ db: database.db, config, onRoute: (route) => routes.push(route), clock: options.clock });
  await app.ready();
  const extraApps: FastifyInstance[] = [];

  const call: TestApp['call'] = (name, data, options = {}) => {
    const spec = contract[name];
    return app.inject({
      method: spec.method,
      url: apiUrl(spec),
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(spec.method === 'GET' ? { query: queryOf(data) } : { payload: { sign: options.sign ?? SIGN, data } }),
    });
  };

  return {
    app,
    database,
    routes,
    accounts: { teacher, grader },
    call,
    async signIn(user, pass, options = {}) {
      const response = await call('login', { user, pass, remember: options.remember }, options);
      if (response.statusCode !== 200) throw new Error(`Sign-in as ${user} failed: ${response.statusCode} ${response.body}`);
      return response.json<{ data: string }>().data;
    },
    async buildApp(extra) {
      const other = await buildApp({ db: database.db, config: { ...config, ...extra }, clock: options.clock });
      extraApps.push(other);
      await other.ready();
      return other;
    },
    async close() {
      for (const other of extraApps) await other.close();
      await app.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
      fs.rmSync(config.appsDir, { recursive: true, force: true });
    },
  };
}

/** A GET call's data as query parameters (undefined values left out). */
function queryOf(data: unknown): Record<string, string> {
  if (!data || typeof data !== 'object') return {};
  return Object.fromEntries(
    Object.entries(data)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, String(value)]),
  );
}

export function claimsOf(token: string): TokenClaims {
  const claims = decodeTokenClaims(token);
  if (!claims) throw new Error('The token could not be decoded.');
  return claims;
}

/** The `Set-Cookie` header for `name`, as one string. */
export function setCookieHeader(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((cookie) => cookie.startsWith(`${name}=`));
}
