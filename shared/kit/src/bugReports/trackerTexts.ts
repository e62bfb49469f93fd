import { addVersionedTexts, type Texts } from '@qa/shared';
import { KIT_VERSION } from '../kitVersion';
import { trackerWords } from './texts/tracker';

/**
 * A bug tracker's words for a report's severity and priority, in every language: one namespace that the report
 * view and the pages listing reports (the progress page) both read, small enough to come with either.
 */
export const TRACKER_NAMESPACE = 'kitTracker';

export const trackerTexts: Texts = trackerWords;

// On evaluation, i.e. when a chunk that reads them arrives. Versioned like the kit's texts.
addVersionedTexts(TRACKER_NAMESPACE, KIT_VERSION, trackerTexts);
