import { randomUUID } from "node:crypto";
import {
  closeSync,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeLeads } from "./fixture-site.ts";
import { openStore, StoreError } from "./store.ts";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "store-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const lead = (kind = "contact") => ({ id: randomUUID(), kind, data: { name: "Asha", n: 1 } });

describe("openStore", () => {
  it("creates DATA_DIR and the database, in WAL mode with full sync", () => {
    const dataDir = join(root, "nested", "data");
    const store = openStore(dataDir);
    expect(statSync(join(dataDir, "leads.sqlite")).size).toBeGreaterThan(0);
    store.close();
    const db = new DatabaseSync(join(dataDir, "leads.sqlite"));
    expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    db.close();
  });

  it("stores a lead once per id and lists it back", () => {
    const store = openStore(root);
    const first = lead();
    expect(store.insert(first)).toBe(true);
    expect(store.insert(first)).toBe(false);
    expect(store.insert(lead("quote"))).toBe(true);
    expect(store.list().map((l) => l.kind)).toEqual(["contact", "quote"]);
    expect(store.list("contact")[0]).toMatchObject({
      id: first.id,
      data: first.data,
      notifiedAt: null,
    });
    store.close();
  });

  it("lists the leads still to notify, newest first, within a time window and a limit", () => {
    const store = openStore(root);
    const ids = [lead(), lead(), lead()].map((l) => (store.insert(l), l.id));
    store.markNotified(ids[1]!);
    const now = new Date(Date.now() + 1000).toISOString();
    const pending = store.unnotified("2000-01-01T00:00:00.000Z", now, 10).map((l) => l.id);
    expect(pending.sort()).toEqual([ids[0], ids[2]].sort());
    expect(store.unnotified("2000-01-01T00:00:00.000Z", now, 1)).toHaveLength(1);
    expect(store.unnotified(now, now, 10)).toEqual([]);
    store.close();
  });

  it("checkpoints the write-ahead log into the database file on close", () => {
    const store = openStore(root);
    store.insert(lead());
    store.close();
    store.close(); // twice is harmless
    expect(statSync(join(root, "leads.sqlite-wal"), { throwIfNoEntry: false })?.size ?? 0).toBe(0);
  });

  it("refuses a DATA_DIR below a regular file, naming DATA_DIR and the path", () => {
    writeFileSync(join(root, "file"), "");
    const dataDir = join(root, "file", "data");
    expect(() => openStore(dataDir)).toThrow(StoreError);
    expect(() => openStore(dataDir)).toThrow(new RegExp(`^DATA_DIR ${dataDir} .*ENOTDIR`));
  });

  it("refuses a zero-byte database and leaves it as it is", () => {
    writeFileSync(join(root, "leads.sqlite"), "");
    expect(() => openStore(root)).toThrow(/DATA_DIR .*leads\.sqlite is empty \(0 bytes\)/);
    expect(statSync(join(root, "leads.sqlite")).size).toBe(0);
  });

  it("refuses a file that is not a database", () => {
    writeFileSync(join(root, "leads.sqlite"), "just some text, long enough to have a header");
    expect(() => openStore(root)).toThrow(/not a SQLite database/);
  });

  it("refuses a database that fails quick_check", () => {
    writeLeads(root, 200);
    // Break the table's b-tree: point a page at the wrong type without touching the header.
    const db = new DatabaseSync(join(root, "leads.sqlite"));
    const pages = (db.prepare("PRAGMA page_count").get() as { page_count: number }).page_count;
    db.close();
    const file = join(root, "leads.sqlite");
    const bytes = Buffer.alloc(4096, 0x0d);
    const fd = openSync(file, "r+");
    writeSync(fd, bytes, 0, bytes.length, Math.floor(pages / 2) * 4096);
    closeSync(fd);
    expect(() => openStore(root)).toThrow(StoreError);
    expect(() => openStore(root)).toThrow(/^DATA_DIR .*(damaged|cannot be used)/);
  });

  it("read-only, refuses a DATA_DIR that has no database instead of making one", () => {
    expect(() => openStore(join(root, "typo"), { readOnly: true })).toThrow(
      /DATA_DIR .*typo has no leads\.sqlite/,
    );
    expect(statSync(join(root, "typo"), { throwIfNoEntry: false })).toBeUndefined();
    openStore(root).close();
    const store = openStore(root, { readOnly: true });
    expect(store.list()).toEqual([]);
    store.close();
  });

  it("read-only, refuses an older database rather than upgrading it, and leaves it as it was", () => {
    const old = new DatabaseSync(join(root, "leads.sqlite"));
    old.exec("CREATE TABLE leads (id TEXT PRIMARY KEY); PRAGMA user_version = 1;");
    old.close();
    expect(() => openStore(root, { readOnly: true })).toThrow(
      /leads\.sqlite has schema version 1, this tool reads 2; start the server once/,
    );
    const check = new DatabaseSync(join(root, "leads.sqlite"), { readOnly: true });
    expect(check.prepare("PRAGMA user_version").get()).toEqual({ user_version: 1 });
    check.close();
  });
});

describe("writable (health)", () => {
  it("is true while a write commits and false once it cannot", () => {
    const store = openStore(root);
    expect(store.writable()).toBe(true);
    store.close();
    expect(store.writable()).toBe(false);
  });
});
