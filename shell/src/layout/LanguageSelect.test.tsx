import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { LanguageSelect } from './LanguageSelect';
import { SideMenu } from './SideMenu';

describe('LanguageSelect', () => {
  afterEach(() => localStorage.clear());

  it('offers the four languages by their own names', () => {
    renderWithProviders(<LanguageSelect />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    const options = screen.getAllByRole<HTMLOptionElement>('option').map((o) => [o.value, o.textContent]);
    expect(options).toEqual([
      ['en', 'English'],
      ['ua', 'Українська'],
      ['ru', 'Русский'],
      ['pl', 'Polski'],
    ]);
  });

  it('switches every text to the chosen language and remembers it', async () => {
    const { user, store } = renderWithProviders(
      <>
        <LanguageSelect />
        <SideMenu />
      </>,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pl');
    expect(await screen.findByRole('link', { name: 'Strona główna' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Język' })).toHaveValue('pl');
    expect(store.getState().language.local).toBe('pl');
    expect(localStorage.getItem('local')).toBe('pl');
  });

  it('applies a choice made with the arrow keys on Enter or on leaving, not at each press', async () => {
    const { store } = renderWithProviders(<LanguageSelect />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    // A closed dropdown changes its value at each arrow press, as Chromium does.
    const press = (key: string, value: string) => {
      fireEvent.keyDown(select, { key });
      fireEvent.change(select, { target: { value } });
    };
    press('ArrowDown', 'ua');
    press('ArrowDown', 'ru');
    expect(store.getState().language.local).toBe('en');
    expect(select).toHaveValue('ru');
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(store.getState().language.local).toBe('ru');

    press('ArrowDown', 'pl');
    expect(store.getState().language.local).toBe('ru');
    fireEvent.blur(select);
    expect(store.getState().language.local).toBe('pl');
  });

  it('starts in the remembered language', () => {
    localStorage.setItem('local', 'ua');
    renderWithProviders(<SideMenu />);
    expect(screen.getByRole('link', { name: 'Головна' })).toBeInTheDocument();
  });
});
