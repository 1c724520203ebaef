import { createTransport } from "nodemailer";
import type { Config } from "./config.ts";
import { errorFields, type Log } from "./log.ts";
import type { Store, StoredLead } from "./store.ts";

type Lead = Pick<StoredLead, "id" | "kind" | "data">;

const RETRY_DELAYS_MS = [1_000, 5_000, 30_000];

async function withRetries(task: () => Promise<void>, delays: readonly number[]): Promise<void> {
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

export type Notifier = {
  enabled: boolean;
  /** Resolves true when every channel delivered; never rejects. */
  notify(lead: Lead, delays?: readonly number[]): Promise<boolean>;
};

/**
 * Tells the company about a stored lead by webhook and/or e-mail, retrying a few times.
 * It runs after the commit and never throws: a failed notification loses nothing, the lead
 * stays in the database (with notified_at empty) and is sent again later.
 */
export function createNotifier(
  config: Config["notify"],
  log: Log,
  defaultDelays: readonly number[] = RETRY_DELAYS_MS,
): Notifier {
  const { webhookUrl, smtpUrl, emailTo, emailFrom } = config;
  const mailer = smtpUrl ? createTransport(smtpUrl.href) : null;
  const channels: Array<{ name: string; send: (lead: Lead) => Promise<void> }> = [];

  if (webhookUrl) {
    channels.push({
      name: "webhook",
      send: async (lead) => {
        const response = await fetch(webhookUrl, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ id: lead.id, kind: lead.kind, data: lead.data }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`webhook answered ${response.status}`);
      },
    });
  }
  if (mailer && emailTo) {
    channels.push({
      name: "email",
      send: async (lead) => {
        await mailer.sendMail({
          from: emailFrom ?? emailTo,
          to: emailTo,
          replyTo: typeof lead.data.email === "string" ? lead.data.email : undefined,
          subject: `New ${lead.kind} lead from the website`,
          text: `${summary(lead)}\n\nLead id: ${lead.id}\n`,
        });
      },
    });
  }

  return {
    enabled: channels.length > 0,
    async notify(lead, delays = defaultDelays) {
      const results = await Promise.allSettled(
        channels.map((channel) => withRetries(() => channel.send(lead), delays)),
      );
      results.forEach((result, i) => {
        if (result.status === "rejected")
          log.error("notification failed", {
            id: lead.id,
            kind: lead.kind,
            channel: channels[i]!.name,
            ...errorFields(result.reason),
          });
      });
      return results.every((result) => result.status === "fulfilled");
    },
  };
}

export type Delivery = {
  /** Notifies about a lead just stored and records it; never rejects. */
  deliver(lead: Lead): Promise<void>;
  /** Sends the leads whose notification failed earlier (one attempt each); never rejects. */
  sweep(): Promise<void>;
  /** A sweep now and then every `everyMs`, in the background. */
  start(): void;
  stop(): void;
};

/**
 * Notifications and their bookkeeping: `notified_at` is set once every channel delivered.
 * Leads whose notification failed (the server was down, the mail server refused…) are sent
 * again at start-up and every ten minutes: at most `batch` a sweep, newest first, only those
 * stored in the last `maxAgeMs`, one sweep at a time, never in the way of a request.
 */
export function createDelivery({
  store,
  notifier,
  log,
  everyMs = 10 * 60_000,
  batch = 20,
  maxAgeMs = 7 * 24 * 60 * 60_000,
  now = () => Date.now(),
}: {
  store: Store;
  notifier: Notifier;
  log: Log;
  everyMs?: number;
  batch?: number;
  maxAgeMs?: number;
  now?: () => number;
}): Delivery {
  /** Leads being notified right now, so a sweep never sends one twice. */
  const inFlight = new Set<string>();
  let sweeping: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  async function send(lead: Lead, delays?: readonly number[]) {
    inFlight.add(lead.id);
    try {
      if (!(await notifier.notify(lead, delays))) return false;
      try {
        store.markNotified(lead.id);
      } catch (error) {
        // The lead is stored and was announced; only the record of it failed (disk full…).
        log.error("recording a notification failed", {
          id: lead.id,
          kind: lead.kind,
          ...errorFields(error),
        });
      }
      return true;
    } catch (error) {
      log.error("notification failed", { id: lead.id, kind: lead.kind, ...errorFields(error) });
      return false;
    } finally {
      inFlight.delete(lead.id);
    }
  }

  async function runSweep() {
    let leads: StoredLead[];
    try {
      const t = now();
      leads = store.unnotified(
        new Date(t - maxAgeMs).toISOString(),
        new Date(t).toISOString(),
        batch + inFlight.size,
      );
    } catch (error) {
      log.error("reading leads to notify failed", errorFields(error));
      return;
    }
    const due = leads.filter((lead) => !inFlight.has(lead.id)).slice(0, batch);
    if (due.length === 0) return;
    let sent = 0;
    for (const lead of due) if (await send(lead, [])) sent++;
    log.info("notifications retried", { due: due.length, sent });
  }

  return {
    async deliver(lead) {
      if (notifier.enabled) await send(lead);
    },
    sweep() {
      if (!notifier.enabled) return Promise.resolve();
      sweeping ??= runSweep().finally(() => (sweeping = null));
      return sweeping;
    },
    start() {
      if (!notifier.enabled || timer) return;
      void this.sweep();
      timer = setInterval(() => void this.sweep(), everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
