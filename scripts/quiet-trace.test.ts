import { describe, expect, it } from "vitest";
import { shrinkToCpuTime, type TraceEvent } from "./quiet-trace";

const renderer = { pid: 7, tid: 1 };
const other = { pid: 7, tid: 2 };

/** A renderer's trace: its main thread named, the first contentful paint, and `events`. */
function trace(...events: TraceEvent[]): TraceEvent[] {
  return [
    { name: "thread_name", ph: "M", ...renderer, ts: 0, args: { name: "CrRendererMain" } },
    { name: "thread_name", ph: "M", ...other, ts: 0, args: { name: "Compositor" } },
    { name: "firstContentfulPaint", ph: "R", ...renderer, ts: 500 },
    ...events,
  ];
}

describe("shrinkToCpuTime", () => {
  it("makes each main-thread task last its CPU time, and what ran inside it shrink alike", () => {
    // As Chromium writes them: an event once it has ended, so the inner ones first.
    const layout = { name: "Layout", ph: "X", ...renderer, ts: 1100, dur: 400 };
    const style = { name: "UpdateLayoutTree", ph: "X", ...renderer, ts: 1000, dur: 100 };
    const task = { name: "RunTask", ph: "X", ...renderer, ts: 1000, dur: 1000, tdur: 250 };
    const later = { name: "RunTask", ph: "X", ...renderer, ts: 3000, dur: 200, tdur: 200 };
    shrinkToCpuTime(trace(layout, style, task, later));
    expect(task).toMatchObject({ ts: 1000, dur: 250 });
    expect(style).toMatchObject({ ts: 1000, dur: 25 });
    expect(layout).toMatchObject({ ts: 1025, dur: 100 });
    // Already its CPU time: as it was, and where it was.
    expect(later).toMatchObject({ ts: 3000, dur: 200 });
  });

  it("leaves other threads, and tasks without a CPU time, as they are", () => {
    const raster = { name: "RunTask", ph: "X", ...other, ts: 1000, dur: 800, tdur: 100 };
    const untimed = { name: "RunTask", ph: "X", ...renderer, ts: 2000, dur: 300 };
    // A CPU time over the wall time (clock granularity) stretches nothing.
    const exact = { name: "RunTask", ph: "X", ...renderer, ts: 3000, dur: 300, tdur: 301 };
    shrinkToCpuTime(trace(raster, untimed, exact));
    expect(raster.dur).toBe(800);
    expect(untimed.dur).toBe(300);
    expect(exact.dur).toBe(300);
  });

  it("changes nothing in a trace without a first contentful paint", () => {
    const task = { name: "RunTask", ph: "X", ...renderer, ts: 1000, dur: 1000, tdur: 250 };
    const events = [task];
    shrinkToCpuTime(events);
    expect(task.dur).toBe(1000);
  });
});
