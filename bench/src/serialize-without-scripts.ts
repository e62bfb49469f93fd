/**
 * Runs in the page (passed to page.evaluate, so it must not use anything from outside its body): the
 * rendered document as HTML with every script removed and every style kept.
 */
export function serializeWithoutScripts(): string {
  const copy = document.documentElement.cloneNode(true) as HTMLElement;
  // styled-components in production inserts its rules through the CSSOM (insertRule), which leaves the
  // <style> tags empty in outerHTML: write each sheet's rules into the copy's tag.
  const liveStyles = Array.from(document.querySelectorAll('style'));
  const copiedStyles = Array.from(copy.querySelectorAll('style'));
  liveStyles.forEach((style, index) => {
    const target = copiedStyles[index];
    const rules = style.sheet?.cssRules;
    if (target && rules) target.textContent = Array.from(rules, (rule) => rule.cssText).join('\n');
  });
  copy
    .querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"]')
    .forEach((node) => node.remove());
  return `<!doctype html>\n${copy.outerHTML}`;
}
