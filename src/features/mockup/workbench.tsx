import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { dielineLayout, STYLES } from '@features/print-templates';
import { actual, assess, colourNote, fill, firstPlacement, fontsWarning, fit, move, panelOf, ppi, scale, sideLabel, type Placement } from './placement';
import { useLocale } from '@platform/i18n/locale';
import { sizeLabelIn } from '@features/catalogue';
import type { Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { OVERLAYS, type Overlay } from './pouch-shape';
import { filmOf, needsWhiteInk } from '@features/print-templates';
import { proofAhead, tool } from './tools';
import { drawFlat, flatFrame } from './flat';
import type { FitMode } from '@features/quote-and-wishlist';
import type { Approval, Design, MockupProps, MockupTools, Numbered, Placed, ProofMade, Side, WindowSeen } from './model';

export { readDesign } from './design';

/** Whether the buyer has asked the browser to save data: then nothing of the proof is fetched before it is asked for. */
const savingData = (): boolean => Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);

/**
 * The proof's module and what it will ask for (its chunks, the page language's fonts), asked for as
 * a design's file is chosen, while it is read and shown: fetched, not run, so that placing it is not
 * slowed (decision 082). A file that says it is a PDF waits for pdf.js to show it first; its proof's
 * tools follow it shown.
 */
export function proofToolsAhead(tools: MockupTools, file: File): void {
  if (savingData() || file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) return;
  proofAhead(tools);
}

/**
 * The mock-up once there is a design: loaded with the first design chosen (mockup.tsx holds the
 * file choosers), it places the designs, checks them as prepress would, draws the flat and the
 * standing views and makes the proof.
 */
export interface WorkbenchProps extends MockupProps {
  designs: Partial<Record<Side, Design>>;
  /** Tells the visitor (the mock-up's status line). */
  say: (words: string) => void;
  /** Shows a problem (the mock-up's alert). */
  fail: (problem: string) => void;
}

/** Each overlay's name in the page's language. */
const overlayName = (o: Overlay, locale: Locale): string =>
  ({
    trim: m.mockup_overlay_trim,
    bleed: m.mockup_overlay_bleed,
    safe: m.mockup_overlay_safe,
    seal: m.mockup_overlay_seal,
    zipper: m.mockup_overlay_zipper,
    notch: m.mockup_overlay_notch,
    fold: m.mockup_overlay_fold,
    window: m.mockup_overlay_window,
  })[o]({}, { locale });
/** A side as a sentence's word: "front", "फ्रंट", "முன்". */
const sideWord = (side: Side, locale: Locale): string => (side === 'front' ? m.mockup_side_word_front : m.mockup_side_word_back)({}, { locale });
const NUDGE_MM = 1;
const STEP_MM = 10;
const SCALE_STEP = 1.05;

/** Millimetres to a tenth, as a figure: 120, 60.5. */
const mmFigure = (n: number) => `${Math.round(n * 10) / 10}`;
const mm = (n: number) => `${mmFigure(n)} mm`;

export interface Assessed {
  warnings: Numbered[];
  placed: Partial<Record<Side, Placed>>;
}

/**
 * "Try your design": the buyer's file on this pouch, flat on the print template and standing on a
 * shelf, with prepress warnings drawn where they are, and a proof to download. The files stay in
 * this browser; nothing here sends them anywhere.
 */
