import { act } from '@testing-library/react';
import { setLanguage } from '@qa/shared';
import { renderWithProviders } from '../test/renderWithProviders';
import { useDocumentLanguage } from './useDocumentLanguage';

const Probe = () => {
  useDocumentLanguage();
  return null;
};

it('sets <html lang> from the interface language, ua as uk', () => {
  const { store } = renderWithProviders(<Probe />);
  expect(document.documentElement.lang).toBe('en');
  act(() => void store.dispatch(setLanguage('ua')));
  expect(document.documentElement.lang).toBe('uk');
  act(() => void store.dispatch(setLanguage('pl')));
  expect(document.documentElement.lang).toBe('pl');
});
