import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@qa/shared/catalogue';
import { LRUCache } from 'lru-cache';

/** The product calls Ukrainian 'ua'; browsers and standards call it 'uk'. */
const ALIASES: ReadonlyMap<string, Language> = new Map([['uk', 'ua']]);

const toLanguage = (tag: string): Language | undefined => {
  const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
  const language = ALIASES.get(primary) ?? primary;
  return isLanguage(language) ? language : undefined;
};

const quality = (params: string[]): number => {
  const q = params.map((param) => param.trim().toLowerCase()).find((param) => param.startsWith('q='));
  if (q === undefined) return 1;
  const value = Number(q.slice(2));
  return Number.isFinite(value) ? value : 0;
};

/** The supported language the client prefers most (RFC 9110 q-values; on a tie the earlier one wins). */
function preferredLanguage(header: string): Language {
  let best: { language: Language; q: number } | undefined;
  for (const range of header.split(',')) {
    const [tag = '', ...params] = range.split(';');
    const language = toLanguage(tag);
    const q = quality(params);
    if (language && q > 0 && (!best || q > best.q)) best = { language, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

/** Headers remembered; a browser sends the same one on every call, and there are few distinct ones. */
const REMEMBERED = 1000;
/** Longer headers are worked out each time, so a client cannot fill the memory with long made-up ones. */
const LONGEST_REMEMBERED = 200;
const resolved = new LRUCache<string, Language>({ max: REMEMBERED });

/**
 * The language of a request's Accept-Language header, or English when it names none of ours. The answer for a
 * header never changes, so it is remembered instead of split and parsed again on every request.
 */
export function resolveLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  if (header.length > LONGEST_REMEMBERED) return preferredLanguage(header);
  let language = resolved.get(header);
  if (language === undefined) {
    language = preferredLanguage(header);
    resolved.set(header, language);
  }
  return language;
}
