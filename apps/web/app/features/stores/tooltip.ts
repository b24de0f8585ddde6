/**
 * The WAI-ARIA tooltip rule for the VIP badge: Escape hides the tooltip until focus or the pointer
 * leaves it. Plain DOM, so hydrated pages (the badge's handlers) and pages served without React
 * (the inline script, features/static-page) share it. The trigger sits in a `[data-tooltip]`
 * group; app.css hides the group's tooltip while it carries `data-dismissed`.
 */
export function dismissTooltip(key: string, trigger: Element): boolean {
  const group = trigger.closest('[data-tooltip]');
  if (key !== 'Escape' || !group || group.hasAttribute('data-dismissed')) return false;
  group.setAttribute('data-dismissed', '');
  return true;
}

export function resetTooltip(inside: Element): void {
  inside.closest('[data-tooltip]')?.removeAttribute('data-dismissed');
}

/**
 * What an Escape pressed at `target` hides: the tooltip of the group holding it, or else the one shown under the pointer
 * (WAI-ARIA: Escape hides a tooltip wherever focus is; a walkthrough found a hovered one stayed). Null for neither.
 */
export function tooltipTarget(target: EventTarget | null, doc: Document): Element | null {
  if (target instanceof Element && target.closest('[data-tooltip]')) return target;
  return doc.querySelector('[data-tooltip]:hover');
}
