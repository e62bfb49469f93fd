// The shared package's public surface. Shell and remotes import only from here, so Module Federation
// hands every part the same singleton store, i18n instance and HTTP client.
export * from './catalogue';
export * from './components/ModeOverview';
export * from './environment/environment';
export * from './features/account/accountSlice';
export * from './features/challenge/challengeSlice';
export * from './features/language/languageSlice';
export * from './features/page/pageSlice';
export * from './features/spinner/spinnerSlice';
export * from './federation/StandaloneHarness';
export * from './federation/contracts';
export * from './http/http';
export * from './http/httpClient';
export * from './http/httpError';
export * from './i18n/i18n';
// After i18n.ts so the instance exists; inside i18n.ts the import would be hoisted above init (a cycle).
import './i18n/registerCatalogueTexts';
export * from './i18n/texts/catalogueTexts';
export * from './i18n/missingKeys';
export * from './storage/safeStorage';
export * from './storage/storageKeys';
export * from './store/hooks';
export * from './store/rootReducer';
export * from './store/store';
export * from './kit';
export * from './theme/tokens';
export * from './identity/identityService';
export * from './notifications/notify';
