// The "Today's figures" table at the top of docs/measurements.md, kept by the scripts that measure:
// `npm run audit -- --record`, `npm run size -- --record` and the benches with `--record` each
// rewrite their own rows (the figure, its latest value, today's date, the command that measures it
// again) and leave every other row and line of the file as it was.
import { readFileSync, writeFileSync } from 'node:fs';

export const MEASUREMENTS = 'docs/measurements.md';
const HEADER = '| figure | latest | measured | measured again by |';

/** A table cell: one line, its pipes escaped. */
const cell = (text) =>
  String(text)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();

/** The first cell of a table row, unescaped: the figure's name. */
function figureOf(row) {
  const match = /^\|((?:\\\||[^|])*)\|/.exec(row);
  return match ? match[1].replace(/\\\|/g, '|').trim() : null;
}

/**
 * The markdown with each figure's row replaced (or added at the end of the table when it is new).
 *
 * @example setFigures(text, [{ figure: 'Worker bundle (gzip)', latest: '374.2 KB', command: '`npm run size`' }], '2026-11-28')
 */
export function setFigures(markdown, figures, date) {
  const lines = markdown.split('\n');
  const header = lines.indexOf(HEADER);
  if (header < 0) throw new Error(`${MEASUREMENTS} has no table of today's figures (its header "${HEADER}" is missing)`);
  let end = header + 2; // past the header and its |---| line
  while (end < lines.length && lines[end].startsWith('|')) end++;
  for (const { figure, latest, command } of figures) {
    const row = `| ${cell(figure)} | ${cell(latest)} | ${date} | ${cell(command)} |`;
    const at = lines.slice(header + 2, end).findIndex((line) => figureOf(line) === figure.trim());
    if (at >= 0) lines[header + 2 + at] = row;
    else lines.splice(end++, 0, row);
  }
  return lines.join('\n');
}

/** Today's date (UTC), as the table writes it. */
export const today = () => new Date().toISOString().slice(0, 10);

/** Rewrites the figures' rows of docs/measurements.md, dated today, and says so. */
export function recordFigures(figures, { file = MEASUREMENTS, date = today() } = {}) {
  writeFileSync(file, setFigures(readFileSync(file, 'utf8'), figures, date));
  console.log(`\nRecorded in ${file}, ${date}: ${figures.map((f) => f.figure).join('; ')}`);
}
