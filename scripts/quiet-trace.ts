/**
 * A Lighthouse trace as a quiet host would have recorded it, for the benchmark's "TBT (quiet)"
 * (scripts/bench.ts): Lighthouse's simulation takes each main-thread task's wall time, which the
 * machine's other work stretches; its thread CPU time is what the page asked of the CPU.
 */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/** The page's main thread: of the renderer that painted the page, its busiest `CrRendererMain`. */
function mainThreadOf(events: TraceEvent[]): string | undefined {
  const fcp = events.find((event) => event.name === "firstContentfulPaint");
  if (!fcp) return undefined;
  const mainThreads = new Set(
    events
      .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const counts = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.pid === fcp.pid && mainThreads.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * Rewrites the trace in place: each of the page's main-thread tasks lasts its thread CPU time,
 * from where it started, and what ran inside it shrinks alike. Other threads are left as they are.
 */
export function shrinkToCpuTime(events: TraceEvent[]) {
  const main = mainThreadOf(events);
  // By start, and a task before what starts with it inside it.
  const onMain = events
    .filter((e) => `${e.pid}:${e.tid}` === main)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  for (let i = 0; i < onMain.length;) {
    const task = onMain[i++]!;
    if (task.ph !== "X" || task.name !== "RunTask" || !task.dur || task.tdur === undefined)
      continue;
    const ratio = Math.min(1, task.tdur / task.dur);
    const end = task.ts + task.dur;
    for (; i < onMain.length && onMain[i]!.ts < end; i++) {
      const inner = onMain[i]!;
      inner.ts = task.ts + (inner.ts - task.ts) * ratio;
      if (inner.dur) inner.dur *= ratio;
    }
    task.dur *= ratio;
  }
}
