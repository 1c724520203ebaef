import { createTransport } from "nodemailer";
import type { Config } from "./config.ts";
import type { StoredLead } from "./store.ts";

type Lead = Pick<StoredLead, "id" | "kind" | "data">;

const RETRY_DELAYS_MS = [1_000, 5_000, 30_000];

async function withRetries(task: () => Promise<void>, delays = RETRY_DELAYS_MS): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= delays.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
  }
}

function summary(lead: Lead): string {
  return Object.entries(lead.data)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join("\n");
}

/**
 * Tells the company about a stored lead by webhook and/or e-mail, retrying a few times.
 * It runs after the commit and never throws: a failed notification loses nothing, the lead
 * stays in the database (with notified_at empty) for the lead tool.
 */
export function createNotifier(config: Config["notify"], delays = RETRY_DELAYS_MS) {
  const { webhookUrl, smtpUrl, emailTo, emailFrom } = config;
  const mailer = smtpUrl ? createTransport(smtpUrl.href) : null;
  const channels: Array<(lead: Lead) => Promise<void>> = [];

  if (webhookUrl) {
    channels.push(async (lead) => {
      const response = await fetch(webhookUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ id: lead.id, kind: lead.kind, data: lead.data }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    });
  }
  if (mailer && emailTo) {
    channels.push(async (lead) => {
      await mailer.sendMail({
        from: emailFrom ?? emailTo,
        to: emailTo,
        replyTo: typeof lead.data.email === "string" ? lead.data.email : undefined,
        subject: `New ${lead.kind} lead from the website`,
        text: `${summary(lead)}\n\nLead id: ${lead.id}\n`,
      });
    });
  }

  return {
    enabled: channels.length > 0,
    /** Resolves true when every channel delivered. */
    async notify(lead: Lead): Promise<boolean> {
      const results = await Promise.allSettled(
        channels.map((send) => withRetries(() => send(lead), delays)),
      );
      for (const result of results) {
        if (result.status === "rejected")
          console.error(`Notification for lead ${lead.id} failed:`, result.reason);
      }
      return results.every((result) => result.status === "fulfilled");
    },
  };
}
