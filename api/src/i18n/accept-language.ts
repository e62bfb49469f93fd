import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@qa/shared/catalogue';

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

/**
 * The supported language the client prefers most (RFC 9110 q-values; on a tie the earlier one wins),
 * or English when it names none of ours.
 */
export function resolveLanguage(header: string | undefined): Language {
  let best: { language: Language; q: number } | undefined;
  for (const range of (header ?? '').split(',')) {
    const [tag = '', ...params] = range.split(';');
    const language = toLanguage(tag);
    const q = quality(params);
    if (language && q > 0 && (!best || q > best.q)) best = { language, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