export function Workbench(props: WorkbenchProps) {
  const { designs, say: setSaid, fail: setProblem } = props;
  const locale = useLocale();
  const l = { locale };
  const SIDES: Record<Side, string> = { front: sideLabel('front', locale), back: sideLabel('back', locale) };
  /** The size in the page's language ("500 ग्राम"), from its quote line's slug where the mock-up has one. */
  const sizeWords = props.line ? sizeLabelIn(props.line.size, locale, props.sizeWords) : props.sizeWords;
  const { id, dimensions, art } = props;
  const layout = useMemo(
    // The print template is written in English, as the downloadable one is.
    () =>
      dielineLayout(dimensions, { zipper: art.zipper, window: art.window, productName: props.templateName, sizeLabel: props.sizeLabel, brand: props.brand }),
    [dimensions, art, props.templateName, props.sizeLabel, props.brand],
  );
  const panels = useMemo(() => ({ front: panelOf(layout, 'front'), back: panelOf(layout, 'back') }), [layout]);
  const [placements, setPlacements] = useState<Partial<Record<Side, Placement>>>({});
  /** How each side's placement came about, for the quote line it may be attached to. */
  const [fits, setFits] = useState<Partial<Record<Side, FitMode>>>({});
  const [active, setActive] = useState<Side>('front');
  const [view, setView] = useState<'flat' | 'standing'>('flat');
  const [overlays, setOverlays] = useState<ReadonlySet<Overlay>>(new Set(OVERLAYS));
  const [windowSeen, setWindowSeen] = useState<WindowSeen>('clear');
  const film = filmOf(props);
  // White ink under the design, as the template's default for this material; the buyer may see it without.
  const [underlay, setUnderlay] = useState(() => needsWhiteInk(props));
  const [approval, setApproval] = useState<Approval>({ name: '', reference: '', quantity: '' });
  const [lastProof, setLastProof] = useState<ProofMade | null>(null);
  const [preparing, setPreparing] = useState(false);
  /** The proof being made, so that what asks for it meanwhile (Attach) can wait for it. */
  const making = useRef<Promise<File | null> | null>(null);
  const version = useRef(0);
  const flat = useRef<HTMLCanvasElement>(null);
  const standing = useRef<HTMLCanvasElement>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const drag = useRef<{ x: number; y: number; side: Side } | null>(null);

  const assessed: Assessed = useMemo(() => {
    const placed: Partial<Record<Side, Placed>> = {};
    const warnings: Numbered[] = [];
    for (const side of ['front', 'back'] as const) {
      const design = designs[side];
      const placement = placements[side];
      if (!design || !placement) continue;
      placed[side] = { design, placement };
      for (const w of assess(panels[side], design.size, placement, design.lightness, { film, underlay }, locale))
        warnings.push({ ...w, n: warnings.length + 1 });
      if (design.unembeddedFonts?.length) warnings.push({ ...fontsWarning(side, design.unembeddedFonts, locale), n: warnings.length + 1 });
    }
    // The colour note only where a design holds RGB: a CMYK file is printed as it is.
    if ([placed.front, placed.back].some((p) => p && !p.design.cmyk)) warnings.push({ ...colourNote(locale), n: warnings.length + 1 });
    return { placed, warnings };
  }, [designs, placements, panels, film, underlay, locale]);
  const shown = Boolean(assessed.placed.front || assessed.placed.back);
  const frame = flatFrame(layout);

  // The proof's module, with what it will ask for (its chunks, the fonts) asked for beside it, not a round trip or two after.
  const toolAndAhead = () => {
    proofAhead(props.tools);
    return tool('proof', props.tools.proof);
  };
  // Once a design is shown, the proof's tools and fonts follow when the browser is idle, so that a
  // proof asked for later is made at once; never where the buyer has asked to save data.
  // biome-ignore lint/correctness/useExhaustiveDependencies: warms the proof once a design shows; the tools' address and the language are the page's, fixed
  useEffect(() => {
    if (!shown || savingData()) return;
    const warm = () =>
      void toolAndAhead()
        .then((t) => t.warm(locale))
        .catch(() => {});
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(warm, 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(warm, { timeout: 4000 });
    return () => cancelIdleCallback(idle);
  }, [shown, props.tools.proof, locale]);
  const notes = assessed.warnings.length;

  // Each new design goes on as it was made: 1:1 when its own size is the template's (the trim's or
  // the bleed's), else filling the bleed. Placed before the browser paints, so it shows placed.
  const seen = useRef<Partial<Record<Side, Design>>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: places each design once, when it arrives; the panels and the language are fixed for the tool's life
  useLayoutEffect(() => {
    for (const side of ['front', 'back'] as const) {
      const design = designs[side];
      if (!design || seen.current[side] === design) continue;
      seen.current[side] = design;
      const first = firstPlacement(panels[side], design.size);
      setPlacements((p) => ({ ...p, [side]: first.placement }));
      setFits((f) => ({ ...f, [side]: first.fit }));
      setActive(side);
      const words = { file: design.file.name, side: sideWord(side, locale) };
      setSaid(
        first.own
          ? m.mockup_placed_own({ ...words, width: mmFigure(first.placement.width), height: mmFigure(first.placement.height) }, l)
          : (first.fit === 'actual' ? m.mockup_placed_actual : m.mockup_placed_fill)(words, l),
      );
    }
  }, [designs]);

  // The flat view repaints on every change; the canvas is as wide as its box, in device pixels.
  useLayoutEffect(() => {
    const canvas = flat.current;
    if (!canvas) return;
    const frame = flatFrame(layout);
    const width = Math.round(canvas.clientWidth * Math.min(2, devicePixelRatio || 1));
    if (canvas.width !== width) {
      canvas.width = width;
      canvas.height = Math.round((width * frame.height) / frame.width);
    }
    drawFlat(canvas, {
      layout,
      art,
      placed: assessed.placed,
      overlays,
      windowSeen,
      film,
      underlay,
      active,
      marks: assessed.warnings.flatMap((w) => (w.at ? [{ n: w.n, at: w.at }] : [])),
    });
  });

  // The standing view is drawn when it is shown, a frame after the change, so a nudge never waits for it.
  useEffect(() => {
    const canvas = standing.current;
    if (view !== 'standing' || !canvas) return;
    const frame = requestAnimationFrame(() => void paintStanding(canvas, Math.round(canvas.clientWidth * Math.min(2, devicePixelRatio || 1))));
    return () => cancelAnimationFrame(frame);
  });

  async function paintStanding(canvas: HTMLCanvasElement, width: number) {
    const { drawStanding, printedPanel } = await import('./standing');
    canvas.width = width;
    canvas.height = Math.round(width * 0.9);
    drawStanding(canvas, dimensions, art, printedPanel(panels.front, assessed.placed.front, art, windowSeen, film, underlay));
  }

  function update(side: Side, change: (p: Placement) => Placement, action: string, how: FitMode = 'free') {
    const p = placements[side];
    if (!p) return;
    const next = change(p);
    setPlacements((all) => ({ ...all, [side]: next }));
    setFits((f) => ({ ...f, [side]: how }));
    const trim = panels[side].trim;
    setSaid(
      m.mockup_placed_said(
        { side: SIDES[side], action, width: mm(next.width), height: mm(next.height), left: mm(next.x - trim.x), top: mm(next.y - trim.y) },
        l,
      ),
    );
  }
  const nudge = (dx: number, dy: number) => update(active, (p) => move(p, dx, dy), m.mockup_act_moved({}, l));
  const resize = (factor: number) => update(active, (p) => scale(p, factor), (factor > 1 ? m.mockup_act_enlarged : m.mockup_act_reduced)({}, l));
  const setFit = (how: 'fill' | 'fit' | 'actual') => {
    const design = designs[active];
    if (!design) return;
    if (how === 'actual') {
      const own = actual(panels[active], design.size);
      if (own) update(active, () => own, m.mockup_act_actual({}, l), 'actual');
      return;
    }
    update(active, () => (how === 'fill' ? fill : fit)(panels[active].bleed, design.size), (how === 'fill' ? m.mockup_act_fill : m.mockup_act_fit)({}, l), how);
  };

  function onKey(e: KeyboardEvent) {
    const step = e.shiftKey ? STEP_MM : NUDGE_MM;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => nudge(-step, 0),
      ArrowRight: () => nudge(step, 0),
      ArrowUp: () => nudge(0, -step),
      ArrowDown: () => nudge(0, step),
      '+': () => resize(SCALE_STEP),
      '=': () => resize(SCALE_STEP),
      '-': () => resize(1 / SCALE_STEP),
    };
    const run = keys[e.key];
    if (!run) return;
    e.preventDefault();
    run();
  }

  /** Millimetres on the template per CSS pixel of the flat view. */
  const mmPerPx = () => flatFrame(layout).width / (flat.current?.clientWidth || 1);
  function onPointerDown(e: PointerEvent<HTMLCanvasElement>) {
    const box = e.currentTarget.getBoundingClientRect();
    const frame = flatFrame(layout);
    const x = frame.x + (e.clientX - box.left) * mmPerPx();
    const under = (['front', 'back'] as const).find((s) => placements[s] && x >= panels[s].bleed.x && x <= panels[s].bleed.x + panels[s].bleed.width);
    const side = under ?? active;
    if (!placements[side]) return;
    setActive(side);
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, side };
  }
  function onPointerMove(e: PointerEvent<HTMLCanvasElement>) {
    const d = drag.current;
    if (!d) return;
    const k = mmPerPx();
    const dx = (e.clientX - d.x) * k;
    // A finger moves the design across only: a vertical swipe scrolls the page (touch-action: pan-y), the arrow buttons move it up and down.
    const dy = e.pointerType === 'touch' ? 0 : (e.clientY - d.y) * k;
    drag.current = { ...d, x: e.clientX, y: e.clientY };
    setPlacements((all) => ({ ...all, [d.side]: move(all[d.side]!, dx, dy) }));
    setFits((f) => ({ ...f, [d.side]: 'free' }));
  }

  function onTabKey(e: KeyboardEvent) {
    const order = ['flat', 'standing'] as const;
    const next =
      e.key === 'ArrowRight' || e.key === 'ArrowLeft' ? order[(order.indexOf(view) + 1) % 2]! : e.key === 'Home' ? 'flat' : e.key === 'End' ? 'standing' : null;
    if (!next) return;
    e.preventDefault();
    setView(next);
    tabs.current[order.indexOf(next)]?.focus();
  }

  // The proof is made from what is shown when it is asked for, whenever that is.
  const now = useRef({ assessed, windowSeen, underlay, approval });
  now.current = { assessed, windowSeen, underlay, approval };
  function proof(): Promise<File | null> {
    const made = prepareProof().finally(() => {
      if (making.current === made) making.current = null;
    });
    making.current = made;
    return made;
  }
  async function prepareProof(): Promise<File | null> {
    const { assessed: shownNow, windowSeen: seen, underlay: white, approval: details } = now.current;
    if (!shownNow.placed.front && !shownNow.placed.back) return null;
    setProblem('');
    setPreparing(true);
    // Said in two steps, the first only while the tools and fonts are still on their way.
    setSaid(m.mockup_proof_step_fetch({}, l));
    try {
      const input = {
        dimensions,
        art,
        productName: props.productName,
        templateName: props.templateName,
        sizeLabel: props.sizeLabel,
        materialLabel: props.materialLabel,
        brand: props.brand,
        layout,
        panels,
        placed: shownNow.placed,
        warnings: shownNow.warnings,
        windowSeen: seen,
        underlay: white,
        approval: details,
        locale,
        sizeWords,
      };
      // The standing picture needs neither pdf-lib nor the fonts: drawn while they are on their way.
      const picture = import('./standing').then((s) => s.standingJpeg(input));
      picture.catch(() => {});
      const { makeProof, warm } = await toolAndAhead();
      await warm(locale);
      setSaid(m.mockup_proof_step_draw({}, l));
      version.current += 1;
      const file = await makeProof({ ...input, version: version.current, picture });
      setLastProof({ file, version: version.current, madeAt: new Date().toISOString() });
      return file;
    } catch (error) {
      console.error(error);
      setProblem(m.mockup_proof_failed({}, l));
      setSaid('');
      return null;
    } finally {
      setPreparing(false);
    }
  }
  async function download() {
    // While one is being made the button stays focused and says so; a second press waits for it.
    if (preparing) return;
    const file = await proof();
    if (!file) return;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(file);
    a.download = file.name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 60_000);
    setSaid(m.mockup_proof_ready({ file: file.name }, l));
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: hands the proof maker over once per receiver; the maker reads the current state when called
  useEffect(() => props.expose?.(proof), [props.expose]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the template's names and panels are fixed for the tool's life; it reports again when what is placed changes
  useEffect(() => {
    props.onState?.({
      productName: props.templateName,
      sizeLabel: props.sizeLabel,
      placed: Object.fromEntries(
        (['front', 'back'] as const).flatMap((side) => {
          const p = assessed.placed[side];
          return p ? [[side, { file: p.design.file, placement: p.placement, panel: panels[side], fit: fits[side] ?? 'free' }]] : [];
        }),
      ),
      printing: { windowSeen, underlay },
      lastProof,
      proofInProgress: () => making.current,
      quantity: approval.quantity,
    });
  }, [assessed, fits, windowSeen, underlay, lastProof, approval.quantity, props.onState]);

  const resolution = (side: Side) => {
    const p = assessed.placed[side];
    if (!p) return '';
    const r = ppi(p.design.size, p.placement);
    if (r === null) return m.mockup_res_vector({}, l);
    return (p.design.size.vector ? m.mockup_res_vector_pictures : m.mockup_res_raster)({ ppi: Math.round(r) }, l);
  };
  const summary = (['front', 'back'] as const)
    .flatMap((side) => {
      const p = assessed.placed[side];
      if (!p) return [];
      const trim = panels[side].trim;
      return [
        m.mockup_summary_side(
          {
            side: SIDES[side],
            file: p.design.file.name,
            width: mm(p.placement.width),
            height: mm(p.placement.height),
            left: mm(p.placement.x - trim.x),
            top: mm(p.placement.y - trim.y),
            resolution: resolution(side),
          },
          l,
        ),
      ];
    })
    .join(' ');

  if (!shown) return null;
  return (
    <>
      <div role="tablist" aria-label={m.mockup_view({}, l)} className="mockup-tabs">
        {(['flat', 'standing'] as const).map((v, i) => (
          <button
            key={v}
            type="button"
            role="tab"
            id={`${id}-tab-${v}`}
            aria-controls={`${id}-panel-${v}`}
            aria-selected={view === v}
            tabIndex={view === v ? 0 : -1}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            onClick={() => setView(v)}
            onKeyDown={onTabKey}
          >
            {(v === 'flat' ? m.mockup_view_flat : m.mockup_view_standing)({}, l)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-flat`} aria-labelledby={`${id}-tab-flat`} hidden={view !== 'flat'} className="mockup-panel">
        <div
          className="mockup-stage"
          role="application"
          tabIndex={0}
          aria-roledescription={m.mockup_stage_role({}, l)}
          aria-label={m.mockup_stage_label({ side: SIDES[active] }, l)}
          aria-describedby={`${id}-summary`}
          onKeyDown={onKey}
          style={{ ['--frame-ratio' as string]: String(frame.width / frame.height) }}
        >
          <canvas
            ref={flat}
            className="mockup-canvas"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
          />
        </div>
        {notes > 0 && (
          <a className="mockup-to-notes" href={`#${id}-warnings`}>
            {m.mockup_to_notes({ count: notes }, l)}
          </a>
        )}
        <div className="mockup-controls">
          <fieldset className="mockup-sides">
            <legend>{m.mockup_moves({}, l)}</legend>
            {(['front', 'back'] as const).map((side) => (
              <label key={side}>
                <input
                  type="radio"
                  name={`${id}-side`}
                  value={side}
                  checked={active === side}
                  disabled={!assessed.placed[side]}
                  onChange={() => setActive(side)}
                />{' '}
                {SIDES[side]}
              </label>
            ))}
          </fieldset>
          <div className="mockup-buttons" role="group" aria-label={m.mockup_place_side({ side: sideWord(active, locale) }, l)}>
            <button type="button" className="btn btn-ghost" onClick={() => setFit('fill')}>
              {m.mockup_fill({}, l)}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setFit('fit')}>
              {m.mockup_fit({}, l)}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => setFit('actual')}
              disabled={!designs[active]?.size.mm}
              title={designs[active]?.size.mm ? undefined : m.mockup_actual_unknown({}, l)}
            >
              {m.mockup_actual({}, l)}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => resize(1 / SCALE_STEP)} aria-label={m.mockup_smaller({}, l)}>
              −
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => resize(SCALE_STEP)} aria-label={m.mockup_larger({}, l)}>
              +
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => nudge(-NUDGE_MM, 0)} aria-label={m.mockup_move_left({}, l)}>
              ←
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => nudge(0, -NUDGE_MM)} aria-label={m.mockup_move_up({}, l)}>
              ↑
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => nudge(0, NUDGE_MM)} aria-label={m.mockup_move_down({}, l)}>
              ↓
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => nudge(NUDGE_MM, 0)} aria-label={m.mockup_move_right({}, l)}>
              →
            </button>
          </div>
          {film !== 'white' && (
            <fieldset className="mockup-underlay">
              <legend>{m.mockup_white_ink({}, l)}</legend>
              {([true, false] as const).map((on) => (
                <label key={String(on)}>
                  <input type="radio" name={`${id}-underlay`} checked={underlay === on} onChange={() => setUnderlay(on)} />{' '}
                  {on
                    ? m.mockup_with_white({}, l)
                    : (film === 'clear' ? m.mockup_without_clear : film === 'kraft' ? m.mockup_without_kraft : m.mockup_without_foil)({}, l)}
                </label>
              ))}
            </fieldset>
          )}
          <fieldset className="mockup-overlays">
            <legend>{m.mockup_show({}, l)}</legend>
            {OVERLAYS.filter((o) => (o === 'zipper' ? art.zipper : o === 'window' ? art.window : true)).map((o) => (
              <label key={o}>
                <input
                  type="checkbox"
                  checked={overlays.has(o)}
                  onChange={(e) => {
                    const next = new Set(overlays);
                    if (e.currentTarget.checked) next.add(o);
                    else next.delete(o);
                    setOverlays(next);
                  }}
                />
                <span className="mockup-swatch" style={{ borderColor: STYLES[o].stroke ?? STYLES[o].fill }} aria-hidden="true" /> {overlayName(o, locale)}
              </label>
            ))}
          </fieldset>
          {art.window && (
            <div className="field">
              <label htmlFor={`${id}-seen`}>{m.mockup_through_window({}, l)}</label>
              <select
                id={`${id}-seen`}
                value={windowSeen}
                aria-describedby={`${id}-seen-note`}
                onChange={(e) => setWindowSeen(e.currentTarget.value as WindowSeen)}
              >
                <option value="clear">{m.mockup_seen_clear({}, l)}</option>
                <option value="kraft">{m.mockup_seen_kraft({}, l)}</option>
                <option value="foil">{m.mockup_seen_foil({}, l)}</option>
              </select>
              <p className="mockup-note" id={`${id}-seen-note`}>
                {m.mockup_window_note({}, l)}
              </p>
            </div>
          )}
        </div>
      </div>
      <div role="tabpanel" id={`${id}-panel-standing`} aria-labelledby={`${id}-tab-standing`} hidden={view !== 'standing'} className="mockup-panel">
        <canvas ref={standing} className="mockup-canvas mockup-standing" role="img" aria-label={m.mockup_standing_label({ product: props.productName }, l)} />
      </div>
      <p id={`${id}-summary`} className="visually-hidden">
        {summary} {m.mockup_notes_below({ count: assessed.warnings.length }, l)}
      </p>
      <h3 className="mockup-warnings-title" id={`${id}-warnings`} tabIndex={-1}>
        {m.mockup_prepress({}, l)}
      </h3>
      <ol className="mockup-warnings" aria-labelledby={`${id}-warnings`}>
        {assessed.warnings.map((w) => (
          <li key={w.n} data-level={w.level}>
            <span className="mockup-n" aria-hidden="true">
              {w.n}
            </span>
            <span>{w.text}</span>
          </li>
        ))}
      </ol>
      <fieldset className="mockup-approval">
        <legend>{m.mockup_approval_legend({}, l)}</legend>
        <div className="field">
          <label htmlFor={`${id}-name`}>{m.mockup_your_name({}, l)}</label>
          <input id={`${id}-name`} autoComplete="name" value={approval.name} onChange={(e) => setApproval({ ...approval, name: e.currentTarget.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-reference`}>{m.mockup_reference({}, l)}</label>
          <input id={`${id}-reference`} value={approval.reference} onChange={(e) => setApproval({ ...approval, reference: e.currentTarget.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-quantity`}>{m.mockup_quantity({}, l)}</label>
          <input
            id={`${id}-quantity`}
            inputMode="numeric"
            value={approval.quantity}
            onChange={(e) => setApproval({ ...approval, quantity: e.currentTarget.value })}
          />
        </div>
      </fieldset>
      <div className="mockup-actions">
        <button type="button" className="btn btn-primary" onClick={() => void download()} aria-disabled={preparing} aria-describedby={`${id}-proof-note`}>
          {preparing ? m.mockup_preparing({}, l) : m.mockup_download({}, l)}
        </button>
        <p className="mockup-note" id={`${id}-proof-note`}>
          {m.mockup_proof_note({}, l)}
        </p>
        {props.expose && <p className="mockup-attach">{m.mockup_attach_with_enquiry({}, l)}</p>}
      </div>
    </>
  );
}
