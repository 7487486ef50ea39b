// Where a tap's time goes, read from a Chrome trace (CDP Tracing: devtools.timeline, blink, v8):
// the renderer's main thread from the tap's `pointerdown` (or the key's `keydown`) to the painted answer, each event's own
// time (its duration less that of the events inside it) summed by kind.

/** The kind of work an event's own time is, by its name. */
const KINDS = [
  [
    'style',
    /UpdateLayoutTree|RecalcStyle|StyleRecalc|StyleInvalidat|StyleEngine|UpdateStyle|ScheduleStyle|InvalidationSet|SelectorQuery|MatchedProperties|ElementRuleCollector|Animation/i,
  ],
  ['layout', /^Layout$|Layout[A-Z:]|UpdateLayout|IntersectionObserver|ComputeIntersections|PerformLayout|LayoutShift|ContentVisibility|HitTest/],
  ['paint', /Paint|Layerize|Raster|Composit|Commit|UpdateLayer|Decode|Draw|CcFrame|BeginMainFrame|Frame::|Animate|UpdateLifecycle|LocalFrameView::/],
  ['script', /FunctionCall|EventDispatch|v8|V8|TimerFire|FireAnimationFrame|RunMicrotask|EvaluateScript|Callback|PostMessage|Compile|ScriptEvaluation|Event/],
];
const kindOf = (name) => KINDS.find(([, re]) => re.test(name))?.[0] ?? 'other';

/** Complete events ('X', and 'B'/'E' pairs) of one thread, sorted by start. */
function spans(events, pid, tid) {
  const out = [];
  const open = [];
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid) continue;
    if (e.ph === 'X' && typeof e.dur === 'number') out.push({ name: e.name, ts: e.ts, end: e.ts + e.dur, args: e.args ?? {} });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const b = open.pop();
      if (b) out.push({ name: b.name, ts: b.ts, end: e.ts, args: { ...b.args, ...e.args } });
    }
  }
  return out.sort((a, b) => a.ts - b.ts || b.end - a.end);
}

/**
 * The breakdown of a traced tap: `painted` ms after its `pointerdown` or `keydown` (as the page measured it),
 * the main thread's own time by kind (style, layout, paint, script, other; ms), each style
 * recalculation with the elements it restyled, and the busiest event names.
 */
export function traceBreakdown(events, painted) {
  const down = events.find((e) => e.name === 'EventDispatch' && ['pointerdown', 'keydown'].includes(e.args?.data?.type));
  if (!down) return { error: 'no pointerdown or keydown in the trace' };
  const from = down.ts;
  const to = from + (Number.isFinite(painted) ? painted : 1000) * 1000;
  const all = spans(events, down.pid, down.tid).filter((s) => s.end > from && s.ts < to);
  // Own time: a span's time less its children's (spans nest on one thread).
  const stack = [];
  const own = new Map();
  const add = (s, us) => own.set(s, (own.get(s) ?? 0) + us);
  for (const s of all) {
    const start = Math.max(s.ts, from);
    const end = Math.min(s.end, to);
    while (stack.length && stack.at(-1).end <= s.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) add(parent, -(end - start));
    add(s, end - start);
    stack.push(s);
  }
  const byKind = { style: 0, layout: 0, paint: 0, script: 0, other: 0 };
  const byName = new Map();
  for (const [s, us] of own) {
    byKind[kindOf(s.name)] += us / 1000;
    byName.set(s.name, (byName.get(s.name) ?? 0) + us / 1000);
  }
  const round = (ms) => Math.round(ms * 10) / 10;
  const recalcs = all
    .filter((s) => s.name === 'UpdateLayoutTree')
    .map((s) => ({ at: round((s.ts - from) / 1000), ms: round((s.end - s.ts) / 1000), elements: s.args.elementCount ?? s.args.data?.elementCount ?? null }));
  const layouts = all.filter((s) => s.name === 'Layout').map((s) => ({ at: round((s.ts - from) / 1000), ms: round((s.end - s.ts) / 1000) }));
  const busy = [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([name, ms]) => ({ name, ms: round(ms) }));
  const worked = [...own.values()].reduce((sum, us) => sum + us, 0) / 1000;
  return {
    window: round((to - from) / 1000),
    ms: { ...Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, round(v)])), idle: round((to - from) / 1000 - worked) },
    recalcs,
    layouts,
    busy,
  };
}
