import { i18n, STORAGE_KEYS } from '@qa/shared';
import { mockHttp, renderWithStore } from '@qa/kit/test';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChallengePage from './ChallengePage';

const INFO = { cases: [], casesTotal: 15, bugsTotal: 4, caseOptions: 'POST,GET,PUT,DELETE,PATCH' };
const KEY = 'tester-key-1234';

const server = (found: unknown[] = []) =>
  mockHttp({
    get: (path) => (path.endsWith('/sandbox') ? { testerKey: KEY, found } : INFO),
    post: () => ({
      message: 'PUT /users/3 → 200 OK\nContent-Type: application/json\n{\n  "id": 3,\n  "name": "Kate"\n}',
      caseIndex: 12,
      caseText: 'State transition: PUT /users/{id} replaces a user (200 OK)',
    }),
  });

const renderUserCrud = async () => {
  const user = userEvent.setup();
  const view = renderWithStore(<ChallengePage group="apiTesting" challengeKey="userCrud" />);
  await act(async () => undefined);
  return { user, ...view };
};

describe('the userCrud page', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the tester key the server names, the base URL and the documentation', async () => {
    server();
    await renderUserCrud();
    expect(screen.getByTestId('tester-key')).toHaveTextContent(KEY);
    expect(localStorage.getItem(STORAGE_KEYS.testerKey)).toBe(KEY);
    expect(screen.getByText('http://localhost:8080/api/sandbox/v1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /api\/docs/ })).toHaveAttribute(
      'href',
      'http://localhost:8080/api/docs',
    );
    expect(
      screen.getByText(/curl -i -X GET "http:\/\/localhost:8080\/api\/sandbox\/v1\/users"/),
    ).toBeInTheDocument();
  });

  it('blocks the body until a method is chosen, and explains why in a dialog that leads to the method', async () => {
    server();
    const { user } = await renderUserCrud();
    const body = screen.getByRole('textbox', { name: 'JSON body' });
    expect(body).toHaveAttribute('readonly');
    await user.click(body);
    const dialog = await screen.findByRole('dialog', {
      name: 'Choose the HTTP method first: the body depends on it.',
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'HTTP method' })).toHaveFocus();
    await user.selectOptions(screen.getByRole('combobox', { name: 'HTTP method' }), 'PUT');
    expect(body).not.toHaveAttribute('readonly');
  });

  it('does not send a body that is not JSON, and says so at the field', async () => {
    const http = server();
    const { user } = await renderUserCrud();
    await user.selectOptions(screen.getByRole('combobox', { name: 'HTTP method' }), 'POST');
    await user.type(screen.getByRole('textbox', { name: 'Endpoint' }), '/users');
    await user.type(screen.getByRole('textbox', { name: 'JSON body' }), '{{"name": Alex}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(http.post).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'JSON body' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/The body is not valid JSON/)).toBeInTheDocument();
  });

  it('sends the request with the tester key and lists the case it found', async () => {
    const http = server();
    const { user } = await renderUserCrud();
    await user.selectOptions(screen.getByRole('combobox', { name: 'HTTP method' }), 'PUT');
    await user.type(screen.getByRole('textbox', { name: 'Endpoint' }), '/users/3');
    await user.type(screen.getByRole('textbox', { name: 'JSON body' }), '{{"name": "Kate"}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(http.post).toHaveBeenCalledWith(
      'api/api-testing/v1/userCrud',
      { first: 'PUT', second: '/users/3', third: '{"name": "Kate"}', emptyFields: [] },
      { headers: { 'X-Tester-Key': KEY } },
    );
    expect(document.getElementById('case_12')).toHaveTextContent('PUT /users/{id} replaces a user');
    // The answer as an HTTP client shows it: the status first, then the headers and the body as sent.
    const result = screen.getByRole('status', { name: 'Result' });
    expect(within(result).getByText('PUT /users/3 → 200 OK').tagName).toBe('STRONG');
    expect(result.querySelector('pre')?.textContent).toBe(
      'Content-Type: application/json\n{\n  "id": 3,\n  "name": "Kate"\n}',
    );
  });

  it("adds what the tester's own tools found through the API", async () => {
    server([
      {
        payload: { first: 'DELETE', second: '/users', third: '' },
        caseIndex: 15,
        caseText: 'Error guessing: a method the endpoint does not allow answers 405 Method Not Allowed',
      },
    ]);
    await renderUserCrud();
    await act(async () => undefined);
    expect(screen.getByTestId('cases-counter')).toHaveTextContent('1 out of 15');
    expect(document.getElementById('case_15')).toHaveTextContent('405 Method Not Allowed');
    expect(JSON.parse(localStorage.getItem('apiTesting_userCrud') ?? '{}')).toMatchObject({
      case_15: { first: 'DELETE', second: '/users' },
    });
  });
});
