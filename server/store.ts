import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";

import type { StoredLead } from "../app/forms/schemas.ts";

export type { StoredLead };

export type Store = {
  /** Stores a lead durably; false when one with this id was already stored (a retry). */
  insert(lead: { id: string; kind: string; data: Record<string, unknown> }): boolean;
  list(kind?: string): StoredLead[];
  /** Leads stored between `from` and `to` (ISO times) whose notification has not gone out, newest first. */
  unnotified(from: string, to: string, limit: number): StoredLead[];
  markNotified(id: string): void;
  /** True when a write commits: a one-row upsert into the health table. */
  writable(): boolean;
  /** Folds the write-ahead log into the database file, then closes it. Safe to call twice. */
  close(): void;
};

/**
 * The database cannot be used. The message is one line that names DATA_DIR, the path and the
 * problem, so an operator can act on it without reading a stack trace.
 */
export class StoreError extends Error {}

export const DATABASE_FILE = "leads.sqlite";

/** Schema changes, applied in order on start; PRAGMA user_version records how many ran. */
const migrations = [
  `CREATE TABLE leads (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     created_at TEXT NOT NULL,
     data TEXT NOT NULL,
     notified_at TEXT
   );
   CREATE INDEX leads_kind_created ON leads (kind, created_at);`,
  `CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL);`,
];

type Row = {
  id: string;
  kind: string;
  created_at: string;
  data: string;
  notified_at: string | null;
};

const SQLITE_HEADER = Buffer.from("SQLite format 3\0", "latin1");

function problem(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  if (!code || code === "ERR_SQLITE_ERROR" || message.startsWith(code))
    return String(message ?? error);
  return `${code}: ${message}`;
}

/** mkdir -p that reports the real cause (a recursive mkdir says ENOENT on a read-only disk). */
function makeDirectory(dir: string) {
  try {
    if (statSync(dir).isDirectory()) return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    if (dirname(dir) !== dir) makeDirectory(dirname(dir));
    mkdirSync(dir);
    return;
  }
  throw Object.assign(new Error(`ENOTDIR: not a directory, '${dir}'`), { code: "ENOTDIR" });
}

