import fs from 'node:fs';
import path from 'node:path';
import { LOGIN_PASSWORD_RULE, checkText } from '@mizan/shared';
import { buildApp } from './app';
import { listenOptions, loadConfig, type Config } from './config';
import { QUERY_TIMEOUT_MS, openDatabase, type OpenDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { describeAccount, seedDatabase } from './db/seed';
import { writePrivateFile } from './services/secrets';

/**
 * `node server/dist/main.js`: read the environment, open the database
 * (embedded PGlite in DATA_DIR, or DATABASE_URL), migrate, seed on the first
 * start, listen, and say where to open the app and how to sign in.
 */
async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = loadConfig();
  if (config.adminPassword) {
    const problem = checkText(LOGIN_PASSWORD_RULE, config.adminPassword);
    if (problem) throw new Error(`ADMIN_PASSWORD cannot be used to sign in: ${problem}.`);
  }
  fs.mkdirSync(config.dataDir, { recursive: true });

  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', directory: path.join(config.dataDir, 'pg') },
  );
  await migrateToLatest(database.db);
  const seed = await seedDatabase(database.db, {
    adminPassword: config.adminPassword,
    seedDemo: config.seedDemo,
    starterBank: config.seedStarterBank,
  });
  // Migrating may take long on a big database; serving may not.
  database.limitQueryTime(QUERY_TIMEOUT_MS);

  const app = await buildApp({ db: database.db, config, logger: { level: config.logLevel } });
  const listening = listenOptions(config);
  const address = await app.listen(listening);
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);

  const lines = [
    '',
    `Mizan is running: open ${address.replace('://0.0.0.0', '://localhost').replace('://[::]', '://localhost')}/`,
    `Database: ${database.description}. Started in ${seconds} s.`,
    ...backlogLines(listening.backlog),
    ...signInLines(config, seed),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  stopOnSignals(app.close.bind(app), database);
}

/** A warning when the kernel holds fewer waiting connections than LISTEN_BACKLOG asks for (Linux; elsewhere nothing). */
function backlogLines(backlog: number): string[] {
  let kernelCap: number;
  try {
    kernelCap = Number(fs.readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
  } catch {
    return [];
  }
  if (!(kernelCap < backlog)) return [];
  return [
    `The kernel holds at most ${kernelCap} connections waiting to be accepted (net.core.somaxconn), fewer than the ${backlog} asked for;`,
    `for a room opening the exam page together, raise it: sysctl -w net.core.somaxconn=${backlog}.`,
  ];
}

function signInLines(config: Config, seed: Awaited<ReturnType<typeof seedDatabase>>): string[] {
  const passwordFile = path.join(config.dataDir, 'admin-password.txt');
  const demoFile = path.join(config.dataDir, 'demo-accounts.txt');
  if (!seed.seeded) {
    const lines = ['Sign in as admin with the password set on the first start'];
    if (fs.existsSync(passwordFile)) lines[0] += ` (kept in ${passwordFile})`;
    if (fs.existsSync(demoFile)) lines.push(`Demo accounts are listed in ${demoFile}.`);
    return lines;
  }

  const lines: string[] = [];
  if (seed.admin.passwordGenerated) {
    writePrivateFile(passwordFile, `${seed.admin.password}\n`);
    lines.push(
      `First start: sign in as "admin" with the password ${seed.admin.password}`,
      `(shown only this once; it is also in ${passwordFile}).`,
      'It works once: signing in with it asks you to choose your own password.',
    );
  } else {
    lines.push('First start: sign in as "admin" with the password from ADMIN_PASSWORD.');
  }
  if (seed.demoAccounts.length > 0) {
    const accounts = seed.demoAccounts.map(describeAccount);
    writePrivateFile(demoFile, `${accounts.join('\n')}\n`);
    lines.push(`Demo accounts (also in ${demoFile}):`, ...accounts.map((account) => `  ${account}`));
  }
  return lines;
}

function stopOnSignals(closeApp: () => Promise<void>, database: OpenDatabase): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: stopping Mizan…\n`);
    closeApp()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`Mizan could not start: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && error.stack && process.env.LOG_LEVEL === 'debug') console.error(error.stack);
  process.exit(1);
});
