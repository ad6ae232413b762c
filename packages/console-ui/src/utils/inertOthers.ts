/**
 * Makes everything outside `target` inert (not focusable, not clickable, hidden from assistive
 * technology) and answers the function that gives it back. Elements that were inert already, live
 * regions (toasts keep announcing) and non-rendered elements are left as they are.
 *
 * Written here rather than taken from the `aria-hidden` package that Radix uses: that package keeps
 * one counter per element for all of its attributes, so an `inert` pass beside Radix's own
 * `aria-hidden` pass leaves one of the two attributes behind when they are undone in either order.
 */
export function inertOthers(target: Element): () => void {
  const changed: Element[] = [];
  const body = target.ownerDocument.body;
  let node: Element = target;
  while (node !== body && node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (
        sibling === node ||
        sibling.hasAttribute('inert') ||
        sibling.hasAttribute('aria-live') ||
        /^(SCRIPT|STYLE|TEMPLATE|LINK|META)$/.test(sibling.tagName)
      ) {
        continue;
      }
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
    node = node.parentElement;
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}
