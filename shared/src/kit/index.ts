// The challenge page kit: the pieces every mode composes. Evaluating it registers the 'kit' texts and
// injects the progress slice (both as side effects of the modules below).
export * from './texts/kitTexts';
export * from './progress/progressState';
export * from './progress/progressSlice';
export * from './progress/progressStorage';
export * from './progress/progressThunks';
export * from './progress/useChallengeProgress';
export * from './format/formatValue';
export * from './components/challengeField';
export * from './components/ChallengeDescription';
export * from './components/CaseCounter';
export * from './components/CaseList';
export * from './components/LearnPanel';
export * from './components/ChallengeForm';
export * from './components/ResultLine';
export * from './components/ErrorNotice';
export * from './components/LearnChallenge';
export * from './page/usePageTitle';
