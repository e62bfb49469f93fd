import createDOMPurify from 'dompurify';

/**
 * Our own instance: the hook below must not change how anything else on the page sanitizes.
 * Created on first use, so importing this module needs no DOM.
 */
let purifier: ReturnType<typeof createDOMPurify> | undefined;

const isExternal = (href: string): boolean => {
  try {
    const url = new URL(href, window.location.href);
    return /^https?:$/.test(url.protocol) && url.origin !== window.location.origin;
  } catch {
    return false;
  }
};

const instance = () => {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  // Runs after the unsafe attributes are gone: a link to another site opens in a new tab without access
  // to this page (DOMPurify drops any target the served HTML sets, so only this hook adds one).
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement && isExternal(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
};

/**
 * Server HTML (terms, privacy) made safe to insert: DOMPurify's HTML profile removes scripts, event handlers
 * and javascript: URLs; we also drop what could restyle the page or ask for input (styles, forms), keeping the
 * semantic tags and links a legal text needs.
 */
export const sanitizeHtml = (html: string): string =>
  instance().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'option', 'textarea'],
    FORBID_ATTR: ['style'],
  });
