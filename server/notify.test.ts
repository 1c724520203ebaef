import { randomUUID } from "node:crypto";
import { createServer as createHttpServer } from "node:http";
import { createServer as createTcpServer } from "node:net";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLog } from "./log.ts";
import { createDelivery, type Notifier } from "./notify.ts";
import { openStore } from "./store.ts";
import { startApi } from "./test-server.ts";

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const lead = () => ({
  id: randomUUID(),
  elapsedMs: 8000,
  name: "Meera Iyer",
  email: "meera@example.com",
  subject: "Partnership",
  message: "Let us talk about a partnership.",
});

async function listen(
  server: ReturnType<typeof createHttpServer> | ReturnType<typeof createTcpServer>,
) {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return (server.address() as AddressInfo).port;
}

async function submit(base: string, body: unknown) {
  const response = await fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}

describe("notifications", () => {
  it("posts each stored lead to the webhook and records it as notified", async () => {
    const received: unknown[] = [];
    let failuresLeft = 1;
    const sink = createHttpServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        // The first attempt fails: the notifier retries.
        if (failuresLeft-- > 0) return res.writeHead(503).end();
        received.push(JSON.parse(body));
        res.writeHead(204).end();
      });
    });
    const port = await listen(sink);
    const api = await startApi({ NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${port}/hook` }, [20, 20]);
    cleanups.push(api.close);
    const sent = lead();
    await submit(api.base, sent);
    await expect.poll(() => api.store.list()[0]?.notifiedAt).toBeTruthy();
    expect(received).toEqual([
      {
        id: sent.id,
        kind: "contact",
        data: expect.objectContaining({ email: "meera@example.com" }),
      },
    ]);
  });

  it("keeps the lead when every notification attempt fails", async () => {
    let attempts = 0;
    const sink = createHttpServer((_req, res) => {
      attempts++;
      res.writeHead(500).end();
    });
    const port = await listen(sink);
    const api = await startApi({ NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${port}/` }, [10, 10]);
    cleanups.push(api.close);
    await submit(api.base, lead());
    await expect.poll(() => attempts).toBe(3);
    const [stored] = api.store.list();
    expect(stored?.data.name).toBe("Meera Iyer");
    expect(stored?.notifiedAt).toBeNull();
  });

  it("e-mails the lead through SMTP", async () => {
    const messages: string[] = [];
    // A minimal SMTP sink: enough of RFC 5321 for one plain message.
    const sink = createTcpServer((socket) => {
      let data = false;
      let message = "";
      socket.write("220 sink ESMTP\r\n");
      socket.on("data", (chunk) => {
        for (const line of chunk
          .toString()
          .split("\r\n")
          .filter((l, i, all) => l || i < all.length - 1)) {
          if (data) {
            if (line === ".") {
              data = false;
              messages.push(message);
              socket.write("250 queued\r\n");
            } else message += line + "\n";
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 sink\r\n");
          else if (/^DATA/i.test(line)) {
            data = true;
            socket.write("354 go on\r\n");
          } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
          else socket.write("250 ok\r\n");
        }
      });
    });
    const port = await listen(sink);
    const api = await startApi({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      NOTIFY_EMAIL_TO: "leads@nexora.example",
      NOTIFY_EMAIL_FROM: "website@nexora.example",
    });
    cleanups.push(api.close);
    await submit(api.base, lead());
    await expect.poll(() => messages.length, { timeout: 10_000 }).toBe(1);
    expect(messages[0]).toContain("Subject: New contact lead from the website");
    expect(messages[0]).toContain("Reply-To: meera@example.com");
    expect(messages[0]).toContain("Let us talk about a partnership.");
    await expect.poll(() => api.store.list()[0]?.notifiedAt).toBeTruthy();
  });
});

