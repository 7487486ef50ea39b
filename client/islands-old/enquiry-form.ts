/**
 * Sends the enquiry form (src/components/EnquiryForm.tsx) as JSON instead of a page load, with the
 * states of spec §4 and §8: idle → sending (button disabled, 'Sending...') → result. A message
 * containing 'successfully' clears the fields and shows green with a check; any other message shows
 * red and keeps them, with the server's field errors beside their fields (aria-invalid,
 * aria-describedby) and focus on the first; no answer or one that is not JSON shows the fixed
 * `failure` text and logs the error. The browser's native checks run first; the server decides.
 */
interface Props {
  endpoint: string;
  sending: string;
  failure: string;
}

type Control = HTMLInputElement | HTMLTextAreaElement;

export function enhance(form: HTMLFormElement, { endpoint, sending, failure }: Props): void {
  const button = form.querySelector<HTMLButtonElement>('[data-submit]')!;
  const status = form.querySelector<HTMLElement>('[data-status]')!;
  const fields = [...form.querySelectorAll<Control>('[data-field]')];
  const key = form.elements.namedItem('idempotencyKey') as HTMLInputElement;
  const label = button.textContent;

  const show = (kind: string, text: string) => {
    status.dataset.kind = kind;
    status.querySelector('[data-status-text]')!.textContent = text;
  };
  const showErrors = (errors: Record<string, string | undefined>) => {
    for (const field of fields) {
      const note = form.querySelector<HTMLElement>(`[data-error-for="${field.name}"]`)!;
      const error = errors[field.name];
      note.hidden = !error;
      note.lastElementChild!.textContent = error ?? '';
      for (const [name, value] of [['aria-invalid', 'true'], ['aria-describedby', note.id]]) {
        if (error) field.setAttribute(name!, value!);
        else field.removeAttribute(name!);
      }
    }
    fields.find((f) => errors[f.name])?.focus();
  };

  let busy = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    button.disabled = true;
    button.textContent = sending;
    form.setAttribute('aria-busy', 'true');
    try {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(Object.fromEntries(new FormData(form))),
      });
      const answer = await res.json();
      const message = answer?.message;
      if (typeof message !== 'string') throw new TypeError(`Answer ${res.status} carries no message`);
      if (message.includes('successfully')) {
        for (const field of fields) field.value = '';
        // The next enquiry from this page is a new one.
        key.value = crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
        showErrors({});
        show('success', message);
      } else {
        showErrors(answer.errors ?? {});
        show('error', message);
      }
    } catch (error) {
      console.error('The enquiry could not be sent:', error);
      show('error', failure);
    } finally {
      busy = false;
      button.disabled = false;
      button.textContent = label;
      form.removeAttribute('aria-busy');
      if (document.activeElement === document.body) button.focus();
    }
  });
}
