import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import type { StoredLead } from "../app/forms/schemas.ts";
import { openStore } from "../server/store.ts";
import { csvCell, escapeForTerminal, main, toCsv, toText } from "./leads.ts";

const ESC = "\u001b";
const BEL = "\u0007";

/** Names a visitor could type to take over the terminal of whoever reads the leads. */
const hostile = {
  clearScreen: `Asha${ESC}[2J${ESC}[H`,
  windowTitle: `${ESC}]0;owned${BEL}Asha`,
  osc8Link: `${ESC}]8;;https://evil.example/${ESC}\\click me${ESC}]8;;${ESC}\\`,
  fakeEntry: "Asha\r\n\r\n2026-01-01T00:00:00.000Z  contact    Boss <boss@nexora.example>",
  nul: "As\u0000ha\u007f",
  c1Csi: "Asha\u009b2J",
  bidi: "Asha \u202egnp.exe\u202c \u2066x\u2069",
};

function lead(data: Record<string, unknown>, kind = "contact"): StoredLead {
  return {
    id: "0b6f0d5e-8d1f-4a53-9a0e-6d3f5c1e2a41",
    kind,
    createdAt: "2026-11-22T10:00:00.000Z",
    data,
    notifiedAt: null,
  };
}

/** Every character a terminal would act on, anywhere in the text. */
const terminalControls =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe("escapeForTerminal", () => {
  it("shows control characters as escapes", () => {
    expect(escapeForTerminal(hostile.clearScreen)).toBe("Asha\\x1b[2J\\x1b[H");
    expect(escapeForTerminal(hostile.windowTitle)).toBe("\\x1b]0;owned\\x07Asha");
    expect(escapeForTerminal("a\r\nb\tc")).toBe("a\\r\\nb\\tc");
    expect(escapeForTerminal(hostile.nul)).toBe("As\\x00ha\\x7f");
    expect(escapeForTerminal(hostile.c1Csi)).toBe("Asha\\x9b2J");
    expect(escapeForTerminal(hostile.bidi)).toBe("Asha \\u202egnp.exe\\u202c \\u2066x\\u2069");
  });

  it("doubles a backslash, so a typed '\\x1b' cannot pass for an escaped one", () => {
    expect(escapeForTerminal("C:\\x1b")).toBe("C:\\\\x1b");
  });

  it("leaves ordinary text, accents and other scripts alone", () => {
    for (const name of ["Asha Verma", "José Müller", "आशा वर्मा", 'O\'Brien & Sons, "Ltd"', "😀"])
      expect(escapeForTerminal(name)).toBe(name);
  });
});

describe("list output", () => {
  it("prints no control character from any visitor field, and every lead on its own lines", () => {
    const leads = Object.values(hostile).map((name, i) =>
      lead({ name, email: `a${i}@x.example`, message: name, subject: "Other" }),
    );
    const output = toText(leads);
    expect(output).not.toMatch(terminalControls);
    // One head line and two field lines per lead (message, subject), a blank line between.
    const blocks = output.trimEnd().split("\n\n");
    expect(blocks).toHaveLength(leads.length + 1);
    for (const block of blocks.slice(0, -1)) expect(block.split("\n")).toHaveLength(3);
    expect(blocks.at(-1)).toBe(`${leads.length} leads`);
    // The fake entry stays inside the name, visibly escaped.
    expect(output).toContain(
      "Asha\\r\\n\\r\\n2026-01-01T00:00:00.000Z  contact    Boss <boss@nexora.example>",
    );
  });

  it("escapes a chat transcript and field names too", () => {
    const output = toText([
      lead(
        {
          email: "v@x.example",
          transcript: [{ from: "visitor", text: `hi${ESC}]0;t${BEL} \u202e \u009b` }],
          [`x${ESC}[2J`]: "y",
        },
        "chat",
      ),
    ]);
    expect(output).not.toMatch(terminalControls);
    expect(output).toContain("x\\x1b[2J: y");
  });
});

