import { readFileSync } from 'node:fs';
import path from 'node:path';
// Paths, not the package entries: only the constants are wanted here, not the app the entries start.
import { DEFAULT_LANGUAGE } from '../../../../shared/src/i18n/languages';
import { STORAGE_KEYS } from '../../../../shared/src/storage/storageKeys';
import { scriptWithSettings } from '../../buildTime/scriptWithSettings';
import { SNAPSHOT_IDS } from './pageShown';
import { SHOW_AT_MOST_MS, SNAPSHOT_KEY_PREFIX, SNAPSHOT_VERSION } from './snapshotSettings';

const SCRIPT = readFileSync(path.join(__dirname, 'showSnapshot.js'), 'utf8');

/** What index.html gets before the app's root: the script that paints the page's snapshot, with its settings. */
export const renderSnapshotScript = (): string => {
  const settings = {
    'entry-prefix': SNAPSHOT_KEY_PREFIX,
    'language-key': STORAGE_KEYS.language,
    'default-language': DEFAULT_LANGUAGE,
    'host-id': SNAPSHOT_IDS.host,
    'hide-id': SNAPSHOT_IDS.hide,
    version: String(SNAPSHOT_VERSION),
    'show-at-most-ms': String(SHOW_AT_MOST_MS),
  };
  return scriptWithSettings(SCRIPT, settings);
};
