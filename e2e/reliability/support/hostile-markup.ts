/**
 * Markup that would run code if a page inserted it as HTML: each vector sets window.qaPwned (or calls alert)
 * with its own name, so a failure says which one ran.
 */
import type { Page } from '@playwright/test';

/** A server page (terms, privacy) with every way we know for HTML to run script, around text that must stay. */
export const HOSTILE_SERVER_PAGE = `
<h2>Terms that survive</h2>
<p>Plain text stays.</p>
<script>window.qaPwned = 'script'</script>
<img src="x" onerror="window.qaPwned = 'img onerror'">
<svg><script>window.qaPwned = 'svg script'</script></svg>
<svg onload="window.qaPwned = 'svg onload'"></svg>
<iframe srcdoc="<script>parent.qaPwned = 'iframe srcdoc'</script>"></iframe>
<a href="javascript:window.qaPwned = 'javascript link'">a link</a>
<a href="jav&#x09;ascript:window.qaPwned = 'tab-broken link'">another link</a>
<details open ontoggle="window.qaPwned = 'details ontoggle'"><summary>more</summary></details>
<input autofocus onfocus="window.qaPwned = 'input onfocus'">
<form action="javascript:window.qaPwned = 'form action'"><button>go</button></form>
<object data="javascript:window.qaPwned = 'object'"></object>
<embed src="javascript:window.qaPwned = 'embed'">
<math><mtext><table><mglyph><style><img src=x onerror="window.qaPwned = 'mutation'"></style></mglyph></table></mtext></math>
<noscript><p title="</noscript><img src=x onerror=window.qaPwned='noscript'>"></p></noscript>
<div style="background:url(javascript:window.qaPwned='css')">styled</div>
<meta http-equiv="refresh" content="0;url=javascript:window.qaPwned='meta refresh'">
<base href="javascript:/">
<p onmouseover="window.qaPwned = 'onmouseover'" onclick="window.qaPwned = 'onclick'">hover and click me</p>
`;

/** What a tester might type into any field: each closes a different context (text, attribute, URL). */
export const HOSTILE_INPUT = `"'><img src=x onerror="window.qaPwned='input img'"><script>window.qaPwned='input script'</script><svg onload=alert('input svg')>javascript:alert(1)`;

/** Records code that ran: the flag the vectors set, and any dialog (alert, confirm, prompt) they open. */
export const watchForCode = async (page: Page) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    // Handlers that fire late (a failed image load, a focus) get a moment.
    await page.waitForTimeout(500);
    const pwned = await page.evaluate(() => (window as { qaPwned?: string }).qaPwned ?? null);
    return { pwned, dialogs };
  };
};

/** Elements that run or load code; a served text must not even have a form or a style. */
const CODE_TAGS = ['script', 'iframe', 'object', 'embed', 'base', 'meta'];
export const SERVED_TEXT_FORBIDDEN_TAGS = [...CODE_TAGS, 'form', 'input', 'style'];

/** Elements and attributes under `selector` that could run code: forbidden tags, handlers, javascript: URLs. */
export const activeMarkupIn = (page: Page, selector: string, forbiddenTags = CODE_TAGS) =>
  page.evaluate(
    ([root, tags]) => {
      const found: string[] = [];
      for (const element of document.querySelectorAll(`${root}, ${root} *`)) {
        const tag = element.tagName.toLowerCase();
        if (tags.includes(tag)) found.push(`<${tag}>`);
        for (const { name, value } of element.attributes) {
          if (name.startsWith('on')) found.push(`${tag}[${name}]`);
          if (/^\s*javascript:/i.test(value.replace(/[\t\n\r]/g, '').trim()))
            found.push(`${tag}[${name}=js]`);
        }
      }
      return found;
    },
    [selector, forbiddenTags] as const,
  );
