import type { ComponentProps } from 'react';

/**
 * A file input whose button speaks the page's language, with JavaScript and without: the
 * browser's own button says "Choose Files" in the browser's language, whatever the page's, so it
 * is not shown (`::file-selector-button`, client/styles/base.css). In its place a label for the
 * input, drawn as the site's button, says `button`: a tap on it opens the chooser as the input
 * would, by the browser's own label behaviour. Its words are hidden from assistive technology (on
 * a span inside it: HTML forbids `aria-hidden` on a label of a labelable element), which names
 * the input by its field's label alone (`labelledBy`, that label's id: said outright, so that no
 * browser joins the two labels' words); the input keeps the focus, the keyboard and the chooser,
 * and its focus ring shows on the drawn button.
 *
 * What the browser says beside its button ("No file chosen", the chosen file's name) is the only
 * sign without JavaScript that a file was chosen, and no CSS can tell a chosen file from none
 * (decision 088). So it is kept, unseen until the input has had the focus (a tap on the button
 * gives it): from then on it shows what was chosen. `live`, the island shows the files chosen
 * itself, and the browser's words stay unseen.
 */
export function FilePicker({
  button,
  live,
  id,
  labelledBy,
  ...input
}: { button: string; live: boolean; id: string; labelledBy: string } & Omit<ComponentProps<'input'>, 'type' | 'id' | 'aria-labelledby'>) {
  // One element tree in both states: as the island goes live React keeps the input the buyer may
  // already have chosen files with (a new one would drop them). The input comes first so that its
  // focus ring can be drawn on the label after it; the stylesheet lays the label out first.
  return (
    <span className={live ? 'file-picker file-picker-live' : 'file-picker'}>
      <input id={id} {...input} type="file" aria-labelledby={labelledBy} />
      <label htmlFor={id} className="btn btn-ghost file-picker-button">
        <span aria-hidden="true">{button}</span>
      </label>
    </span>
  );
}
