import { addVersionedTexts, type Texts } from '@qa/shared';
import { KIT_VERSION } from '../kitVersion';
import { en } from './texts/en';
import { pl } from './texts/pl';
import { ru } from './texts/ru';
import { ua } from './texts/ua';

/** The bug-report view has a namespace of its own: its texts come with its chunk, not the kit. */
export const BUG_REPORT_NAMESPACE = 'kitBugReport';

/** Every language in the one chunk, as the debrief does: no chunk of each language in every kit copy's chunk map. */
export const bugReportTexts: Texts = { en, ua, ru, pl };

// On evaluation, i.e. when the chunk arrives. Versioned like the kit's texts: two kit copies may both load it.
addVersionedTexts(BUG_REPORT_NAMESPACE, KIT_VERSION, bugReportTexts);
