/**
 * A select (`data-auto-submit`) whose GET form applies as soon as an option is picked, keeping its
 * submit button for pages without script. Plain DOM, as the VIP tooltip's rule is
 * (features/stores/tooltip.ts): the select's React handlers run it where React renders the page,
 * and the inline script (features/static-page) where the markup never hydrates (the search
 * page's results on an islands page).
 *
 * Submitting on every `change` would trap keyboards: on Windows and Linux an arrow key (or a
 * letter) on a closed select picks the next option and fires `change` at once, so each step would
 * load the page and the buyer could never get two options down. A change made while a key is down
 * on the select is therefore left to the form's button; a pick from the open list (pointer, touch,
 * or keys inside the list, which the page does not see) applies at once. Each function must stand
 * alone: the inline script carries their source.
 */
export function noteKeyOnSelect(select: Element, down: boolean): void {
  if (down) select.setAttribute('data-key-down', '');
  else select.removeAttribute('data-key-down');
}

/** Submits the select's form for a picked option; false when a key changed it (see above). */
export function submitPicked(select: HTMLSelectElement): boolean {
  if (select.hasAttribute('data-key-down') || !select.form) return false;
  select.form.requestSubmit();
  return true;
}

/**
 * Enter on the closed select applies what the keys stepped to: a select ignores Enter, so a keyboard
 * buyer had to Tab to the form's button (walkthrough). True when it submitted, for the caller to
 * keep the key from anything else.
 */
export function applyOnEnter(select: HTMLSelectElement, key: string): boolean {
  if (key !== 'Enter' || !select.form) return false;
  select.form.requestSubmit();
  return true;
}

/** The select's attribute and handlers where React renders it (spread on the `<select>`). */
export const autoSubmitSelect = {
  'data-auto-submit': '',
  onKeyDown: (event: { currentTarget: HTMLSelectElement; key: string; preventDefault: () => void }) => {
    if (applyOnEnter(event.currentTarget, event.key)) event.preventDefault();
    else noteKeyOnSelect(event.currentTarget, true);
  },
  onKeyUp: (event: { currentTarget: HTMLSelectElement }) => noteKeyOnSelect(event.currentTarget, false),
  onPointerDown: (event: { currentTarget: HTMLSelectElement }) => noteKeyOnSelect(event.currentTarget, false),
  onBlur: (event: { currentTarget: HTMLSelectElement }) => noteKeyOnSelect(event.currentTarget, false),
  onChange: (event: { currentTarget: HTMLSelectElement }) => void submitPicked(event.currentTarget),
};
