/**
 * The files chosen in the enquiry form's artwork field, each with how its upload stands (a progress
 * bar, then checked, done or failed with the reason and the preflight's notes) and what can be done
 * with it: try it on the pouch, try again, remove. Fetched with the uploader when the first file is
 * chosen (src/features/enquiry/files/artwork-field.tsx lists the names at once meanwhile), so a
 * page whose visitor sends no file never loads it.
 */
import { loadArtworkMockup } from '@features/mockup';
import { lazy, Suspense, type ReactNode } from 'react';
import type { EnquiryWords } from '../intake/words';
import { useLocale } from '@platform/i18n/locale';
import { englishRuns } from '@platform/i18n/rich';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import type { PreflightNote } from './preflight';

/** A file the visitor chose, and how its upload stands. */
export interface Chosen {
  key: number;
  file: File;
  sent: number;
  /** `checking`: every byte is sent and the worker is reading the file (its SHA-256, the preflight). */
  state: 'uploading' | 'checking' | 'retrying' | 'done' | 'failed';
  message?: string;
  /** The worker's verdict (a 4xx): trying again would not help. */
  refused?: boolean;
  notes?: PreflightNote[];
  id?: string;
  token?: string;
  /** The quote line it was chosen under (its product and size), if any. */
  line?: { product: string; size: string };
}

/** "Try it on the pouch" beside an artwork: the design mock-up, fetched when first opened. */
const ArtworkMockup = lazy(loadArtworkMockup);
/** What the mock-up can show: images and PDFs, by their name (the bytes are checked when it reads them). */
const previewable = (file: File) => /\.(png|jpe?g|svg|pdf)$/i.test(file.name);
const percent = (c: Chosen) => Math.floor((c.sent / Math.max(1, c.file.size)) * 100);

export interface ArtworkListProps {
  chosen: Chosen[];
  /** The quote's lines, named, as the field has them. */
  lines: { product: string; size: string; name: string; weight: string }[];
  /** The sizes an artwork can be tried on. */
  sizes: { product: string; size: string }[];
  /** The artwork whose mock-up is open. */
  trying: number | null;
  /** The files that are proofs the form made (not tried on again). */
  proofs: number[];
  words: EnquiryWords;
  /** A file's name and size as the field lists them at once, before this list has come (its own formatter, not a second copy in this chunk). */
  head(c: Chosen): ReactNode;
  onTry(c: Chosen): void;
  onRetry(c: Chosen): void;
  onRemove(c: Chosen): void;
  /** The open mock-up hands over its proof maker. */
  expose(key: number, make: () => Promise<File | null>): void;
}

export default function ArtworkList({ chosen, lines, sizes, trying, proofs, words, head, onTry, onRetry, onRemove, expose }: ArtworkListProps) {
  const locale = useLocale();
  const l = { locale };
  const lineNumber = (line: { product: string; size: string }) => lines.findIndex((o) => o.product === line.product && o.size === line.size) + 1;
  return (
    <ul className="artwork-list" aria-label={m.enquiry_art_list({}, l)}>
      {chosen.map((c) => (
        <li key={c.key} data-state={c.state}>
          {head(c)}
          {c.line && lineNumber(c.line) > 0 && <span className="artwork-for-line">{m.enquiry_art_for_line({ n: lineNumber(c.line) }, l)}</span>}
          {c.state !== 'done' && c.state !== 'failed' && (
            // Indeterminate while the file is checked: how long that takes is not known.
            <progress
              max={100}
              value={c.state === 'checking' ? undefined : percent(c)}
              aria-label={
                c.state === 'checking' ? m.enquiry_art_progress_checking({ name: c.file.name }, l) : m.enquiry_art_progress_uploaded({ name: c.file.name }, l)
              }
            />
          )}
          <span className="artwork-state">
            {c.state === 'uploading'
              ? m.enquiry_art_uploading({ percent: percent(c) }, l)
              : c.state === 'checking'
                ? m.enquiry_art_checking({}, l)
                : c.state === 'retrying'
                  ? words.artRetrying
                  : c.state === 'done'
                    ? m.enquiry_art_done({}, l)
                    : c.message && englishRuns(locale, c.message)}
          </span>
          {c.notes && c.notes.length > 0 && (
            <ul className="artwork-notes">
              {c.notes.map((n, i) => (
                <li key={i} data-level={n.level}>
                  {englishRuns(locale, n.text)}
                </li>
              ))}
            </ul>
          )}
          <span className="artwork-actions">
            {c.state === 'done' && sizes.length > 0 && previewable(c.file) && !proofs.includes(c.key) && (
              <button type="button" className="link-button" aria-expanded={trying === c.key} onClick={() => onTry(c)}>
                {m.enquiry_art_try_on({}, l)}
                <span className="visually-hidden"> {c.file.name}</span>
              </button>
            )}
            {c.state === 'failed' && !c.refused && (
              <button type="button" className="link-button" onClick={() => onRetry(c)}>
                {m.enquiry_art_try_again({}, l)}
                <span className="visually-hidden"> {c.file.name}</span>
              </button>
            )}
            <button type="button" className="link-button" onClick={() => onRemove(c)}>
              {m.enquiry_art_remove({}, l)}
              <span className="visually-hidden"> {c.file.name}</span>
            </button>
          </span>
          {trying === c.key && (
            <Suspense fallback={<p className="mockup-busy">{m.enquiry_art_loading_preview({}, l)}</p>}>
              <ArtworkMockup
                file={c.file}
                sizes={sizes.map((s) => ({ ...s, ...lines.find((o) => o.product === s.product && o.size === s.size) }))}
                id={`artwork-mockup-${c.key}`}
                expose={(make) => expose(c.key, make)}
              />
            </Suspense>
          )}
        </li>
      ))}
    </ul>
  );
}