/** Creates DATA_DIR if it is missing and proves a file in it can be written and synced. */
function proveWritable(dataDir: string) {
  const where = `DATA_DIR ${dataDir}`;
  try {
    makeDirectory(dataDir);
  } catch (error) {
    throw new StoreError(`${where} cannot be created (${problem(error)})`);
  }
  const probe = join(dataDir, `.write-test-${process.pid}`);
  try {
    const fd = openSync(probe, "w");
    try {
      writeSync(fd, "ok");
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    throw new StoreError(`${where} is not writable (${problem(error)})`);
  } finally {
    rmSync(probe, { force: true });
  }
}

/** Refuses a file that is there but is no SQLite database: SQLite would silently start anew. */
function checkFile(dataDir: string, file: string, mustExist: boolean) {
  let size: number;
  try {
    const info = statSync(file);
    if (!info.isFile()) throw new StoreError(`DATA_DIR ${dataDir}: ${file} is not a file`);
    size = info.size;
  } catch (error) {
    if (error instanceof StoreError) throw error;
    if ((error as NodeJS.ErrnoException).code === "ENOENT" && !mustExist) return;
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      throw new StoreError(
        `DATA_DIR ${dataDir} has no ${DATABASE_FILE}: check DATA_DIR (the server creates the database on its first start)`,
      );
    throw new StoreError(`DATA_DIR ${dataDir}: ${file} cannot be read (${problem(error)})`);
  }
  if (size === 0)
    throw new StoreError(
      `DATA_DIR ${dataDir}: ${file} is empty (0 bytes), not a database; restore it from a backup or move it away`,
    );
  const head = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (!head.equals(SQLITE_HEADER))
    throw new StoreError(
      `DATA_DIR ${dataDir}: ${file} is not a SQLite database; restore it from a backup or move it away`,
    );
}

/**
 * The submissions database: SQLite in WAL mode with full sync, so a commit is on disk before
 * `insert` returns and an acknowledged submission survives a crash.
 *
 * Opening checks everything a first submission would otherwise find out too late: DATA_DIR
 * exists (or is created) and is writable, the file is a database, `PRAGMA quick_check` passes
 * and a write commits. `readOnly` (the lead tool) refuses a DATA_DIR without a database
 * instead of creating an empty one, and opens it read-only: it writes nothing at all.
 */
export function openStore(
  dataDir: string,
  { readOnly = false }: { readOnly?: boolean } = {},
): Store {
  const file = join(dataDir, DATABASE_FILE);
  if (!readOnly) proveWritable(dataDir);
  checkFile(dataDir, file, readOnly);

  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file, { readOnly });
  } catch (error) {
    throw new StoreError(`DATA_DIR ${dataDir}: ${file} cannot be opened (${problem(error)})`);
  }
  try {
    db.exec(
      readOnly
        ? "PRAGMA busy_timeout = 5000;"
        : "PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;",
    );
    const checks = db.prepare("PRAGMA quick_check").all() as Array<{ quick_check: string }>;
    const verdict = checks.map((row) => row.quick_check);
    if (verdict.join() !== "ok")
      throw new StoreError(
        `DATA_DIR ${dataDir}: ${file} is damaged (quick_check: ${verdict.slice(0, 2).join("; ")}${verdict.length > 2 ? "; …" : ""}); restore it from a backup`,
      );
    const { user_version: version } = db.prepare("PRAGMA user_version").get() as {
      user_version: number;
    };
    if (readOnly && version !== migrations.length)
      throw new StoreError(
        `DATA_DIR ${dataDir}: ${file} has schema version ${version}, this tool reads ${migrations.length}; start the server once to bring it up to date`,
      );
    for (let i = version; i < migrations.length; i++) {
      db.exec("BEGIN");
      db.exec(migrations[i]!);
      db.exec(`PRAGMA user_version = ${i + 1}`);
      db.exec("COMMIT");
    }
  } catch (error) {
    db.close();
    if (error instanceof StoreError) throw error;
    throw new StoreError(`DATA_DIR ${dataDir}: ${file} cannot be used (${problem(error)})`);
  }

  const insert = db.prepare(
    "INSERT INTO leads (id, kind, created_at, data) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO NOTHING",
  );
  const all = db.prepare("SELECT * FROM leads ORDER BY created_at, rowid");
  const byKind = db.prepare("SELECT * FROM leads WHERE kind = ? ORDER BY created_at, rowid");
  const pending = db.prepare(
    `SELECT * FROM leads WHERE notified_at IS NULL AND created_at >= ? AND created_at <= ?
     ORDER BY created_at DESC LIMIT ?`,
  );
  const notified = db.prepare("UPDATE leads SET notified_at = ? WHERE id = ?");
  const health = db.prepare(
    `INSERT INTO health (id, checked_at) VALUES (1, ?)
     ON CONFLICT(id) DO UPDATE SET checked_at = excluded.checked_at`,
  );

  const writable = () => {
    try {
      health.run(new Date().toISOString());
      return true;
    } catch {
      return false;
    }
  };
  if (!readOnly && !writable()) {
    db.close();
    throw new StoreError(`DATA_DIR ${dataDir}: ${file} cannot be written`);
  }

  const toLead = (row: Row): StoredLead => ({
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    data: JSON.parse(row.data) as Record<string, unknown>,
    notifiedAt: row.notified_at,
  });

  let open = true;
  return {
    insert: ({ id, kind, data }) =>
      insert.run(id, kind, new Date().toISOString(), JSON.stringify(data)).changes === 1,
    list: (kind) => ((kind ? byKind.all(kind) : all.all()) as Row[]).map(toLead),
    unnotified: (from, to, limit) => (pending.all(from, to, limit) as Row[]).map(toLead),
    markNotified: (id) => void notified.run(new Date().toISOString(), id),
    writable,
    close() {
      if (!open) return;
      open = false;
      if (readOnly) return db.close();
      try {
        db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      } finally {
        db.close();
      }
    },
  };
}
