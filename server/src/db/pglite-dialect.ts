import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * A Kysely dialect for the embedded PGlite (PostgreSQL in WebAssembly).
 *
 * Why our own, in ~100 lines, rather than a package:
 * - `kysely-pglite` brings a code-generation CLI toolchain as dependencies we
 *   would ship in the server for no use;
 * - `kysely-pglite-dialect` pins `@electric-sql/pglite` to 0.4 or older, and we
 *   run 0.5.
 * Everything SQL-shaped is Kysely's own PostgreSQL adapter, introspector and
 * query compiler; only the driver below is ours.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly database: PGlite) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.database);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

/**
 * A first-come, first-served lock. PGlite is a single connection: a Kysely
 * transaction holds it from BEGIN to COMMIT, and any other query must wait,
 * or it would run inside someone else's transaction.
 */
class Mutex {
  private tail: Promise<void> = Promise.resolve();

  async lock(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => released);
    await previous;
    return release;
  }
}

class PGliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly connection: PGliteConnection;
  private release: (() => void) | null = null;

  constructor(private readonly database: PGlite) {
    this.connection = new PGliteConnection(database);
  }

  async init(): Promise<void> {
    await this.database.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.release = await this.mutex.lock();
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = null;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let statement = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      statement = 'start transaction';
      if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) statement += ` ${settings.accessMode}`;
    }
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdentifier(name)}`));
  }

  async destroy(): Promise<void> {
    if (!this.database.closed) await this.database.close();
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly database: PGlite) {}

  async executeQuery<Row>(compiledQuery: CompiledQuery): Promise<QueryResult<Row>> {
    const result = await this.database.query<Row>(compiledQuery.sql, [...compiledQuery.parameters]);
    const command = result.command;
    return {
      rows: result.rows ?? [],
      numAffectedRows:
        command && COUNTED_COMMANDS.has(command) && result.affectedRows !== undefined ? BigInt(result.affectedRows) : undefined,
    };
  }

  streamQuery<Row>(): AsyncIterableIterator<QueryResult<Row>> {
    throw new Error('Streaming queries are not supported on the embedded database.');
  }
}
