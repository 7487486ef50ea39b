import { Component, Suspense, createRef, lazy, useContext, useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { island } from '@platform/islands/define-island';
import { keepTyped } from './keep-typed';
import { fill, type EnquiryWords } from './words';
import { Slot, type Slots } from '@platform/islands/slot';
import { IslandIcon } from '@platform/ui/island-icon';
import { alertPath, checkPath } from '@platform/ui/paths';
import type { EnquiryField, FieldErrors } from './fields';
import { quote, useQuote, type StoredLine } from '@features/quote-and-wishlist';
import { estimateKeptLine, quoteTotal } from '@features/quote-and-wishlist';
import { ArtworkField, loadArtworkUpload, type ArtworkFiles } from '../files/artwork-field';
import { DONE_TITLE, QuoteTotal, lineFigures, type SentContact, type SentEnquiry, type SentFile, type SentLine } from './enquiry-sent';
import { EnquiryDoneOnServer } from './done-context';
import type { FormParts } from './enquiry-done';
import { formatBytes } from '../files/limits';
import { ERROR_ANCHOR, errorAnchor, type ErrorAnchor } from './error-anchor';
import { lineDesignStore, useLineDesigns, type LineDesign, type LinePlacement } from '@features/quote-and-wishlist';
import { useLocale } from '@platform/i18n/locale';
import { baseLocale, localePath, type Locale } from '@platform/i18n/locales';
import { latinLang } from '@platform/i18n/latin-lang';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** A quote line the form sends: the server's from the address, or the browser's stored ones. */
export type FormLine = StoredLine;

/** One visible field: its label and the native checks the browser runs before anything is sent. */
export interface EnquiryFieldSpec {
  label: string;
  placeholder: string;
  maxLength: number;
  minLength?: number;
  type?: 'text' | 'email' | 'tel';
  /** The keyboard a phone shows: digits for the PIN code. */
  inputMode?: 'numeric';
  autoComplete?: string;
  /** Given for the one field a buyer may leave empty (the delivery PIN code): no `required`, labelled optional. */
  optional?: boolean;
  /** Given for the message box, which is a textarea. */
  rows?: number;
  /**
   * What the browser's own check says when it stops the form, in the page's language (the
   * server's words for the same faults) rather than the browser's: empty, malformed, too short or long.
   */
  says: FieldSays;
}

/** A field's words for each fault the browser's checks find. */
export interface FieldSays {
  missing: string;
  invalid?: string;
  short?: string;
  long?: string;
}

/** The words for the first fault the browser found in `el`, or '' when it found none of ours. */
export function sayFault(validity: ValidityState, says: FieldSays): string {
  if (validity.valueMissing) return says.missing;
  if (validity.typeMismatch || validity.patternMismatch || validity.badInput) return says.invalid ?? '';
  if (validity.tooShort) return says.short ?? '';
  if (validity.tooLong) return says.long ?? '';
  return '';
}

export interface EnquiryResult {
  kind: 'success' | 'error';
  message: string;
}

export interface EnquiryFormProps {
  /** Where the island sends the enquiry as JSON. */
  endpoint: string;
  fields: Record<EnquiryField, EnquiryFieldSpec>;
  submitLabel: string;
  /** The button's text while the enquiry is on its way. */
  sendingLabel: string;
  /** Shown when no answer comes or the answer is not JSON. */
  failure: string;
  /** The longer sentences, in the page's language, with gaps for their values. */
  words: EnquiryWords;
  /** What the server shows after a plain post: values kept, errors beside their fields, the result. */
  values: Partial<Record<EnquiryField, string>>;
  errors: FieldErrors;
  result?: EnquiryResult;
  idempotencyKey: string;
  /** The signed time the form was shown (minimum fill time). */
  startedAt: string;
  sourcePage: string;
  /**
   * The quote's lines the server knows of: one from a size's "Request a quote", or those of a
   * plain post shown again. In the browser they join the stored quote, which the form then shows
   * and sends.
   */
  lines: FormLine[];
  /** The address gave no quantity: a line joins the stored quote only when its size is not there yet. */
  keepStored?: boolean;
  /**
   * What a plain post just sent, shown in place of the form with its success: the reference, and
   * to the browser that sent it the details, the message, the lines and the files.
   */
  sent?: SentEnquiry;
  /**
   * `privacy`: the note beside the button; `note`: what the address started, shown until the enquiry
   * is sent; `next`: what happens after sending, under the confirmation (kept hidden in the form, so a
   * form sent with JavaScript has its words without carrying them in its code).
   */
  slots: Slots<'privacy' | 'note' | 'next'>;
}

const id = (field: string) => `enquiry-${field}`;
const newKey = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
type Control = HTMLInputElement | HTMLTextAreaElement;
const quoted = (names: string[]) => names.map((n) => `“${n}”`).join(', ');

/** Why the enquiry waits: the files still uploading, by name. */
const waitMessage = (names: string[], w: EnquiryWords) =>
  names.length === 1 ? fill(w.waitingOne, { name: quoted(names) }) : fill(w.waitingMany, { count: names.length });

/** Why the enquiry did not go: a refused file must be removed; one whose upload stopped may be tried again. */
function notUploaded(failed: { name: string; refused: boolean }[], w: EnquiryWords): string {
  const refused = failed.filter((f) => f.refused).map((f) => f.name);
  const stopped = failed.filter((f) => !f.refused).map((f) => f.name);
  return [
    refused.length ? fill(refused.length === 1 ? w.refusedOne : w.refusedMany, { names: quoted(refused) }) : '',
    stopped.length ? fill(stopped.length === 1 ? w.stoppedOne : w.stoppedMany, { names: quoted(stopped) }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The lines as the buyer reads them, each with its estimate from the size's tiers (a custom size's indicative price), and the total. */
function readLines(lines: FormLine[]): { lines: SentLine[]; total: number; onRequest: number; indicative: number } {
  const estimates = lines.map(estimateKeptLine);
  return {
    lines: lines.map((l, i) => {
      const e = estimates[i]!;
      return {
        name: l.name,
        weight: l.weight,
        quantity: l.quantity,
        note: l.note,
        estimate: e.kind === 'priced' ? e.total : null,
        indicative: e.kind === 'priced' && e.indicative,
      };
    }),
    ...quoteTotal(estimates),
  };
}

const sameLine = (a: { product: string; size: string }, b: { product: string; size: string }) => a.product === b.product && a.size === b.size;

/** A line design's file uploaded for this form: by the form's key, the line, when it was kept, and which file. */
/** A line's designs as its summary says them: the one design, or the front's and the back's; with their proof or without. */
function designWords(d: LineDesign, w: EnquiryWords): string {
  const [front, back] = (['front', 'back'] as const).map((side) => d.sides.find((s) => s.placement.panel === side)?.design.name ?? '');
  if (front && back) return d.proof ? fill(w.designsWithProof, { front, back, proof: d.proof.name }) : fill(w.designsNoProof, { front, back });
  const design = d.sides[0]!.design.name;
  return d.proof ? fill(w.designWithProof, { design, proof: d.proof.name }) : fill(w.designNoProof, { design });
}

const designUploadKey = (form: string, d: LineDesign, which: 'front' | 'back' | 'proof') => `${form}|${d.line.product}/${d.line.size}|${d.savedAt}|${which}`;

/**
 * The enquiry form. Without JavaScript, or until it is live, it posts to
 * /contactus and the server answers with this form again, or, once stored, with the confirmation.
 * Live, it sends the enquiry as JSON: idle → sending (button disabled, 'Sending...') → result. A
 * message containing 'successfully' replaces the form by the confirmation (green with a check: the
 * reference, the details, the message, the lines and the files, focus on its heading), whose "Send
 * another enquiry" brings back an empty form; any other shows red and keeps the fields, with the
 * server's field errors beside their fields and focus on the first; no answer or one that is not
 * JSON shows the fixed failure text and logs the error. The browser's native checks run first
 * (no submit event until they pass); the server decides.
 */
export default island(
  'enquiry-form',
  function EnquiryForm(props: EnquiryFormProps) {
    const { fields } = props;
    const locale = useLocale();
    const l = { locale };
    const contact = localePath(locale, '/contactus');
    const [errors, setErrors] = useState(props.errors);
    const [result, setResult] = useState(props.result);
    const [key, setKey] = useState(props.idempotencyKey);
    // Waiting for uploads (with the files' names), then sending.
    const [phase, setPhase] = useState<{ waiting: string[] } | 'sending' | null>(null);
    const sending = phase !== null;
    const [sent, setSent] = useState(props.sent);
    // Fields are uncontrolled, so nothing typed before the island is live is lost; a new round
    // mounts them again empty after a success.
    const [round, setRound] = useState(0);
    const [defaults, setDefaults] = useState(props.values);
    const controls = useRef<Partial<Record<EnquiryField, Control | null>>>({});
    const button = useRef<HTMLButtonElement>(null);
    const formElement = useRef<HTMLFormElement>(null);
    // The form's height when the confirmation replaced it: the confirmation keeps it, so nothing below moves.
    const [hold, setHold] = useState<number>();
    const busy = useRef(false);
    const firstError = (Object.keys(fields) as EnquiryField[]).find((f) => errors[f]);
    const waiting = phase !== null && phase !== 'sending' ? phase.waiting : null;
    // Where a plain post lands: the first thing at fault, in the form's order.
    const landing = firstError ?? (errors.items ? 'items' : errors.files ? 'files' : result?.kind === 'error' ? 'status' : undefined);
    const anchor = (at: typeof landing) => (at === landing ? errorAnchor : undefined);
    const EnquiryDone = useContext(EnquiryDoneOnServer) ?? FetchedDone;
    const stored = useQuote();
    const [live, setLive] = useState(false);
    // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: the server's lines join the stored quote once
    useEffect(() => {
      const had = quote.read();
      for (const line of props.lines) if (!props.keepStored || !had.some((l) => l.product === line.product && l.size === line.size)) quote.put(line);
      setLive(true);
    }, []);
    const lines = live ? stored : props.lines;
    const artwork = useRef<ArtworkFiles | null>(null);
    const { designs: kept, problem: designProblem } = useLineDesigns(live && lines.length > 0);
    const designs = kept.filter((d) => lines.some((l) => sameLine(l, d.line)));
    /** The line designs uploaded for this form, so a form sent again after an error does not upload them twice. */
    const designUploads = useRef(new Map<string, SentFile & { id: string }>());

    /**
     * Uploads each line's designs (every side, each with its placement) and their proof, named for
     * their line, in the quote's order; those uploaded for this form already are not sent again.
     */
    async function uploadDesigns(form: string): Promise<{ files: (SentFile & { id: string })[]; failed: string[] }> {
      const files: (SentFile & { id: string })[] = [];
      const failed: string[] = [];
      if (!designs.length) return { files, failed }; // and the uploader is not fetched for none
      const { uploadArtwork } = await loadArtworkUpload();
      for (const [i, line] of lines.entries()) {
        const d = designs.find((x) => sameLine(x.line, line));
        if (!d) continue;
        const to = { product: line.product, size: line.size };
        const parts: (readonly [which: 'front' | 'back' | 'proof', file: File | null, placement?: LinePlacement])[] = [
          ...d.sides.map((side) => [side.placement.panel, side.design, side.placement] as const),
          ['proof', d.proof],
        ];
        for (const [which, file, placement] of parts) {
          if (!file) continue;
          const key = designUploadKey(form, d, which);
          const earlier = designUploads.current.get(key);
          if (earlier) {
            files.push(earlier);
            continue;
          }
          const outcome = await uploadArtwork(file, form, [to], { opened() {}, progress() {}, retrying() {} }, new AbortController().signal, {
            line: to,
            ...(placement ? { placement } : {}),
          });
          if (!outcome.ok) {
            failed.push(
              `${fill(props.words.designFailed, { name: file.name, line: i + 1, reason: outcome.message })}${outcome.refused ? props.words.designRefusedHint : ''}`,
            );
            continue;
          }
          const sent = { id: outcome.id, name: file.name, bytes: file.size, notes: outcome.notes };
          designUploads.current.set(key, sent);
          files.push(sent);
        }
      }
      return { files, failed };
    }

    async function send(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      const form = event.currentTarget;
      if (busy.current) return;
      busy.current = true;
      // The enquiry goes once its files are all uploaded, and says so while it waits; a file that did not upload stops it.
      const designNames = designs.flatMap((d) => [...d.sides.map((side) => side.design.name), ...(d.proof ? [d.proof.name] : [])]);
      const waiting = [...(artwork.current?.waitingFor() ?? []), ...designNames];
      setSent(undefined);
      setPhase(waiting.length ? { waiting } : 'sending');
      // The confirmation is on its way while the files settle and the enquiry goes.
      const done = loadDone();
      const [chosen, ofLines] = await Promise.all([artwork.current ? artwork.current.settle() : { files: [] }, uploadDesigns(key)]);
      const chosenFailed = 'failed' in chosen ? chosen.failed : [];
      const settled: { failed: string } | { files: typeof ofLines.files } =
        chosenFailed.length || ofLines.failed.length
          ? { failed: [...(chosenFailed.length ? [notUploaded(chosenFailed, props.words)] : []), ...ofLines.failed].join(' ') }
          : { files: [...('files' in chosen ? chosen.files : []), ...ofLines.files] };
      const typed = new FormData(form);
      setPhase('sending');
      let next: { errors?: FieldErrors; result: EnquiryResult; sent?: SentEnquiry };
      if ('failed' in settled) {
        const message = settled.failed;
        next = { errors: { files: message }, result: { kind: 'error', message } };
      } else
        try {
          const files = settled.files;
          // The page's language, for the answer's words: in the address for what is said before the body is read, and in the body.
          const res = await fetch(locale === baseLocale ? props.endpoint : `${props.endpoint}?locale=${locale}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({
              ...Object.fromEntries([...typed].filter(([k]) => !k.startsWith('item-') && !k.startsWith('artwork'))),
              ...(lines.length ? { items: lines.map(({ product, size, quantity, note }) => ({ product, size, quantity, note })) } : {}),
              ...(files.length ? { files: files.map((f) => f.id) } : {}),
              locale,
            }),
          });
          const answer = (await res.json()) as { message?: unknown; errors?: FieldErrors; reference?: unknown } | null;
          const message = answer?.message;
          if (typeof message !== 'string') throw new TypeError(`Answer ${res.status} carries no message`);
          // Stored: the answer carries the reference (and, in English, the word 'successfully').
          const success = (res.ok && typeof answer!.reference === 'string' && answer!.reference !== '') || message.includes('successfully');
          next = { errors: success ? {} : (answer!.errors ?? {}), result: { kind: success ? 'success' : 'error', message } };
          // What went, as the buyer wrote and chose it: the form gives way to the confirmation, which repeats it.
          if (success)
            next.sent = {
              reference: String(answer!.reference ?? ''),
              contact: contactOf(typed),
              ...readLines(lines),
              files: files.map(({ id: _, ...f }) => f),
            };
        } catch (error) {
          console.error('The enquiry could not be sent:', error);
          next = { result: { kind: 'error', message: props.failure } };
        }
      // The confirmation's module, there before it replaces the form (so focus finds its heading);
      // if it could not be fetched, it is asked for once more as the confirmation shows, and should
      // that fail too, DoneOrPlain shows the stored enquiry's title and message in its place.
      if (next.result.kind === 'success') await done.catch(() => {});
      // Committed at once, so focus lands on fields that already carry their errors.
      flushSync(() => {
        if (next.errors) setErrors(next.errors);
        setResult(next.result);
        setPhase(null);
        if (next.result.kind === 'success') {
          setSent(next.sent);
          setHold(formElement.current?.getBoundingClientRect().height);
          // The next enquiry from this page is a new one.
          setKey(newKey());
          setDefaults({});
          setRound((r) => r + 1);
          // The quote, its designs and the files went with it.
          if (lines.length) quote.clear();
          designUploads.current.clear();
          if (designs.length) void lineDesignStore().then(({ removeLineDesigns }) => removeLineDesigns(designs.map((d) => d.line)));
        }
      });
      busy.current = false;
      const invalid = next.errors && (Object.keys(fields) as EnquiryField[]).find((f) => next.errors![f]);
      // Sent: focus on the confirmation's heading, as on the page a plain post lands on.
      if (next.result.kind === 'success') document.getElementById(DONE_TITLE)?.focus();
      else if (invalid) controls.current[invalid]?.focus();
      else if (next.errors?.files) document.getElementById('enquiry-artwork')?.focus();
      else if (document.activeElement === document.body) button.current?.focus();
    }

    /** "Send another enquiry": an empty form in place of the confirmation, focus in its first field. */
    function another(event: MouseEvent<HTMLAnchorElement>) {
      event.preventDefault();
      flushSync(() => {
        setResult(undefined);
        setSent(undefined);
        setErrors({});
        setHold(undefined);
        setDefaults({});
        setRound((r) => r + 1);
      });
      // The address of a plain post's confirmation would show it again on a reload.
      if (new URL(location.href).searchParams.has('sent')) history.replaceState(history.state, '', contact);
      controls.current.name?.focus();
    }

    if (result?.kind === 'success' && sent)
      return (
        <DoneOrPlain title={m.enquiry_done_title({ reference: sent.reference }, { locale })} message={result.message}>
          <Suspense>
            <EnquiryDone
              parts={doneParts(locale)}
              message={result.message}
              sent={sent}
              next={props.slots.next}
              minHeight={hold}
              onAnother={another}
              contact={contact}
            />
          </Suspense>
        </DoneOrPlain>
      );

    const field = (name: EnquiryField): ReactNode => {
      const { label, rows, says, optional, ...native } = fields[name];
      const error = errors[name];
      const control = {
        id: id(name),
        name,
        required: !optional,
        ...native,
        // The browser's check stops the form in the page's words: set as it fails, cleared as the field changes.
        onInvalid: (event: FormEvent<Control>) => {
          const el = event.currentTarget;
          el.setCustomValidity('');
          el.setCustomValidity(sayFault(el.validity, says));
        },
        onInput: (event: FormEvent<Control>) => event.currentTarget.setCustomValidity(''),
        defaultValue: defaults[name] ?? '',
        'aria-invalid': error ? ('true' as const) : undefined,
        'aria-describedby': error ? `${id(name)}-error` : undefined,
        autoFocus: name === firstError || undefined,
        ref: (el: Control | null) => {
          controls.current[name] = el;
        },
      };
      return (
        <div key={`${name}-${round}`} className={`field field-${name}`} {...anchor(name)}>
          <label htmlFor={id(name)}>
            {label}
            {optional ? (
              <span className="optional">{` ${m.enquiry_optional({}, l)}`}</span>
            ) : (
              <span className="req" aria-hidden="true">
                {' *'}
              </span>
            )}
          </label>
          {rows ? <textarea {...control} rows={rows} /> : <input {...control} />}
          <p className="field-error" id={`${id(name)}-error`} data-error-for={name} hidden={!error}>
            <IslandIcon d={alertPath} size={16} />
            <span>{error}</span>
          </p>
        </div>
      );
    };

    return (
      <form
        ref={formElement}
        id="enquiry-form"
        className="enquiry-form"
        method="post"
        action={`${contact}#${ERROR_ANCHOR}`}
        encType="multipart/form-data"
        aria-busy={sending || undefined}
        onSubmit={send}
      >
        {/* What the address started is said until the enquiry is sent; then the form is a new one. */}
        {props.slots.note && round === 0 && <Slot name="note" content={props.slots.note} />}
        {field('name')}
        <div className="field-row">
          {field('email')}
          {field('phone')}
        </div>
        {field('pincode')}
        {field('message')}
        <QuoteLines
          lines={lines}
          error={errors.items}
          live={live}
          anchor={anchor('items')}
          designs={designs}
          designProblem={designProblem}
          words={props.words}
        />

        <div className="hp" aria-hidden="true">
          <label htmlFor="enquiry-website">{m.enquiry_honeypot({}, l)}</label>
          <input id="enquiry-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <input type="hidden" name="idempotencyKey" value={key} />
        <input type="hidden" name="startedAt" value={props.startedAt} />
        <input type="hidden" name="sourcePage" value={props.sourcePage} />
        {/* After every text field: a plain post streams its files last. */}
        <ArtworkField
          key={round}
          live={live}
          formKey={key}
          sizes={lines.map(({ product, size }) => ({ product, size }))}
          lines={lines.map(({ product, size, name, weight }) => ({ product, size, name, weight }))}
          error={errors.files}
          anchor={anchor('files')}
          control={(api) => {
            artwork.current = api;
          }}
          words={props.words}
        />

        <div className="form-actions">
          <button ref={button} type="submit" className="btn btn-accent btn-send" data-submit="" disabled={sending}>
            {waiting
              ? waiting.length === 1
                ? m.enquiry_waiting_upload({}, l)
                : m.enquiry_waiting_uploads({}, l)
              : sending
                ? props.sendingLabel
                : props.submitLabel}
          </button>
          <Slot name="privacy" content={props.slots.privacy} />
        </div>
        <div hidden>
          <Slot name="next" content={props.slots.next} />
        </div>
        <div id="enquiry-status" className="form-status" role="status" data-status="" data-kind={waiting ? 'waiting' : result?.kind} {...anchor('status')}>
          <IslandIcon d={checkPath} size={20} className="status-icon status-success" />
          <IslandIcon d={alertPath} size={20} className="status-icon status-error" />
          <span>{waiting ? waitMessage(waiting, props.words) : result?.message}</span>
        </div>
      </form>
    );
  },
  { beforeHydrate: keepTyped },
);

/**
 * The confirmation (./enquiry-done.tsx), which only a sent enquiry shows: the browser fetches it as
 * the buyer sends the form, beside the enquiry's own request, or, on a plain post's page, as the
 * island starts. The worker renders the one its page gives (./done-context.ts): a dynamic import
 * in its bundle would make the bundler wrap every module the two share in a lazy initialiser.
 */
let doneModule: Promise<typeof import('./enquiry-done')> | undefined;
let doneLoaded: typeof import('./enquiry-done') | undefined;
const loadDone = (): Promise<typeof import('./enquiry-done')> =>
  __WORKER_BUNDLE__
    ? Promise.reject(new Error('the worker renders the confirmation its page gives'))
    : (doneModule ??= import('./enquiry-done').then(
        (done) => (doneLoaded = done),
        (error: unknown) => {
          doneModule = undefined; // asked for again by the next try
          throw error;
        },
      ));
type Done = { default: typeof import('./enquiry-done').EnquiryDone };
/**
 * Once the module is there (the form waits for it before the confirmation shows), a thenable that
 * answers at once: React then renders the confirmation in the same commit, with its heading to focus,
 * not a frame later.
 */
const FetchedDone = lazy(() => {
  const done = doneLoaded;
  if (!done) return loadDone().then((m): Done => ({ default: m.EnquiryDone }));
  return { then: (resolve: (m: Done) => void) => resolve({ default: done.EnquiryDone }) } as unknown as Promise<Done>;
});
/**
 * The enquiry is stored once the form shows its confirmation. Should the confirmation's module not
 * arrive (the network gone as the enquiry went: a failed module fetch is not asked for again), the
 * buyer still reads that it was sent, with its reference, in the form's place, focus on the heading.
 */
class DoneOrPlain extends Component<{ title: string; message: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  heading = createRef<HTMLHeadingElement>();
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidUpdate(_: unknown, before: { failed: boolean }) {
    // Later than the form's own focus on the heading, which found none while the module was awaited.
    if (this.state.failed && !before.failed) this.heading.current?.focus();
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="enquiry-done" aria-labelledby={DONE_TITLE}>
        <h3 id={DONE_TITLE} className="enquiry-done-title" tabIndex={-1} ref={this.heading}>
          {this.props.title}
        </h3>
        <p id="enquiry-status" className="form-status" role="status" data-status="" data-kind="success">
          {this.props.message}
        </p>
      </section>
    );
  }
}

/** What the confirmation writes as the form does. */
const doneParts = (locale: Locale): FormParts => ({
  QuoteTotal,
  lineFigures,
  formatBytes,
  linesHeading: (count) => m.enquiry_quote_lines({ count }, { locale }),
  titleId: DONE_TITLE,
});

/** Who sent the enquiry and what they wrote, as the form held it when it went. */
function contactOf(form: FormData): SentContact {
  const value = (key: string) => String(form.get(key) ?? '').trim();
  const pincode = value('pincode');
  return { name: value('name'), email: value('email'), phone: value('phone'), ...(pincode ? { pincode } : {}), message: value('message') };
}

/**
 * The quote's lines inside the form: what will be sent, each with its estimate from the size's
 * price tiers, and the total; as hidden fields, so a plain post carries them too.
 */
function QuoteLines({
  lines,
  error,
  live,
  anchor,
  designs,
  designProblem,
  words,
}: {
  lines: FormLine[];
  error?: string;
  live: boolean;
  anchor?: ErrorAnchor;
  designs: LineDesign[];
  designProblem: string;
  words: EnquiryWords;
}) {
  const locale = useLocale();
  const l = { locale };
  if (!lines.length && !error) return null;
  const read = readLines(lines);
  return (
    <div className="quote-lines" role="group" {...anchor} aria-labelledby="quote-lines-title" aria-describedby={error ? 'enquiry-items-error' : undefined}>
      <p className="quote-lines-title" id="quote-lines-title">
        {m.enquiry_quote_lines({ count: lines.length }, l)}
      </p>
      {lines.length > 0 && (
        <>
          <ul className="quote-summary">
            {lines.map((line, i) => (
              <li key={`${line.product}/${line.size}`}>
                <a href={localePath(locale, line.link)} lang={latinLang(line.name, locale)}>
                  {line.name}
                </a>
                , {line.weight}
                <span className="quote-summary-figures">{lineFigures(read.lines[i]!, locale)}</span>
                {/* Without JavaScript (CSS shows it only then) the line's quantity is changed here and
                    sent with the form; with JavaScript the quote page changes it, and the form sends
                    the lines it holds. */}
                <span className="quote-summary-qty">
                  <label htmlFor={`item-quantity-${i}`}>{words.lineQuantity}</label>
                  <input id={`item-quantity-${i}`} name="item-quantity" inputMode="numeric" defaultValue={line.quantity} />
                </span>
                {(() => {
                  const d = designs.find((x) => sameLine(x.line, line));
                  return (
                    d && (
                      <span className="quote-summary-design" data-line-design="">
                        {designWords(d, words)}
                      </span>
                    )
                  );
                })()}
              </li>
            ))}
          </ul>
          <QuoteTotal total={read.total} onRequest={read.onRequest} indicative={read.indicative} lines={lines.length} />
          {designProblem && (
            <p className="quote-design-problem" role="alert">
              {designProblem}
            </p>
          )}
        </>
      )}
      {lines.map((line) => (
        <span key={`${line.product}/${line.size}`} hidden>
          <input type="hidden" name="item-product" value={line.product} />
          <input type="hidden" name="item-size" value={line.size} />
          <input type="hidden" name="item-note" value={line.note} />
        </span>
      ))}
      <p className="field-error" id="enquiry-items-error" data-error-for="items" hidden={!error}>
        <IslandIcon d={alertPath} size={16} />
        <span>{error}</span>
      </p>
      {live && (
        <p className="small">
          <a href={localePath(locale, '/quote')}>{m.enquiry_change_quote({}, l)}</a>
          {m.enquiry_change_quote_what({}, l)}
        </p>
      )}
    </div>
  );
}
