import path from 'node:path';

/**
 * Everything the server reads from its environment (ARCHITECTURE §7). Only
 * `loadConfig` touches `process.env`; the rest of the server takes a Config,
 * so tests build one by hand.
 */
export interface Config {
  port: number;
  host: string;
  /**
   * `LISTEN_BACKLOG`: how many new connections the kernel may hold for the
   * server to accept (listen(2)'s backlog, capped by net.core.somaxconn).
   * Default DEFAULT_LISTEN_BACKLOG, not Node's 511: a room opening the exam
   * page together connects faster than that is accepted, and a connection the
   * full queue drops is retried by the browser only after 1 s, 3 s, 7 s, 15 s.
   */
  listenBacklog?: number;
  /** PGlite files, generated secrets and the first start's passwords. */
  dataDir: string;
  /** Where the built apps live: `<appsDir>/shell/dist`, `<appsDir>/mf-users/dist`, … */
  appsDir: string;
  /** A PostgreSQL URL; without one the embedded PGlite in `<dataDir>/pg` is used. */
  databaseUrl: string | null;
  /** The first admin's password; random (and printed once) when unset. */
  adminPassword: string | null;
  /** The secret that signs session tokens; generated into `<dataDir>/jwt-secret` when unset. */
  jwtSecret: string | null;
  /** Add the demo teacher and grader accounts on first start (`SEED_DEMO=0` turns it off). */
  seedDemo: boolean;
  /** With the demo, also the starter question bank (`SEED_STARTER_BANK=0` turns it off). */
  seedStarterBank: boolean;
  /** `REMOTE_<NAME>_URL` overrides, keyed by container name (`mf_users`). */
  remoteUrls: Record<string, string>;
  /** Extra origins allowed to call the API from a browser (`CORS_ORIGINS`, comma separated). */
  corsOrigins: string[];
  /**
   * Which reverse proxies' `X-Forwarded-For` / `X-Forwarded-Proto` to believe
   * (`TRUST_PROXY`, read by `readTrustProxy`): false, a number of hops, or
   * the proxies' addresses; `true` (tests only) believes every hop.
   */
  trustProxy: boolean | number | string;
  /** pino level; `LOG_LEVEL`. */
  logLevel: string;
  /**
   * Where uploaded media's bytes go (`MEDIA_STORAGE`): 'fs' (files under
   * `<dataDir>/media`, one node) or 'postgres' (the media table, shared by
   * every API node on the same database). Default: 'postgres' when
   * DATABASE_URL is set, else 'fs'.
   */
  mediaStorage: MediaStorageName;
  /** `REDIS_URL`: keep the sign-in limit's counters in Redis instead of the database. */
  redisUrl: string | null;
  /** `REDIS_KEY_PREFIX` (default `mizan:`): keeps deployments that share one Redis apart. */
  redisKeyPrefix: string;
  /**
   * The control room's idle and offline thresholds in seconds
   * (`ROOM_IDLE_SECONDS`, `ROOM_OFFLINE_SECONDS`; docs/decisions.md, "Exam-day
   * control room"); absent: 120 and 300.
   */
  roomThresholds?: { idleSeconds: number; offlineSeconds: number };
  /**
   * The media quotas in bytes (`MEDIA_QUOTA_ATTEMPT_MB`, `MEDIA_QUOTA_ASSESSMENT_MB`,
   * `MEDIA_QUOTA_STAFF_MB`; 0 turns one off); absent: `DEFAULT_MEDIA_QUOTAS`.
   */
  mediaQuotas?: MediaQuotas;
  /**
   * `MEDIA_RETENTION_DAYS`: applicants' uploaded files are deleted this many
   * days after their result was released. Absent, null or 0 (the default): kept.
   */
  mediaRetentionDays?: number | null;
  /** Where messages to families go (docs/decisions.md, "Messages and the outbox"); absent: nothing is sent, messages wait. */
  messaging?: MessagingConfig;
}

