// The runtime contract: what must be one object per page. Shell and remotes import it only from here, so
// Module Federation hands every part the same store, i18n instance and HTTP client. The page kit, which
// each remote bundles at its own version, is @qa/kit (shared/kit).
export * from './catalogue';
export * from './environment/environment';
export * from './features/account/accountSlice';
export * from './features/challenge/challengeSlice';
export * from './features/language/languageSlice';
export * from './features/page/pageSlice';
export * from './features/spinner/spinnerSlice';
export * from './federation/contracts';
export * from './navigation/navigation';
export * from './http/http';
export * from './http/httpClient';
export * from './http/httpError';
export * from './i18n/i18n';
export * from './i18n/addVersionedTexts';
export * from './i18n/languageTexts';
// After i18n.ts so the instance exists; inside i18n.ts the import would be hoisted above init (a cycle).
import './i18n/registerCatalogueTexts';
export * from './i18n/texts/catalogueTexts';
export * from './i18n/missingKeys';
export * from './i18n/numbers';
export * from './storage/safeStorage';
export * from './storage/storageKeys';
export * from './store/hooks';
export * from './store/rootReducer';
export * from './store/store';
export * from './identity/identityService';
export * from './notifications/notify';
export * from './versions/semver';
export * from './versions/runtimeContract';
export * from './versions/newestCopy';
