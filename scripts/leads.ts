/**
 * The lead tool: reads what visitors sent from the database under DATA_DIR (default ./data).
 *   npm run leads -- list [--json] [--kind contact|quote|newsletter|chat]
 *   npm run leads -- export --csv|--json [--kind …] > leads.csv
 *
 * It opens the database read-only and never creates one: a DATA_DIR without leads.sqlite, or a
 * file that is not the server's database, is an error printed as one line (exit status 1). Visitor text is never trusted: `list` shows control characters escaped, the CSV
 * strips them and defuses formulas, and JSON escapes by itself.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { isLeadKind, leadKinds, type StoredLead } from "../app/forms/schemas.ts";
import { openStore, StoreError } from "../server/store.ts";

const usage = `Usage:
  npm run leads -- list [--json] [--kind ${leadKinds.join("|")}]
  npm run leads -- export --csv|--json [--kind …]`;

function text(value: unknown): string {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * Characters a terminal acts on instead of showing: C0 controls (ESC, CR, LF, BEL, NUL…), DEL,
 * C1 controls (a lone 0x9B is a CSI), the bidirectional overrides, embeddings, isolates and marks
 * that reorder what follows, and the line and paragraph separators.
 */
const unsafeForTerminal =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const named: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * Visitor text made safe to print: every character a terminal would act on is shown as an
 * escape (`\x1b`, `\r`, `\n`, `\u202e`), and a backslash as `\\`, so what is printed is
 * unambiguous and cannot move the cursor, clear the screen, set a title, make a link or fake
 * another entry.
 */
export function escapeForTerminal(value: string): string {
  return value.replaceAll("\\", "\\\\").replace(unsafeForTerminal, (char) => {
    const code = char.charCodeAt(0);
    return (
      named[char] ??
      (code <= 0xff
        ? `\\x${code.toString(16).padStart(2, "0")}`
        : `\\u${code.toString(16).padStart(4, "0")}`)
    );
  });
}

/** What a CSV cell may not contain: controls other than tab and line feed, and bidi controls. */
const unsafeForCsv =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A cell a spreadsheet would read as a formula: one starting with = + - @ (or their full-width
 * forms), or with a tab or line break that it may trim first.
 */
const formulaStart = /^[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/;

/**
 * One CSV cell (RFC 4180): control characters stripped (a CR ending a line becomes a plain line
 * break), a cell that a spreadsheet would run as a formula prefixed with `'`, and quoted when it
 * holds a quote, a comma or a line break.
 */
export function csvCell(value: string): string {
  const clean = value.replace(/\r\n?/g, "\n").replace(unsafeForCsv, "");
  const safe = formulaStart.test(clean) ? `'${clean}` : clean;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(leads: StoredLead[]): string {
  const fields = [...new Set(leads.flatMap((lead) => Object.keys(lead.data)))];
  const header = ["id", "kind", "created_at", "notified_at", ...fields];
  const rows = leads.map((lead) => [
    lead.id,
    lead.kind,
    lead.createdAt,
    lead.notifiedAt ?? "",
    ...fields.map((field) => text(lead.data[field])),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** A readable block per lead: when, what kind, who, and the rest of what they wrote. */
export function toText(leads: StoredLead[]): string {
  if (leads.length === 0) return "No leads yet.\n";
  const safe = (value: unknown) => escapeForTerminal(text(value));
  return (
    leads
      .map((lead) => {
        const { name, email, ...rest } = lead.data;
        const who = [safe(name), email ? `<${safe(email)}>` : ""].filter(Boolean).join(" ");
        const lines = Object.entries(rest)
          .filter(([, value]) => text(value) !== "")
          .map(([key, value]) => `  ${escapeForTerminal(key)}: ${safe(value)}`);
        const head = `${safe(lead.createdAt)}  ${safe(lead.kind).padEnd(10)} ${who}  (${safe(lead.id)})`;
        return [head, ...lines].join("\n");
      })
      .join("\n\n") + `\n\n${leads.length} lead${leads.length === 1 ? "" : "s"}\n`
  );
}

/**
 * Reads the leads (of one kind, or all) from `dataDir/leads.sqlite`, oldest first, through the
 * server's own store opened read-only: a missing file, or one that is not the server's database,
 * is a StoreError naming DATA_DIR and the path.
 */
export function readLeads(dataDir: string, kind?: string): StoredLead[] {
  const store = openStore(dataDir, { readOnly: true });
  try {
    return store.list(kind);
  } finally {
    store.close();
  }
}

/** Runs the tool; returns the exit status. */
export function main(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: (chunk: string) => void = (chunk) => void process.stdout.write(chunk),
  err: (line: string) => void = (line) => console.error(line),
): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { json: { type: "boolean" }, csv: { type: "boolean" }, kind: { type: "string" } },
    });
  } catch (error) {
    err(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command] = positionals;
  const usageError =
    values.kind !== undefined && !isLeadKind(values.kind)
      ? `Unknown kind "${values.kind}".`
      : command !== "list" && command !== "export"
        ? command
          ? `Unknown command "${command}".`
          : "No command."
        : command === "export" && values.csv === values.json
          ? "export needs exactly one of --csv or --json."
          : null;
  if (usageError) {
    err(`${usageError}\n\n${usage}`);
    return 2;
  }

  let leads: StoredLead[];
  try {
    leads = readLeads(resolve(env.DATA_DIR?.trim() || "data"), values.kind);
  } catch (error) {
    if (!(error instanceof StoreError)) throw error;
    err(error.message);
    return 1;
  }
  if (values.csv) out(toCsv(leads));
  else if (values.json) out(JSON.stringify(leads, null, 2) + "\n");
  else out(toText(leads));
  return 0;
}

if (import.meta.main) process.exitCode = main(process.argv.slice(2));