/** `SMTP_URL`, `SMTP_FROM`, `SMS_URL`, `SMS_AUTH_HEADER`, `SMS_COUNTRY_CODE`, `PUBLIC_URL`. */
export interface MessagingConfig {
  /** e.g. smtps://user:pass@mail.example.org:465; null: e-mail waits in the outbox. */
  smtpUrl: string | null;
  /** The sender, e.g. 'Al Noor Schools <admissions@alnoor.example>'. */
  smtpFrom: string;
  /** The SMS provider's URL, sent a JSON POST {to, text}; null: SMS waits in the outbox. */
  smsUrl: string | null;
  /** One header sent with each SMS POST, e.g. ['Authorization', 'Bearer …']. */
  smsAuthHeader: [name: string, value: string] | null;
  /** The school's country calling code, for mobiles written the national way (Egypt: 20). */
  smsCountryCode: string;
  /** The address families reach Mizan at, e.g. https://admissions.alnoor.example; links in messages start with it. */
  publicUrl: string | null;
  /** How often each node looks for messages to send (ms); tests shorten it. */
  outboxEveryMs?: number;
  /** `EXAM_REMINDER_HOURS`: applicants are reminded this many hours before an assessment starts (default 24; 0: no reminders). */
  examReminderHours?: number;
}

/** Bytes an attempt, an assessment's attempts together, and one staff member may keep uploaded; null: no limit. */
export interface MediaQuotas {
  attempt: number | null;
  assessment: number | null;
  staff: number | null;
}

const MB = 1024 * 1024;

/** docs/media.md, "Quotas": a few long recordings per attempt, a large intake per assessment, a bank of pictures per author. */
export const DEFAULT_MEDIA_QUOTAS: MediaQuotas = { attempt: 500 * MB, assessment: 50 * 1024 * MB, staff: 2 * 1024 * MB };

export const MEDIA_STORAGE_NAMES = ['fs', 'postgres'] as const;
export type MediaStorageName = (typeof MEDIA_STORAGE_NAMES)[number];

type Env = Record<string, string | undefined>;

/** The repository root: two levels above the bundle `server/dist/main.js`. */
export function defaultRepoRoot(entryFile = process.argv[1] ?? ''): string {
  return path.resolve(path.dirname(entryFile), '../..');
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${value}".`);
  }
  return port;
}

export const DEFAULT_LISTEN_BACKLOG = 4096;

export function readListenBacklog(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_LISTEN_BACKLOG;
  const backlog = Number(text);
  if (!/^\d+$/.test(text) || backlog < 1 || backlog > 65535) {
    throw new Error(`LISTEN_BACKLOG must be a whole number from 1 to 65535, not "${value}".`);
  }
  return backlog;
}

/** What `app.listen` is given: the address and the backlog. */
export function listenOptions(config: Pick<Config, 'port' | 'host' | 'listenBacklog'>): { port: number; host: string; backlog: number } {
  return { port: config.port, host: config.host, backlog: config.listenBacklog ?? DEFAULT_LISTEN_BACKLOG };
}

/**
 * `TRUST_PROXY`: off; the proxies' addresses or subnets ("127.0.0.1,10.0.0.0/8",
 * the safe choice); `1` or `true`: one proxy in front, whatever its address
 * (the client is the last address it added to X-Forwarded-For; only where
 * nothing but the proxy can reach the server); `2`…: that many proxies in a
 * row. Never every hop: the first X-Forwarded-For entries are whatever the
 * client sent, so believing them would let anyone claim an address on an
 * assessment's address list (docs/decisions.md, "Address lists").
 */
export function readTrustProxy(value: string | undefined): false | number | string {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

/**
 * The setting as Fastify's `trustProxy`. A number of hops becomes a function
 * because Fastify 5 reads a bare number as "trust no one" (it cannot check
 * the nearest peer); here the nearest `hops` addresses are believed.
 */
export function fastifyTrustProxy(setting: Config['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

function nonEmpty(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value;
}

/** `REMOTE_MF_USERS_URL=https://…/mf-manifest.json` → `{ mf_users: 'https://…' }`. */
export function readRemoteUrls(env: Env): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const match = /^REMOTE_([A-Z0-9_]+)_URL$/.exec(key);
    const url = nonEmpty(value);
    if (match && url) urls[match[1].toLowerCase()] = url;
  }
  return urls;
}

export function readMediaStorage(value: string | undefined, databaseUrl: string | null): MediaStorageName {
  const name = nonEmpty(value)?.trim().toLowerCase();
  if (!name) return databaseUrl ? 'postgres' : 'fs';
  if ((MEDIA_STORAGE_NAMES as readonly string[]).includes(name)) return name as MediaStorageName;
  throw new Error(`MEDIA_STORAGE must be "fs" or "postgres", not "${value}".`);
}

export function loadConfig(env: Env = process.env): Config {
  const repoRoot = defaultRepoRoot();
  return {
    port: readPort(env.PORT),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    listenBacklog: readListenBacklog(env.LISTEN_BACKLOG),
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? path.join(repoRoot, 'data')),
    appsDir: path.resolve(nonEmpty(env.APPS_DIR) ?? repoRoot),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    jwtSecret: nonEmpty(env.JWT_SECRET),
    seedDemo: env.SEED_DEMO !== '0' && env.SEED_DEMO?.toLowerCase() !== 'false',
    seedStarterBank: env.SEED_STARTER_BANK !== '0' && env.SEED_STARTER_BANK?.toLowerCase() !== 'false',
    remoteUrls: readRemoteUrls(env),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    mediaStorage: readMediaStorage(env.MEDIA_STORAGE, nonEmpty(env.DATABASE_URL)),
    redisUrl: nonEmpty(env.REDIS_URL),
    redisKeyPrefix: nonEmpty(env.REDIS_KEY_PREFIX) ?? 'mizan:',
    roomThresholds: readRoomThresholds(env),
    mediaQuotas: readMediaQuotas(env),
    mediaRetentionDays: readWholeNumber(env, 'MEDIA_RETENTION_DAYS') || null,
    messaging: readMessaging(env),
  };
}

