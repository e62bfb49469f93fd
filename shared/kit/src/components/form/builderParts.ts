/**
 * The generator and gherkin pages' own parts, one chunk loaded when such a page renders: the other pages, whose
 * first load has no bytes to spare, do not carry them.
 */
export { BuilderForm } from './BuilderForm';
export { BuilderCaseList } from '../lists/BuilderCaseList';
