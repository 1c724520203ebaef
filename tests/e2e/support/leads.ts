import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { dirname, resolve } from "node:path";
import type { TestInfo } from "@playwright/test";
import type { LeadFields, LeadKind, StoredLead } from "../../../app/forms/schemas.ts";

/** The lead tool, run from the project root against the database of this run's e2e server. */
export function leadTool(testInfo: TestInfo, args: string[]): string {
  const root = dirname(testInfo.config.configFile!);
  const port = new URL(testInfo.project.use.baseURL!).port;
  return execFileSync(process.execPath, ["scripts/leads.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: resolve(root, `test-results/data-${port}`) },
    encoding: "utf8",
  });
}

/** Every stored lead of a kind, as the lead tool lists them, typed as the server stores them. */
export function listLeads<K extends LeadKind>(
  testInfo: TestInfo,
  kind: K,
): StoredLead<LeadFields<K>>[] {
  return JSON.parse(leadTool(testInfo, ["list", "--json", "--kind", kind])) as StoredLead<
    LeadFields<K>
  >[];
}

/** The stored leads of a kind sent with this e-mail address. */
export function leadsFrom<K extends LeadKind>(
  testInfo: TestInfo,
  kind: K,
  email: string,
): StoredLead<LeadFields<K>>[] {
  return listLeads(testInfo, kind).filter((lead) => lead.data.email === email);
}

/**
 * A contact-form visitor whose values are unique to this run, so a journey finds its own lead
 * among earlier ones: the name and message given, tagged, and an address made from the name.
 */
export function uniqueVisitor(
  testInfo: TestInfo,
  { name, phone, message }: { name: string; phone: string; message: string },
) {
  const tag = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  return {
    name: `${name} ${tag}`,
    email: `${name.split(" ")[0]!.toLowerCase()}.${tag}@clinic.example`,
    phone,
    subject: "Project Discussion",
    message: `${message}\nReference ${tag}.`,
  };
}