describe("CSV export", () => {
  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    expect(csvCell("+91 98765 43210")).toBe("'+91 98765 43210");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(csvCell("\t=1+1")).toBe("'\t=1+1");
    expect(csvCell("\r=1+1")).toBe('"\'\n=1+1"');
    expect(csvCell("＝1+1")).toBe("'＝1+1");
    // A control character in front does not hide the formula: it is stripped first.
    expect(csvCell(`\u0000${ESC}=cmd|' /C calc'!A0`)).toBe("'=cmd|' /C calc'!A0");
    expect(csvCell("Asha = Verma")).toBe("Asha = Verma");
  });

  it("strips control characters and keeps line breaks, quotes and commas intact", () => {
    expect(csvCell(hostile.clearScreen)).toBe("Asha[2J[H");
    expect(csvCell(hostile.nul)).toBe("Asha");
    expect(csvCell(hostile.c1Csi)).toBe("Asha2J");
    expect(csvCell(hostile.bidi)).toBe("Asha gnp.exe x");
    expect(csvCell('Hello, we need a "booking" system.\r\nThanks')).toBe(
      '"Hello, we need a ""booking"" system.\nThanks"',
    );
    expect(csvCell("plain")).toBe("plain");
  });

  it("writes one row per lead whatever the names hold", () => {
    const leads = Object.values(hostile).map((name) => lead({ name, email: "a@x.example" }));
    const csv = toCsv(leads);
    expect(csv.replaceAll("\r\n", "")).not.toMatch(terminalControls);
    expect(csv.split("\r\n")).toHaveLength(leads.length + 2); // header, rows, final empty
    expect(csv.startsWith("id,kind,created_at,notified_at,name,email\r\n")).toBe(true);
  });
});

describe("the database", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-test-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function run(args: string[], dataDir: string) {
    const out: string[] = [];
    const err: string[] = [];
    const status = main(
      args,
      { DATA_DIR: dataDir },
      (chunk) => out.push(chunk),
      (line) => err.push(line),
    );
    return { status, out: out.join(""), err: err.join("\n") };
  }

  it("refuses a DATA_DIR without leads.sqlite, naming both, and creates nothing", () => {
    const dataDir = join(tempDir(), "mistyped");
    const result = run(["list"], dataDir);
    expect(result.status).toBe(1);
    expect(result.err).toContain(`DATA_DIR ${dataDir}`);
    expect(result.err).toContain("has no leads.sqlite");
    expect(result.out).toBe("");
    expect(existsSync(dataDir)).toBe(false);

    const empty = tempDir();
    expect(run(["export", "--csv"], empty).status).toBe(1);
    expect(readdirSync(empty)).toEqual([]);
  });

  it("refuses a file that is not the lead database", () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, "leads.sqlite"), "");
    const result = run(["list"], dataDir);
    expect(result.status).toBe(1);
    expect(result.err).toContain(`DATA_DIR ${dataDir}`);
    expect(result.err).toMatch(/leads\.sqlite is empty \(0 bytes\), not a database/);
  });

  it("exits non-zero with a clear message when run as a command on a missing database", () => {
    const dataDir = join(tempDir(), "nowhere");
    const result = spawnSync(process.execPath, ["scripts/leads.ts", "list"], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`DATA_DIR ${dataDir} has no leads.sqlite`);
    expect(existsSync(dataDir)).toBe(false);
  });

  it("reads the server's database read-only: list, JSON and CSV", () => {
    const dataDir = tempDir();
    // The server's own store, open while the tool reads, as on a live site.
    const store = openStore(dataDir);
    const name = hostile.fakeEntry;
    store.insert({
      id: "id-1",
      kind: "contact",
      data: { name, email: "a@x.example", message: `=1+1${ESC}[2J` },
    });
    store.insert({ id: "id-2", kind: "newsletter", data: { email: "b@x.example" } });

    const list = run(["list"], dataDir);
    expect(list.status).toBe(0);
    expect(list.out).not.toMatch(terminalControls);
    expect(list.out).toContain("2 leads");

    const json = run(["list", "--json", "--kind", "contact"], dataDir);
    const parsed = JSON.parse(json.out) as StoredLead[];
    expect(parsed).toHaveLength(1);
    expect(parsed[0]!.data.name).toBe(name); // faithful
    expect(parsed[0]!.data.message).toBe(`=1+1${ESC}[2J`);

    const csv = run(["export", "--csv"], dataDir).out;
    expect(csv).toContain(",'=1+1[2J\r\n");
    expect(csv.replaceAll("\r\n", "")).not.toMatch(terminalControls);

    // Nothing was written: the tool's connection cannot change the database.
    store.close();
    const check = new DatabaseSync(join(dataDir, "leads.sqlite"), { readOnly: true });
    expect(check.prepare("SELECT count(*) AS n FROM leads").get()).toEqual({ n: 2 });
    check.close();
  });

  it("prints the usage for a bad command without touching the database", () => {
    const dataDir = join(tempDir(), "none");
    const result = run(["drop"], dataDir);
    expect(result.status).toBe(2);
    expect(result.err).toContain("Usage:");
    expect(existsSync(dataDir)).toBe(false);
  });
});
