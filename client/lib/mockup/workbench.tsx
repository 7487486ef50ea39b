import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { dielineLayout, STYLES } from '../../../src/dieline/layout';
import { actual, assess, COLOUR_NOTE, fill, fit, madeToTemplate, move, panelOf, ppi, scale, type Placement } from '../../../src/dieline/placement';
import { OVERLAYS, type Overlay } from '../../../src/dieline/mockup';
import { filmOf, needsWhiteInk } from '../../../src/dieline/white-ink';
import { tool } from './tools';
import { drawFlat, flatFrame } from './flat';
import type { FitMode } from '../../../src/artwork/line-placement';
import type { Approval, Design, MockupProps, Numbered, Placed, ProofMade, Side, WindowSeen } from './model';

export { readDesign } from './design';

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

const OVERLAY_NAMES: Record<Overlay, string> = {
  trim: 'Trim line', bleed: 'Bleed', safe: 'Safe zone', seal: 'Seals', zipper: 'Zipper band', notch: 'Tear notches', fold: 'Gusset fold', window: 'Window outline',
};
const SIDES: Record<Side, string> = { front: 'Front', back: 'Back' };
const NUDGE_MM = 1;
const STEP_MM = 10;
const SCALE_STEP = 1.05;

const mm = (n: number) => `${Math.round(n * 10) / 10} mm`;

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
  const { id, dimensions, art } = props;
  const layout = useMemo(
    () => dielineLayout(dimensions, { zipper: art.zipper, window: art.window, productName: props.productName, sizeLabel: props.sizeLabel, brand: props.brand }),
    [dimensions, art, props.productName, props.sizeLabel, props.brand],
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
      for (const w of assess(panels[side], design.size, placement, design.lightness, { film, underlay })) warnings.push({ ...w, n: warnings.length + 1 });
    }
    if (placed.front || placed.back) warnings.push({ ...COLOUR_NOTE, n: warnings.length + 1 });
    return { placed, warnings };
  }, [designs, placements, panels, film, underlay]);
  const shown = Boolean(assessed.placed.front || assessed.placed.back);
  const frame = flatFrame(layout);
  const notes = assessed.warnings.length;

  // Each new design goes on as it was made: 1:1 when its own size is the template's (the trim's or
  // the bleed's), else filling the bleed. Placed before the browser paints, so it shows placed.
  const seen = useRef<Partial<Record<Side, Design>>>({});
  useLayoutEffect(() => {
    for (const side of ['front', 'back'] as const) {
      const design = designs[side];
      if (!design || seen.current[side] === design) continue;
      seen.current[side] = design;
      const own = madeToTemplate(panels[side], design.size) ? actual(panels[side], design.size) : null;
      setPlacements((p) => ({ ...p, [side]: own ?? fill(panels[side].bleed, design.size) }));
      setFits((f) => ({ ...f, [side]: own ? 'actual' : 'fill' }));
      setActive(side);
      setSaid(own ? `${design.file.name} placed on the ${side} at its actual size, as made to the template.` : `${design.file.name} placed on the ${side}, filling the bleed box.`);
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
    drawFlat(canvas, { layout, art, placed: assessed.placed, overlays, windowSeen, film, underlay, active, marks: assessed.warnings.flatMap((w) => (w.at ? [{ n: w.n, at: w.at }] : [])) });
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

  function update(side: Side, change: (p: Placement) => Placement, words: string, how: FitMode = 'free') {
    const p = placements[side];
    if (!p) return;
    const next = change(p);
    setPlacements((all) => ({ ...all, [side]: next }));
    setFits((f) => ({ ...f, [side]: how }));
    const trim = panels[side].trim;
    setSaid(`${SIDES[side]} design ${words}: ${mm(next.width)} x ${mm(next.height)}, its left edge ${mm(next.x - trim.x)} and top ${mm(next.y - trim.y)} from the trim line's.`);
  }
  const nudge = (dx: number, dy: number) => update(active, (p) => move(p, dx, dy), 'moved');
  const resize = (factor: number) => update(active, (p) => scale(p, factor), factor > 1 ? 'enlarged' : 'reduced');
  const setFit = (how: 'fill' | 'fit' | 'actual') => {
    const design = designs[active];
    if (!design) return;
    if (how === 'actual') {
      const own = actual(panels[active], design.size);
      if (own) update(active, () => own, 'placed at its actual size', 'actual');
      return;
    }
    update(active, () => (how === 'fill' ? fill : fit)(panels[active].bleed, design.size), how === 'fill' ? 'fills the bleed box' : 'fits inside the bleed box', how);
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
    const next = e.key === 'ArrowRight' || e.key === 'ArrowLeft' ? order[(order.indexOf(view) + 1) % 2]! : e.key === 'Home' ? 'flat' : e.key === 'End' ? 'standing' : null;
    if (!next) return;
    e.preventDefault();
    setView(next);
    tabs.current[order.indexOf(next)]?.focus();
  }

  // The proof is made from what is shown when it is asked for, whenever that is.
  const now = useRef({ assessed, windowSeen, underlay, approval });
  now.current = { assessed, windowSeen, underlay, approval };
  async function proof(): Promise<File | null> {
    const { assessed: shownNow, windowSeen: seen, underlay: white, approval: details } = now.current;
    if (!shownNow.placed.front && !shownNow.placed.back) return null;
    setProblem('');
    setPreparing(true);
    setSaid('Preparing the proof…');
    try {
      const { makeProof } = await tool('proof', props.tools.proof);
      version.current += 1;
      const file = await makeProof({
        dimensions, art, productName: props.productName, sizeLabel: props.sizeLabel, materialLabel: props.materialLabel, brand: props.brand,
        layout, panels, placed: shownNow.placed, warnings: shownNow.warnings, windowSeen: seen, underlay: white, approval: details, version: version.current,
      });
      setLastProof({ file, version: version.current, madeAt: new Date().toISOString() });
      return file;
    } catch (error) {
      console.error(error);
      setProblem('The proof could not be made in this browser. Your design is still shown; try again, or send us the file and we make the proof.');
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
    setSaid(`Proof ready and downloaded: ${file.name}.`);
  }
  useEffect(() => props.expose?.(proof), [props.expose]);
  useEffect(() => {
    props.onState?.({
      productName: props.productName,
      sizeLabel: props.sizeLabel,
      placed: Object.fromEntries((['front', 'back'] as const).flatMap((side) => {
        const p = assessed.placed[side];
        return p ? [[side, { file: p.design.file, placement: p.placement, panel: panels[side], fit: fits[side] ?? 'free' }]] : [];
      })),
      printing: { windowSeen, underlay },
      lastProof,
    });
  }, [assessed, fits, windowSeen, underlay, lastProof, props.onState]);

  const resolution = (side: Side) => {
    const p = assessed.placed[side];
    if (!p) return '';
    const r = ppi(p.design.size, p.placement);
    if (r === null) return 'vector, sharp at any size';
    return p.design.size.vector ? `vector, its pictures ${Math.round(r)} ppi at print size` : `${Math.round(r)} ppi at print size`;
  };
  const summary = (['front', 'back'] as const)
    .flatMap((side) => {
      const p = assessed.placed[side];
      if (!p) return [];
      const trim = panels[side].trim;
      return [`${SIDES[side]}: ${p.design.file.name}, ${mm(p.placement.width)} x ${mm(p.placement.height)}, its left edge ${mm(p.placement.x - trim.x)} and top ${mm(p.placement.y - trim.y)} from the trim line's, ${resolution(side)}.`];
    })
    .join(' ');

  if (!shown) return null;
  return (
        <>
          <div role="tablist" aria-label="View" className="mockup-tabs">
            {(['flat', 'standing'] as const).map((v, i) => (
              <button key={v} type="button" role="tab" id={`${id}-tab-${v}`} aria-controls={`${id}-panel-${v}`} aria-selected={view === v} tabIndex={view === v ? 0 : -1}
                ref={(el) => { tabs.current[i] = el; }} onClick={() => setView(v)} onKeyDown={onTabKey}>
                {v === 'flat' ? 'Flat, as printed' : 'Standing, on a shelf'}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${id}-panel-flat`} aria-labelledby={`${id}-tab-flat`} hidden={view !== 'flat'} className="mockup-panel">
            <div className="mockup-stage" role="application" tabIndex={0} aria-roledescription="design placement"
              aria-label={`${SIDES[active]} design on the print template. Arrow keys move it 1 mm, with Shift 10 mm; plus and minus make it larger and smaller.`}
              aria-describedby={`${id}-summary`} onKeyDown={onKey}
              style={{ ['--frame-ratio' as string]: String(frame.width / frame.height) }}>
              <canvas ref={flat} className="mockup-canvas" onPointerDown={onPointerDown} onPointerMove={onPointerMove}
                onPointerUp={() => (drag.current = null)} onPointerCancel={() => (drag.current = null)} />
            </div>
            {notes > 0 && <a className="mockup-to-notes" href={`#${id}-warnings`}>{notes} {notes === 1 ? 'note' : 'notes'} from the prepress check, numbered as on the picture</a>}
            <div className="mockup-controls">
              <fieldset className="mockup-sides">
                <legend>Moves and scales</legend>
                {(['front', 'back'] as const).map((side) => (
                  <label key={side}><input type="radio" name={`${id}-side`} value={side} checked={active === side} disabled={!assessed.placed[side]} onChange={() => setActive(side)} /> {SIDES[side]}</label>
                ))}
              </fieldset>
              <div className="mockup-buttons" role="group" aria-label={`Place the ${active} design`}>
                <button type="button" className="btn btn-ghost" onClick={() => setFit('fill')}>Fill</button>
                <button type="button" className="btn btn-ghost" onClick={() => setFit('fit')}>Fit</button>
                <button type="button" className="btn btn-ghost" onClick={() => setFit('actual')} disabled={!designs[active]?.size.mm}
                  title={designs[active]?.size.mm ? undefined : 'The file does not say its printed size'}>Actual size</button>
                <button type="button" className="btn btn-ghost" onClick={() => resize(1 / SCALE_STEP)} aria-label="Smaller">−</button>
                <button type="button" className="btn btn-ghost" onClick={() => resize(SCALE_STEP)} aria-label="Larger">+</button>
                <button type="button" className="btn btn-ghost" onClick={() => nudge(-NUDGE_MM, 0)} aria-label="Move left 1 mm">←</button>
                <button type="button" className="btn btn-ghost" onClick={() => nudge(0, -NUDGE_MM)} aria-label="Move up 1 mm">↑</button>
                <button type="button" className="btn btn-ghost" onClick={() => nudge(0, NUDGE_MM)} aria-label="Move down 1 mm">↓</button>
                <button type="button" className="btn btn-ghost" onClick={() => nudge(NUDGE_MM, 0)} aria-label="Move right 1 mm">→</button>
              </div>
              {film !== 'white' && (
                <fieldset className="mockup-underlay">
                  <legend>White ink under the design</legend>
                  {([true, false] as const).map((on) => (
                    <label key={String(on)}><input type="radio" name={`${id}-underlay`} checked={underlay === on} onChange={() => setUnderlay(on)} /> {on ? 'With white: colours as on screen' : `Without: ${film === 'clear' ? 'see-through on clear film' : film === 'kraft' ? 'colours darken on the kraft' : 'colours take on the foil'}`}</label>
                  ))}
                </fieldset>
              )}
              <fieldset className="mockup-overlays">
                <legend>Show</legend>
                {OVERLAYS.filter((o) => (o === 'zipper' ? art.zipper : o === 'window' ? art.window : true)).map((o) => (
                  <label key={o}>
                    <input type="checkbox" checked={overlays.has(o)} onChange={(e) => {
                      const next = new Set(overlays);
                      if (e.currentTarget.checked) next.add(o);
                      else next.delete(o);
                      setOverlays(next);
                    }} />
                    <span className="mockup-swatch" style={{ borderColor: STYLES[o].stroke ?? STYLES[o].fill }} aria-hidden="true" /> {OVERLAY_NAMES[o]}
                  </label>
                ))}
              </fieldset>
              {art.window && (
                <div className="field">
                  <label htmlFor={`${id}-seen`}>Through the window</label>
                  <select id={`${id}-seen`} value={windowSeen} aria-describedby={`${id}-seen-note`} onChange={(e) => setWindowSeen(e.currentTarget.value as WindowSeen)}>
                    <option value="clear">Clear film: your product</option>
                    <option value="kraft">Kraft paper</option>
                    <option value="foil">Foil</option>
                  </select>
                  <p className="mockup-note" id={`${id}-seen-note`}>The window is cut on every pouch of this kind: no ink goes there, so it is always shown.</p>
                </div>
              )}
            </div>
          </div>
          <div role="tabpanel" id={`${id}-panel-standing`} aria-labelledby={`${id}-tab-standing`} hidden={view !== 'standing'} className="mockup-panel">
            <canvas ref={standing} className="mockup-canvas mockup-standing" role="img" aria-label={`The ${props.productName} standing on a shelf with your design on its front.`} />
          </div>
          <p id={`${id}-summary`} className="visually-hidden">{summary} {assessed.warnings.length} {assessed.warnings.length === 1 ? 'note' : 'notes'} below.</p>
          <h3 className="mockup-warnings-title" id={`${id}-warnings`} tabIndex={-1}>Prepress check</h3>
          <ol className="mockup-warnings" aria-labelledby={`${id}-warnings`}>
            {assessed.warnings.map((w) => <li key={w.n} data-level={w.level}><span className="mockup-n" aria-hidden="true">{w.n}</span><span>{w.text}</span></li>)}
          </ol>
          <fieldset className="mockup-approval">
            <legend>On the proof&apos;s approval block (optional)</legend>
            <div className="field"><label htmlFor={`${id}-name`}>Your name</label><input id={`${id}-name`} autoComplete="name" value={approval.name} onChange={(e) => setApproval({ ...approval, name: e.currentTarget.value })} /></div>
            <div className="field"><label htmlFor={`${id}-reference`}>Enquiry reference</label><input id={`${id}-reference`} value={approval.reference} onChange={(e) => setApproval({ ...approval, reference: e.currentTarget.value })} /></div>
            <div className="field"><label htmlFor={`${id}-quantity`}>Quantity</label><input id={`${id}-quantity`} inputMode="numeric" value={approval.quantity} onChange={(e) => setApproval({ ...approval, quantity: e.currentTarget.value })} /></div>
          </fieldset>
          <div className="mockup-actions">
            <button type="button" className="btn btn-primary" onClick={() => void download()} aria-disabled={preparing} aria-describedby={`${id}-proof-note`}>
              {preparing ? 'Preparing…' : 'Download proof (PDF)'}
            </button>
            <p className="mockup-note" id={`${id}-proof-note`}>A sign-off PDF: the template at 1:1 with your design, and a sheet to approve with its specification and notes.</p>
            {props.expose && <p className="mockup-attach">When you send your enquiry, this proof goes with it as one more file, placed as you see it here.</p>}
          </div>
        </>
  );
}
