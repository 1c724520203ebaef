/**
 * The lead tool: reads what visitors sent from the database under DATA_DIR (default ./data).
 *   npm run leads -- list [--json] [--kind contact|quote|newsletter|chat]
 *   npm run leads -- export --csv|--json [--kind …] > leads.csv
 */
import { parseArgs } from "node:util";
import { isLeadKind, leadKinds } from "../app/forms/schemas.ts";
import { readConfig } from "../server/config.ts";
import { openStore, type StoredLead } from "../server/store.ts";

const usage = `Usage:
  npm run leads -- list [--json] [--kind ${leadKinds.join("|")}]
  npm run leads -- export --csv|--json [--kind …]`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

function text(value: unknown): string {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** One CSV cell (RFC 4180), defused so a spreadsheet never runs it as a formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
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
  return (
    leads
      .map((lead) => {
        const { name, email, ...rest } = lead.data;
        const who = [text(name), email ? `<${text(email)}>` : ""].filter(Boolean).join(" ");
        const lines = Object.entries(rest)
          .filter(([, value]) => text(value) !== "")
          .map(([key, value]) => `  ${key}: ${text(value)}`);
        return [`${lead.createdAt}  ${lead.kind.padEnd(10)} ${who}  (${lead.id})`, ...lines].join(
          "\n",
        );
      })
      .join("\n\n") + `\n\n${leads.length} lead${leads.length === 1 ? "" : "s"}\n`
  );
}

function main(argv: string[]) {
  const { values, positionals } = (() => {
    try {
      return parseArgs({
        args: argv,
        allowPositionals: true,
        options: { json: { type: "boolean" }, csv: { type: "boolean" }, kind: { type: "string" } },
      });
    } catch (error) {
      return fail((error as Error).message);
    }
  })();
  const [command] = positionals;
  if (values.kind !== undefined && !isLeadKind(values.kind)) fail(`Unknown kind "${values.kind}".`);
  if (command !== "list" && command !== "export")
    fail(command ? `Unknown command "${command}".` : "No command.");
  if (command === "export" && values.csv === values.json)
    fail("export needs exactly one of --csv or --json.");

  const store = openStore(readConfig().dataDir);
  const leads = store.list(values.kind);
  store.close();
  if (values.csv) process.stdout.write(toCsv(leads));
  else if (values.json) process.stdout.write(JSON.stringify(leads, null, 2) + "\n");
  else process.stdout.write(toText(leads));
}

if (import.meta.main) main(process.argv.slice(2));
