/**
 * The main thread's time by kind of work, from the trace (the groups of
 * Lighthouse's "main-thread work breakdown"): what the CPU profile shows as
 * one "(program)" row (the browser's own work) split into parsing HTML and
 * CSS, style and layout, paint, and script compilation beside evaluation.
 * Self time: an event's duration less that of the events inside it.
 */
const KINDS = [
  ['parse HTML', ['ParseHTML']],
  ['parse CSS', ['ParseAuthorStyleSheet']],
  ['style and layout', ['UpdateLayoutTree', 'RecalculateStyles', 'Layout', 'InvalidateLayout', 'ScheduleStyleRecalculation']],
  [
    'paint and composite',
    ['Paint', 'PaintImage', 'PrePaint', 'UpdateLayer', 'UpdateLayerTree', 'Layerize', 'Commit', 'CompositeLayers', 'RasterTask'],
  ],
  [
    'script parse and compile',
    ['v8.compile', 'v8.compileModule', 'V8.CompileCode', 'v8.parseOnBackground', 'v8.produceCache', 'CacheScript'],
  ],
  [
    'script evaluation',
    [
      'EvaluateScript',
      'v8.evaluateModule',
      'FunctionCall',
      'TimerFire',
      'FireAnimationFrame',
      'EventDispatch',
      'RunMicrotasks',
      'v8.run',
      'FireIdleCallback',
      'XHRReadyStateChange',
      'XHRLoad',
      'V8.Execute',
    ],
  ],
  [
    'garbage collection',
    ['MinorGC', 'MajorGC', 'V8.GCScavenger', 'V8.GCIncrementalMarking', 'V8.GCFinalizeMC', 'BlinkGC.AtomicPhase', 'GCEvent'],
  ],
  ['other (tasks, messages, loading)', ['RunTask', 'ThreadControllerImpl::RunTask']],
];
const KIND_OF = new Map(KINDS.flatMap(([kind, names]) => names.map((name) => [name, kind])));

/** Self ms per kind of the main thread's events in [startUs, endUs] (`thread`: { pid, tid }). */
export function workByKind(events, thread, [startUs, endUs]) {
  const spans = events
    .filter((event) => event.ph === 'X' && event.pid === thread.pid && event.tid === thread.tid && KIND_OF.has(event.name))
    .map((event) => ({
      kind: KIND_OF.get(event.name),
      start: Math.max(event.ts, startUs),
      end: Math.min(event.ts + (event.dur ?? 0), endUs),
    }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const totals = new Map();
  const stack = [];
  const add = (kind, us) => totals.set(kind, (totals.get(kind) ?? 0) + us / 1000);
  for (const span of spans) {
    while (stack.length && stack.at(-1).end <= span.start) stack.pop();
    const parent = stack.at(-1);
    if (parent) add(parent.kind, -(Math.min(span.end, parent.end) - span.start));
    add(span.kind, span.end - span.start);
    stack.push(span);
  }
  return Object.fromEntries(totals);
}
