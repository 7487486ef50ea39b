import type { ComponentProps } from 'react';

/**
 * A file input whose button speaks the page's language: the browser's own button says "Choose
 * Files / No file chosen" in the browser's language, whatever the page's. Once `live` (its island
 * running), the input stays the control (its label, focus, keyboard and the picker are the
 * browser's) but lies, transparent, over a button drawn in the page's words, which is hidden from
 * assistive technology so that the input is named once; the input's focus ring shows on the drawn
 * button. Before that, and without JavaScript, it is the browser's own input, which also shows
 * the names of the files chosen (a live form lists them itself).
 */
export function FilePicker({ button, live, ...input }: { button: string; live: boolean } & Omit<ComponentProps<'input'>, 'type'>) {
  // One element tree in both states, the input first in it: as the island goes live React keeps the
  // input the buyer may already have chosen files with (a new one would drop them).
  return (
    <span className={live ? 'file-picker' : undefined}>
      <input {...input} type="file" />
      {live && (
        <span className="btn btn-ghost file-picker-button" aria-hidden="true">
          {button}
        </span>
      )}
    </span>
  );
}
