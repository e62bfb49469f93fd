const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * An inline <script> for index.html whose settings travel as data attributes (read from `dataset`): the script's
 * text stays the same whatever the settings, and so does its hash in the Content-Security-Policy.
 */
export const scriptWithSettings = (script: string, settings: Record<string, string>): string => {
  const attributes = Object.entries(settings)
    .map(([name, value]) => `data-${name}="${escapeAttribute(value)}"`)
    .join(' ');
  return `<script ${attributes}>${script}</script>`;
};
