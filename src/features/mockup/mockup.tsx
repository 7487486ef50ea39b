import { useCallback, useEffect, useRef, useState } from 'react';
import type { Design, MockupProps, MockupState, Side } from './model';
import { AttachToQuote } from './attach-to-quote';
import { useLocale } from '@platform/i18n/locale';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { FilePicker } from '@platform/ui/FilePicker';

export type { MockupProps, PouchFacts } from './model';

export const DESIGN_ACCEPT = 'image/png,image/jpeg,image/svg+xml,application/pdf,.png,.jpg,.jpeg,.svg,.pdf';

type WorkbenchModule = typeof import('./workbench');
let workbench: Promise<WorkbenchModule> | null = null;
/** The workbench (reading, placing, checking and drawing a design), loaded once, when a design is on its way. */
function loadWorkbench(): Promise<WorkbenchModule> {
  // Only the browser loads it: the worker renders the choosers alone, and bundles none of it.
  if (!__WORKER_BUNDLE__) {
    workbench ??= import('./workbench').catch((error: unknown) => {
      workbench = null;
      throw error;
    });
    return workbench;
  }
  return Promise.reject(new Error('the workbench runs in the browser only'));
}
const prefetch = () => void loadWorkbench().catch(() => undefined);

/**
 * "Try your design": the buyer's file on this pouch, flat on the print template and standing on a
 * shelf, with prepress warnings drawn where they are, and a proof to download. The files stay in
 * this browser; nothing here sends them anywhere. This first part holds the file choosers; the
 * workbench follows once the island is live and the browser idle (or at once, when a chooser is
 * focused or pointed at or a file chosen).
 */
export function DesignMockup(props: MockupProps) {
  const { id } = props;
  const locale = useLocale();
  const [work, setWork] = useState<WorkbenchModule | null>(null);
  const [designs, setDesigns] = useState<Partial<Record<Side, Design>>>({});
  const [busy, setBusy] = useState('');
  const [problem, setProblem] = useState('');
  const [said, setSaid] = useState('');
  const inputs = useRef<Partial<Record<Side, HTMLInputElement | null>>>({});
  // The workbench's state as it last told it: what "Attach this design to my quote" keeps.
  const latest = useRef<MockupState | null>(null);
  const { onState } = props;
  const told = useCallback(
    (state: MockupState) => {
      latest.current = state;
      onState?.(state);
    },
    [onState],
  );

  async function choose(side: Side, file: File | undefined) {
    if (!file) return;
    setProblem('');
    setBusy(m.mockup_reading({ file: file.name }, { locale }));
    try {
      let module: WorkbenchModule;
      try {
        module = await loadWorkbench();
      } catch (error) {
        console.error(error);
        throw new Error(m.mockup_load_failed({}, { locale }));
      }
      module.proofToolsAhead(props.tools, file);
      const design = await module.readDesign(file, props.tools);
      setWork(() => module);
      setDesigns((d) => ({ ...d, [side]: design }));
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy('');
    }
  }

  // Once the island is live, the workbench follows when the browser is idle: by the time a file is
  // picked from the system's chooser it is here, and the island's own start stays small.
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(prefetch, 300);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(prefetch, { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a file handed in, or chosen before the island started, is taken up once
  useEffect(() => {
    if (props.initial) void choose('front', props.initial);
    // A file chosen before the island started is taken up now.
    else for (const side of ['front', 'back'] as const) void choose(side, inputs.current[side]?.files?.[0]);
  }, [props.initial]);

  const shown = Boolean(designs.front || designs.back);
  const Workbench = work?.Workbench;
  return (
    <div className="mockup" data-shown={shown ? '' : undefined}>
      {!props.initial && (
        <div className="mockup-files">
          {(['front', 'back'] as const).map((side) => (
            <div className="field" key={side}>
              <label htmlFor={`${id}-${side}-file`} id={`${id}-${side}-file-label`}>
                {(side === 'front' ? m.mockup_file_front : m.mockup_file_back)({}, { locale })}
              </label>
              <FilePicker
                button={m.mockup_choose_file({}, { locale })}
                live
                ref={(el) => {
                  inputs.current[side] = el;
                }}
                id={`${id}-${side}-file`}
                labelledBy={`${id}-${side}-file-label`}
                accept={DESIGN_ACCEPT}
                onFocus={prefetch}
                onPointerEnter={prefetch}
                onChange={(e) => void choose(side, e.currentTarget.files?.[0])}
              />
            </div>
          ))}
        </div>
      )}
      {busy && <p className="mockup-busy">{busy}</p>}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {Workbench && shown && <Workbench {...props} onState={told} designs={designs} say={setSaid} fail={setProblem} />}
      {props.line && Workbench && shown && <AttachToQuote id={id} line={props.line} state={() => latest.current} />}
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </div>
  );
}
