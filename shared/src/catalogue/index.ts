export * from './types';
export * from './contract';
export * from './challenges';
export * from './series';
export * from './emptyText';
export * from '../i18n/languages';
export * from './testerApi';
export * from './hotelSearch';
export type { AddedMode, AddedModeNames } from './addedMode';