describe("delivery and retries", () => {
  function setup({ failing = new Set<string>() } = {}) {
    const root = mkdtempSync(join(tmpdir(), "delivery-"));
    const store = openStore(root);
    cleanups.push(() => {
      store.close();
      rmSync(root, { recursive: true, force: true });
    });
    const sent: string[] = [];
    const notifier: Notifier = {
      enabled: true,
      notify: async (lead) => {
        if (failing.has(lead.id)) return false;
        sent.push(lead.id);
        return true;
      },
    };
    const logs: string[] = [];
    const log = createLog("text", (_level, line) => logs.push(line));
    return { store, sent, notifier, logs, log };
  }
  const lead = () => ({ id: randomUUID(), kind: "contact", data: { name: "Ravi" } });

  it("sends again, once a sweep, the leads whose notification failed", async () => {
    const { store, sent, notifier, log } = setup();
    const failed = [lead(), lead()];
    for (const l of failed) store.insert(l);
    const done = lead();
    store.insert(done);
    store.markNotified(done.id);
    await createDelivery({ store, notifier, log }).sweep();
    expect(sent.sort()).toEqual(failed.map((l) => l.id).sort());
    expect(store.list().every((l) => l.notifiedAt)).toBe(true);
    sent.length = 0;
    await createDelivery({ store, notifier, log }).sweep();
    expect(sent).toEqual([]);
  });

  it("sends at most a batch a sweep, newest first, and only recent leads", async () => {
    const { store, sent, notifier, log } = setup();
    const ids = Array.from({ length: 5 }, () => {
      const l = lead();
      store.insert(l);
      return l.id;
    });
    let now = Date.now() + 1000;
    const delivery = createDelivery({ store, notifier, log, batch: 2, now: () => now });
    await delivery.sweep();
    expect(sent).toHaveLength(2);
    await delivery.sweep();
    await delivery.sweep();
    expect(sent.sort()).toEqual([...ids].sort());
    // A lead stored more than maxAgeMs ago is no longer retried.
    const old = lead();
    store.insert(old);
    now += 8 * 24 * 60 * 60_000;
    sent.length = 0;
    await delivery.sweep();
    expect(sent).toEqual([]);
  });

  it("sweeps at start and then every interval, in the background", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const { store, sent, notifier, log } = setup();
      const delivery = createDelivery({ store, notifier, log, everyMs: 60_000 });
      const first = lead();
      store.insert(first);
      delivery.start();
      await expect.poll(() => sent).toEqual([first.id]);
      const second = lead();
      store.insert(second);
      vi.advanceTimersByTime(59_000);
      await new Promise((resolve) => setImmediate(resolve));
      expect(sent).toEqual([first.id]);
      vi.advanceTimersByTime(1_000);
      await expect.poll(() => sent).toEqual([first.id, second.id]);
      delivery.stop();
      store.insert(lead());
      vi.advanceTimersByTime(120_000);
      await new Promise((resolve) => setImmediate(resolve));
      expect(sent).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("logs, and survives, a failed notified_at update after a notification", async () => {
    const { store, sent, notifier, logs, log } = setup();
    const l = lead();
    store.insert(l);
    const broken = {
      ...store,
      markNotified: () => {
        throw new Error("database or disk is full");
      },
    };
    await createDelivery({ store: broken, notifier, log }).deliver(l);
    expect(sent).toEqual([l.id]);
    expect(logs.join("\n")).toMatch(
      new RegExp(
        `error recording a notification failed id=${l.id} kind=contact error="database or disk is full"`,
      ),
    );
  });

  it("never sends a lead twice while its first notification is still under way", async () => {
    const { store, log } = setup();
    const l = lead();
    store.insert(l);
    let calls = 0;
    let release = () => {};
    const slow: Notifier = {
      enabled: true,
      notify: () => {
        calls++;
        return new Promise<boolean>((resolve) => (release = () => resolve(true)));
      },
    };
    const delivery = createDelivery({ store, notifier: slow, log });
    const first = delivery.deliver(l);
    await delivery.sweep();
    expect(calls).toBe(1);
    release();
    await first;
    expect(store.list()[0]?.notifiedAt).toBeTruthy();
  });
});
