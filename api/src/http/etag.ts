import { createHash } from 'node:crypto';

/** A strong validator: the same bytes always give the same tag, across restarts and instances. */
export const etagOf = (body: string): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Whether an If-None-Match header names `etag` (RFC 9110 §13.1.2: a list of tags or `*`, compared weakly,
 * so a W/ prefix a proxy may have added still matches).
 */
export const matchesEtag = (header: string | undefined, etag: string): boolean =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
