// Where a tap's time goes, read from a Chrome trace (CDP Tracing: devtools.timeline, blink, v8):
// the renderer's main thread from the tap's `pointerdown` (or the key's `keydown`) to the painted answer, each event's own
// time (its duration less that of the events inside it) summed by kind. And what a page load's long tasks
// were (taskBreakdown): Lighthouse names a task by the script that ran in it, or "Unattributable".

/** The kind of work an event's own time is, by its name. */
const KINDS = [
  // Finding a font for a family and weight (on Linux a round trip to the browser process and fontconfig) and shaping text with it.
  ['fonts', /Font|Shape|Glyph|HarfBuzz/],
  // Reading the document's HTML and its style sheets.
  ['parse', /ParseHTML|HTMLDocumentParser|DecodedDataDocumentParser|ParseAuthorStyleSheet|CSSParser/],
  [
    'style',
    /UpdateLayoutTree|RecalcStyle|StyleRecalc|StyleInvalidat|StyleEngine|UpdateStyle|ScheduleStyle|InvalidationSet|SelectorQuery|MatchedProperties|ElementRuleCollector|Animation/i,
  ],
  ['layout', /^Layout$|Layout[A-Z:]|UpdateLayout|performLayout|IntersectionObserver|ComputeIntersections|PerformLayout|LayoutShift|ContentVisibility|HitTest/],
  ['paint', /Paint|Layerize|Raster|Composit|Commit|UpdateLayer|Decode|Draw|CcFrame|BeginMainFrame|Frame::|Animate|UpdateLifecycle|LocalFrameView::/],
  ['script', /FunctionCall|EventDispatch|v8|V8|TimerFire|FireAnimationFrame|RunMicrotask|EvaluateScript|Callback|PostMessage|Compile|ScriptEvaluation|Event/],
];
const kindOf = (name) => KINDS.find(([, re]) => re.test(name))?.[0] ?? 'other';
/** Every kind at 0 ms, in KINDS' order, then 'other'. */
const noTimeByKind = () => Object.fromEntries([...KINDS.map(([kind]) => kind), 'other'].map((kind) => [kind, 0]));
const round = (ms) => Math.round(ms * 10) / 10;

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
 * Each span's own time (µs) within `from`–`to`: its time there less its children's (spans nest on
 * one thread). `spans` sorted by start, the longer first.
 */
function ownTimes(all, from, to) {
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
  return own;
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
  const own = ownTimes(all, from, to);
  const byKind = noTimeByKind();
  const byName = new Map();
  for (const [s, us] of own) {
    byKind[kindOf(s.name)] += us / 1000;
    byName.set(s.name, (byName.get(s.name) ?? 0) + us / 1000);
  }
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

/**
 * The long tasks of a page load on the main thread of the page's renderer (the one whose
 * navigation the trace holds), each with when it began (ms after that navigation), how long it
 * took, its own time by kind (fonts, style, layout, paint, script, other; "untraced" is time no
 * event inside the task accounts for) and its busiest events by own time. Times are as recorded,
 * unthrottled: Lighthouse's simulation multiplies them by its CPU slowdown.
 */
export function taskBreakdown(events, { minMs = 20 } = {}) {
  const nav = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''))
    .at(-1);
  if (!nav) return { error: 'no navigation of a page in the trace' };
  const all = spans(events, nav.pid, nav.tid);
  const top = all.filter((s) => s.name === 'RunTask' && s.ts >= nav.ts);
  const tasks = [];
  for (const task of top) {
    if ((task.end - task.ts) / 1000 < minMs) continue;
    // The task and what runs inside it: the task's own time is work no event inside it names.
    const own = ownTimes(
      all.filter((s) => s.ts >= task.ts && s.end <= task.end),
      task.ts,
      task.end,
    );
    const byKind = { ...noTimeByKind(), untraced: 0 };
    const byName = new Map();
    for (const [s, us] of own) {
      // The scheduler's own wrapper inside the task: its own time is work no event names.
      if (s === task || s.name === 'ThreadControllerImpl::RunTask') {
        byKind.untraced += us / 1000;
        continue;
      }
      byKind[kindOf(s.name)] += us / 1000;
      const script = s.args?.data?.url ? ` ${s.args.data.url.split('/').pop()}` : '';
      byName.set(s.name + script, (byName.get(s.name + script) ?? 0) + us / 1000);
    }
    tasks.push({
      at: round((task.ts - nav.ts) / 1000),
      ms: round((task.end - task.ts) / 1000),
      kinds: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, round(v)])),
      busiest: [...byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([name, ms]) => ({ name, ms: round(ms) })),
    });
  }
  return { tasks };
}

/** One line for a long task: `182 ms at 372 ms: fonts 68, layout 32, style 23 (FontDataManager::onMatchFamilyStyle 28, …)`. */
export const describeTask = (t, scale = 1) =>
  `${Math.round(t.ms * scale)} ms at ${Math.round(t.at)} ms: ${Object.entries(t.kinds)
    .filter(([, ms]) => ms * scale >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${Math.round(ms * scale)}`)
    .join(', ')} (${t.busiest
    .slice(0, 3)
    .map((b) => `${b.name} ${Math.round(b.ms * scale)}`)
    .join(', ')})`;
