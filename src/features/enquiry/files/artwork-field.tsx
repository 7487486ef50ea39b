import { fill, type EnquiryWords } from '../intake/words';
import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { IslandIcon } from '@platform/ui/island-icon';
import { FilePicker } from '@platform/ui/FilePicker';
import { alertPath } from '@platform/ui/paths';
import { acceptAttribute, acceptedKinds, artworkLimits, artworkLineField, formatBytes } from './limits';
import { useLocale } from '@platform/i18n/locale';
import { latinLang } from '@platform/i18n/latin-lang';
import { baseLocale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import type { Chosen } from './artwork-list';
import type { UploadOutcome } from './artwork-upload';
import type { SentFile } from '../intake/enquiry-sent';
import type { ErrorAnchor } from '../intake/error-anchor';

/**
 * The uploader, fetched when a file is chosen; the browser's alone. The worker renders this field
 * but never uploads: a dynamic import left in its bundle would make the bundler wrap every module
 * the two share in a lazy initialiser, which a cold isolate pays for at startup.
 */
export const loadArtworkUpload = (): Promise<typeof import('./artwork-upload')> =>
  __WORKER_BUNDLE__ ? Promise.reject(new Error('files are uploaded by the browser only')) : import('./artwork-upload');

/** The form's view of the field: what is still uploading, and how the uploads ended. */
export interface ArtworkFiles {
  /** The names of the files still uploading or being checked. */
  waitingFor(): string[];
  /**
   * Waits for the uploads under way; then the uploaded files with their ids, or the files that
   * did not upload: `refused` by the worker (sending again would not help) or stopped (it may).
   */
  settle(): Promise<{ files: (SentFile & { id: string })[] } | { failed: { name: string; refused: boolean }[] }>;
}

let keys = 0;
/**
 * The list of chosen files with their progress and actions, fetched as the first file is chosen,
 * beside the uploader; the browser's alone, as the uploader is.
 */
const ArtworkList = lazy(
  (): Promise<typeof import('./artwork-list')> =>
    __WORKER_BUNDLE__ ? Promise.reject(new Error('files are listed by the browser only')) : import('./artwork-list'),
);

/**
 * The artwork field of the enquiry form. Without JavaScript it is a plain multiple file input,
 * posted with the form (90 MB in all). Live, each chosen file uploads at once, in parts, with a
 * progress bar, while the visitor types; it can be removed, and a failed one tried again.
 */
export function ArtworkField({
  live,
  formKey,
  sizes,
  lines = [],
  error,
  anchor,
  control,
  words,
}: {
  live: boolean;
  formKey: string;
  sizes: { product: string; size: string }[];
  /**
   * The quote's lines, named: each has a file field of its own, so the buyer says which line a
   * file is for (a plain post names it in the field, an upload names it when it completes). A
   * design kept with a line in the browser goes separately, from the form.
   */
  lines?: { product: string; size: string; name: string; weight: string }[];
  error?: string;
  /** Given when the form's first error is this field's: where a plain post lands. */
  anchor?: ErrorAnchor;
  control: (api: ArtworkFiles) => void;
  /** The form's longer sentences, from the server (EnquiryWords). */
  words: EnquiryWords;
}) {
  const locale = useLocale();
  const l = { locale };
  const english = locale === baseLocale ? undefined : 'en';
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [said, setSaid] = useState('');
  const running = useRef(new Map<number, { stop: AbortController; done: Promise<UploadOutcome> }>());
  /** How each finished upload ended, by file: known as it ends, before the list shows it. */
  const ended = useRef(new Map<number, UploadOutcome>());
  const input = useRef<HTMLInputElement>(null);
  /** Each quote line's file input, by `product/size`. */
  const lineInputs = useRef(new Map<string, HTMLInputElement>());
  /** The artwork whose mock-up is open, the proof maker it handed over, and the proof file sent for it last. */
  const [trying, setTrying] = useState<number | null>(null);
  const proofMaker = useRef<{ of: number; make: () => Promise<File | null> } | null>(null);
  const proofSent = useRef(new Map<number, Chosen>());
  /** A chosen file's name and size: listed at once, and heading its entry once the list has come. */
  const fileHead = (c: Chosen) => (
    <>
      <span className="artwork-name" lang={latinLang(c.file.name, locale)}>
        {c.file.name}
      </span>
      <span className="artwork-size">{formatBytes(c.file.size)}</span>
    </>
  );
  const patch = (key: number, change: Partial<Chosen>) => setChosen((all) => all.map((c) => (c.key === key ? { ...c, ...change } : c)));

  function start(c: Chosen) {
    const stop = new AbortController();
    const done = loadArtworkUpload().then(({ uploadArtwork }) =>
      uploadArtwork(
        c.file,
        formKey,
        c.line ? [c.line] : sizes,
        {
          opened: (id, token) => patch(c.key, { id, token }),
          progress: (sent) => patch(c.key, { sent, state: sent >= c.file.size ? 'checking' : 'uploading' }),
          retrying: () => patch(c.key, { state: 'retrying' }),
        },
        stop.signal,
        c.line ? { line: c.line } : undefined,
      ),
    );
    running.current.set(c.key, { stop, done });
    ended.current.delete(c.key);
    void done.then((outcome) => {
      if (running.current.get(c.key)?.done !== done) return;
      running.current.delete(c.key);
      ended.current.set(c.key, outcome);
      if (outcome.ok) {
        patch(c.key, { state: 'done', sent: c.file.size, notes: outcome.notes, id: outcome.id });
        const warning = outcome.notes.find((n) => n.level === 'warning');
        setSaid(`${m.enquiry_art_uploaded({ name: c.file.name }, l)}${warning ? ` ${warning.text}` : ''}`);
      } else {
        patch(c.key, { state: 'failed', message: outcome.message, refused: outcome.refused });
        setSaid(m.enquiry_art_failed({ name: c.file.name, reason: outcome.message }, l));
      }
    });
  }

  function choose(files: FileList | null, line?: { product: string; size: string }) {
    if (!files?.length) return;
    const room = artworkLimits.files - chosen.length;
    const picked = [...files]
      .slice(0, Math.max(0, room))
      .map((file): Chosen => ({ key: ++keys, file, sent: 0, state: 'uploading', ...(line ? { line: { product: line.product, size: line.size } } : {}) }));
    if (files.length > room) setSaid(fill(words.artTooMany, { max: artworkLimits.files, count: files.length - Math.max(0, room) }));
    setChosen((all) => [...all, ...picked]);
    picked.forEach(start);
    // The files now live in the list above; the inputs are free for more.
    if (input.current) input.current.value = '';
    for (const el of lineInputs.current.values()) el.value = '';
  }

  function remove(c: Chosen) {
    if (trying === c.key) setTrying(null);
    running.current.get(c.key)?.stop.abort();
    running.current.delete(c.key);
    ended.current.delete(c.key);
    // A refused file is gone from the worker already.
    if (c.id && c.token && !c.refused) void loadArtworkUpload().then(({ removeArtwork }) => removeArtwork(c.id!, c.token!));
    setChosen((all) => all.filter((o) => o.key !== c.key));
    setSaid(m.enquiry_art_removed({ name: c.file.name }, l));
    input.current?.focus();
  }

  // Files chosen before the form was live are taken up by it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form goes live: files chosen before then are taken up once
  useEffect(() => {
    if (!live) return;
    choose(input.current?.files ?? null);
    for (const [key, el] of lineInputs.current)
      choose(
        el.files,
        lines.find((l) => `${l.product}/${l.size}` === key),
      );
  }, [live]);

  const list = useRef(chosen);
  list.current = chosen;
  useEffect(() => {
    control({
      waitingFor: () => list.current.filter((c) => running.current.has(c.key)).map((c) => c.file.name),
      async settle() {
        // The proof of the artwork tried on the pouch goes with it, made now, as it is placed now;
        // a proof sent with an earlier try of the same artwork gives way to it.
        const fresh: Chosen[] = [];
        const maker = proofMaker.current;
        const proof = maker && list.current.some((c) => c.key === maker.of) ? await maker.make() : null;
        const earlier = maker && proofSent.current.get(maker.of);
        if (proof && maker) {
          if (earlier) {
            running.current.get(earlier.key)?.stop.abort();
            running.current.delete(earlier.key);
            if (earlier.id && earlier.token) void loadArtworkUpload().then(({ removeArtwork }) => removeArtwork(earlier.id!, earlier.token!));
            setChosen((all) => all.filter((o) => o.key !== earlier.key));
          }
          const c: Chosen = { key: ++keys, file: proof, sent: 0, state: 'uploading' };
          proofSent.current.set(maker.of, c);
          fresh.push(c);
          setChosen((all) => [...all, c]);
          start(c);
        }
        await Promise.all([...running.current.values()].map((r) => r.done));
        // Each upload's own handler above ran first (it was attached first), so every file has ended.
        const files: (SentFile & { id: string })[] = [];
        const failed: { name: string; refused: boolean }[] = [];
        const listed = list.current.filter((o) => !proof || o.key !== earlier?.key);
        for (const c of [...listed, ...fresh.filter((f) => !listed.some((o) => o.key === f.key))]) {
          const outcome = ended.current.get(c.key);
          if (outcome?.ok) files.push({ id: outcome.id, name: c.file.name, bytes: c.file.size, notes: outcome.notes });
          else failed.push({ name: c.file.name, refused: outcome?.refused ?? false });
        }
        return failed.length ? { failed } : { files };
      },
    });
  });

  return (
    <div className="field field-artwork" {...anchor}>
      <label htmlFor="enquiry-artwork" id="enquiry-artwork-label">
        {m.enquiry_label_files({}, l)} <span className="optional">{m.enquiry_optional({}, l)}</span>
      </label>
      <p className="field-hint" id="enquiry-artwork-hint">
        {live
          ? fill(words.artHintLive, { max: artworkLimits.files, size: formatBytes(artworkLimits.fileBytes) })
          : fill(words.artHintPlain, { max: artworkLimits.files, size: formatBytes(artworkLimits.formBytes) })}{' '}
        {m.enquiry_art_kinds({ kinds: acceptedKinds(locale) }, l)}
      </p>
      <FilePicker
        button={m.enquiry_art_choose({}, l)}
        live={live}
        ref={input}
        id="enquiry-artwork"
        labelledBy="enquiry-artwork-label"
        name="artwork"
        multiple
        accept={acceptAttribute}
        aria-describedby={`enquiry-artwork-hint${error ? ' enquiry-files-error' : ''}`}
        aria-invalid={error ? 'true' : undefined}
        onChange={live ? (e: ChangeEvent<HTMLInputElement>) => choose(e.currentTarget.files) : undefined}
      />
      {lines.length > 0 && (
        <fieldset className="artwork-lines" aria-describedby="enquiry-artwork-lines-hint">
          <legend>
            {words.artLinesLegend} <span className="optional">{m.enquiry_optional({}, l)}</span>
          </legend>
          <p className="artwork-lines-hint" id="enquiry-artwork-lines-hint">
            {words.artLinesHint}
          </p>
          {lines.map((line, i) => (
            <div key={`${line.product}/${line.size}`} className="artwork-line-field">
              <label htmlFor={`enquiry-${artworkLineField(i + 1)}`} id={`enquiry-${artworkLineField(i + 1)}-label`}>
                {m.enquiry_line_n({ n: i + 1 }, l)}: {english ? <span lang={english}>{line.name}</span> : line.name}, {line.weight}
              </label>
              <FilePicker
                button={m.enquiry_art_choose({}, l)}
                live={live}
                id={`enquiry-${artworkLineField(i + 1)}`}
                labelledBy={`enquiry-${artworkLineField(i + 1)}-label`}
                name={artworkLineField(i + 1)}
                multiple
                accept={acceptAttribute}
                ref={(el) => {
                  if (el) lineInputs.current.set(`${line.product}/${line.size}`, el);
                  else lineInputs.current.delete(`${line.product}/${line.size}`);
                }}
                onChange={live ? (e: ChangeEvent<HTMLInputElement>) => choose(e.currentTarget.files, line) : undefined}
              />
            </div>
          ))}
        </fieldset>
      )}
      {chosen.length > 0 && (
        // The names at once; their progress and actions come with the uploader, fetched as the first file is chosen.
        <Suspense
          fallback={
            <ul className="artwork-list" aria-label={m.enquiry_art_list({}, l)}>
              {chosen.map((c) => (
                <li key={c.key} data-state={c.state}>
                  {fileHead(c)}
                </li>
              ))}
            </ul>
          }
        >
          <ArtworkList
            chosen={chosen}
            lines={lines}
            sizes={sizes}
            trying={trying}
            proofs={[...proofSent.current.values()].map((p) => p.key)}
            words={words}
            head={fileHead}
            onTry={(c) => {
              proofMaker.current = null;
              setTrying(trying === c.key ? null : c.key);
            }}
            onRetry={(c) => {
              if (c.id && c.token) void loadArtworkUpload().then(({ removeArtwork }) => removeArtwork(c.id!, c.token!));
              const again = { ...c, state: 'uploading' as const, sent: 0, message: undefined, id: undefined, token: undefined };
              patch(c.key, again);
              start(again);
            }}
            onRemove={remove}
            expose={(of, make) => {
              proofMaker.current = { of, make };
            }}
          />
        </Suspense>
      )}
      <p className="field-error" id="enquiry-files-error" data-error-for="files" hidden={!error}>
        <IslandIcon d={alertPath} size={16} />
        <span>{error}</span>
      </p>
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </div>
  );
}