/** The messaging variables; a malformed one stops the start with a sentence saying which. */
function readMessaging(env: Env): MessagingConfig {
  const countryCode = nonEmpty(env.SMS_COUNTRY_CODE)?.trim().replace(/^\+/, '') ?? '20';
  if (!/^\d{1,3}$/.test(countryCode))
    throw new Error(`SMS_COUNTRY_CODE must be a country calling code such as 20, not "${env.SMS_COUNTRY_CODE}".`);
  const authHeader = nonEmpty(env.SMS_AUTH_HEADER);
  const headerMatch = authHeader === null ? null : /^([A-Za-z0-9-]+):\s*(.+)$/.exec(authHeader.trim());
  if (authHeader !== null && !headerMatch)
    throw new Error('SMS_AUTH_HEADER must be one header, "Name: value" (e.g. "Authorization: Bearer abc").');
  const publicUrl = nonEmpty(env.PUBLIC_URL)?.trim().replace(/\/+$/, '') ?? null;
  if (publicUrl !== null && !/^https?:\/\/[^/]+/.test(publicUrl))
    throw new Error(`PUBLIC_URL must start with https:// or http://, not "${env.PUBLIC_URL}".`);
  return {
    smtpUrl: nonEmpty(env.SMTP_URL)?.trim() ?? null,
    smtpFrom: nonEmpty(env.SMTP_FROM)?.trim() ?? 'Mizan <no-reply@localhost>',
    smsUrl: nonEmpty(env.SMS_URL)?.trim() ?? null,
    smsAuthHeader: headerMatch ? [headerMatch[1], headerMatch[2]] : null,
    smsCountryCode: countryCode,
    publicUrl,
    examReminderHours: readWholeNumber(env, 'EXAM_REMINDER_HOURS') ?? undefined,
  };
}

/** A variable that must be a whole number of 0 or more; unset or empty: null. */
function readWholeNumber(env: Env, name: string): number | null {
  const value = nonEmpty(env[name])?.trim();
  if (value === undefined) return null;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number (0 or more), not "${env[name]}".`);
  return Number(value);
}

/** Each quota in MB from its variable (0: none), or its default. */
export function readMediaQuotas(env: Env): MediaQuotas {
  const quota = (name: string, fallback: number | null): number | null => {
    const megabytes = readWholeNumber(env, name);
    if (megabytes === null) return fallback;
    return megabytes === 0 ? null : megabytes * MB;
  };
  return {
    attempt: quota('MEDIA_QUOTA_ATTEMPT_MB', DEFAULT_MEDIA_QUOTAS.attempt),
    assessment: quota('MEDIA_QUOTA_ASSESSMENT_MB', DEFAULT_MEDIA_QUOTAS.assessment),
    staff: quota('MEDIA_QUOTA_STAFF_MB', DEFAULT_MEDIA_QUOTAS.staff),
  };
}

/** Both set to whole seconds, idle below offline: used; anything else: the defaults. */
function readRoomThresholds(env: Env): Config['roomThresholds'] {
  const idle = Number(env.ROOM_IDLE_SECONDS);
  const offline = Number(env.ROOM_OFFLINE_SECONDS);
  if (!Number.isInteger(idle) || !Number.isInteger(offline) || idle < 1 || offline <= idle) return undefined;
  return { idleSeconds: idle, offlineSeconds: offline };
}
