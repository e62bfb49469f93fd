/** What the inline script of index.html (earlyLoad.js) asked for before the shell's bundle ran. */
interface EarlyAnswers {
  /** The registry's JSON, undefined when it could not be had. */
  registry: Promise<unknown>;
  /** Manifest URL -> its text, undefined when it could not be had. */
  manifests: Record<string, Promise<string | undefined> | undefined>;
}

declare global {
  interface Window {
    __qaEarly?: EarlyAnswers;
  }
}

/** The registry the page asked for early, once: a later look (a retry) asks the server again. */
export const takeEarlyRegistry = (): Promise<unknown> | undefined => {
  const early = window.__qaEarly;
  const registry = early?.registry;
  if (early) early.registry = Promise.resolve(undefined);
  return registry;
};

/** A manifest the page asked for early, once. */
export const takeEarlyManifest = (url: string): Promise<string | undefined> | undefined => {
  const manifests = window.__qaEarly?.manifests;
  const manifest = manifests?.[url];
  if (manifests) delete manifests[url];
  return manifest;
};
