import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

export type StoredLead = {
  id: string;
  kind: string;
  createdAt: string;
  data: Record<string, unknown>;
  notifiedAt: string | null;
};

export type Store = {
  /** Stores a lead durably; false when one with this id was already stored (a retry). */
  insert(lead: { id: string; kind: string; data: Record<string, unknown> }): boolean;
  list(kind?: string): StoredLead[];
  markNotified(id: string): void;
  close(): void;
};

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
];

type Row = {
  id: string;
  kind: string;
  created_at: string;
  data: string;
  notified_at: string | null;
};

/**
 * The submissions database: SQLite in WAL mode with full sync, so a commit is on disk
 * before `insert` returns and an acknowledged submission survives a crash.
 */
export function openStore(dataDir: string): Store {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, "leads.sqlite"));
  db.exec("PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;");
  const { user_version: version } = db.prepare("PRAGMA user_version").get() as {
    user_version: number;
  };
  for (let i = version; i < migrations.length; i++) {
    db.exec("BEGIN");
    db.exec(migrations[i]!);
    db.exec(`PRAGMA user_version = ${i + 1}`);
    db.exec("COMMIT");
  }

  const insert = db.prepare(
    "INSERT INTO leads (id, kind, created_at, data) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO NOTHING",
  );
  const all = db.prepare("SELECT * FROM leads ORDER BY created_at, rowid");
  const byKind = db.prepare("SELECT * FROM leads WHERE kind = ? ORDER BY created_at, rowid");
  const notified = db.prepare("UPDATE leads SET notified_at = ? WHERE id = ?");

  const toLead = (row: Row): StoredLead => ({
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    data: JSON.parse(row.data) as Record<string, unknown>,
    notifiedAt: row.notified_at,
  });

  return {
    insert: ({ id, kind, data }) =>
      insert.run(id, kind, new Date().toISOString(), JSON.stringify(data)).changes === 1,
    list: (kind) => ((kind ? byKind.all(kind) : all.all()) as Row[]).map(toLead),
    markNotified: (id) => void notified.run(new Date().toISOString(), id),
    close: () => db.close(),
  };
}
