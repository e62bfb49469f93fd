// Test helpers for the remotes' own tests ('@qa/kit/test'); kept out of the kit's index so no bundle holds them.
export * from './mockHttp';
export * from './renderWithStore';
