import { http, HttpError, i18n } from '@qa/shared';
import { CLASSROOM_API, membershipPath, type Membership } from '@qa/shared/classroom';
import { screen, waitFor, within } from '@testing-library/react';
import { renderAccount, SIGNED_IN_UNVERIFIED, SIGNED_IN_VERIFIED } from '../test/renderAccount';

jest.mock('@qa/shared', () => ({
  ...jest.requireActual<typeof import('@qa/shared')>('@qa/shared'),
  whenIdentityReady: jest.fn(),
}));

// Midday UTC: the same calendar day in any time zone the tests run in.
const EVENING: Membership = {
  classId: '7b0f2c1e-4d7a-4c55-9a51-0d7c1f9e2a11',
  className: 'QA evening group',
  name: 'Ann',
  joinedAt: '2026-03-05T12:00:00.000Z',
};
const WEEKEND: Membership = {
  classId: 'c3a1e9d2-5b6f-4f0a-8e7d-2b9c4a6d1f33',
  className: 'Weekend testers',
  name: 'Ann K',
  joinedAt: '2026-04-11T12:00:00.000Z',
};
const LEAVE_QUESTION = 'Leave the class QA evening group?';

const section = () => screen.getByRole('region', { name: 'Your classes' });
const codeField = () => screen.getByRole('textbox', { name: 'Class code' });
const nameField = () => screen.getByRole('textbox', { name: 'Your name in the class' });
/** The class names as listed (each Leave button also names its class, to screen readers only). */
const className = (name: string) => screen.findByText(name, { selector: 'strong' });
const listed = () =>
  within(section())
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);

/** The dashboard, signed in, with the server answering `memberships` to the list. */
const renderClasses = async (memberships: Membership[], preloaded = SIGNED_IN_VERIFIED) => {
  const get = jest.spyOn(http, 'get').mockResolvedValue(memberships);
  const view = renderAccount('dashboard', preloaded);
  if (memberships.length === 0) await screen.findByText('You are not in any class yet.');
  else await className(memberships[0]!.className);
  return { ...view, get };
};

describe('the dashboard’s classes', () => {
  // The section's content is a lazy chunk: loaded once here, so the first test waits for the server, not for it.
  beforeAll(() => import('./MembershipsBody'));
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists the learner’s classes with their name in each and the day they joined', async () => {
    let answer: (memberships: Membership[]) => void = () => undefined;
    const get = jest
      .spyOn(http, 'get')
      .mockReturnValue(new Promise((resolve) => (answer = resolve as typeof answer)));
    renderAccount('dashboard', SIGNED_IN_VERIFIED);
    expect(within(section()).getByText('Loading your classes…')).toBeInTheDocument();

    answer([EVENING, WEEKEND]);
    const evening = (await className(EVENING.className)).closest('li');
    expect(get).toHaveBeenCalledWith(CLASSROOM_API.memberships, { auth: true, background: true });
    expect(listed()).toEqual(['QA evening group', 'Weekend testers']);
    expect(evening).toHaveTextContent('Your name: Ann');
    expect(evening).toHaveTextContent('Joined on March 5, 2026');
    expect(screen.getByRole('button', { name: 'Leave Weekend testers' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your classes…')).not.toBeInTheDocument();
  });

  it('links each open interview the trainer set, with its due date', async () => {
    const assignment = { family: 'triangle', createdAt: '2026-03-06T12:00:00.000Z' };
    await renderClasses([
      {
        ...EVENING,
        assignments: [
          {
            ...assignment,
            id: '1f0e2d3c-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
            number: 1,
            dueAt: '2026-03-20T12:00:00.000Z',
          },
          { ...assignment, id: '2f0e2d3c-4b5a-4c6d-8e7f-9a0b1c2d3e4f', number: 2, dueAt: null },
        ],
      },
    ]);
    const evening = screen.getByText(EVENING.className, { selector: 'strong' }).closest('li')!;
    expect(evening).toHaveTextContent(
      'Interview set by your trainer, due March 20, 2026: Take the interview',
    );
    expect(
      within(evening)
        .getAllByRole('link', { name: 'Take the interview' })
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/app/interview?assignment=1f0e2d3c-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
      '/app/interview?assignment=2f0e2d3c-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
    ]);
  });

  it('is there for a learner whose email is not confirmed yet', async () => {
    await renderClasses([EVENING], SIGNED_IN_UNVERIFIED);
    expect(section()).toBeInTheDocument();
  });

  it('is not shown to a signed-out visitor, and asks the server nothing', () => {
    const get = jest.spyOn(http, 'get');
    renderAccount('dashboard');
    expect(screen.queryByRole('region', { name: 'Your classes' })).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('says when the learner is in no class', async () => {
    await renderClasses([]);
    expect(within(section()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says why the list did not load, and loads it again on request', async () => {
    const get = jest
      .spyOn(http, 'get')
      .mockRejectedValueOnce(
        new HttpError('http', 429, 'Too Many Requests', { message: 'Too many requests.' }),
      )
      .mockRejectedValueOnce(new HttpError('network', 0, 'Failed to fetch'))
      .mockResolvedValue([EVENING]);
    const { user } = renderAccount('dashboard', SIGNED_IN_VERIFIED);

    const refused = await within(section()).findByRole('alert');
    expect(refused).toHaveTextContent('Too many requests.');
    await user.click(within(refused).getByRole('button', { name: 'Try again' }));
    // The browser's own words for a network failure are not shown; ours are.
    // The store tells the page on the next frame: the first alert may still be there a moment.
    await waitFor(() =>
      expect(within(section()).getByRole('alert')).toHaveTextContent('Your classes could not be loaded.'),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await className(EVENING.className)).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(3);
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('joins with the code and the name, adds the class and says so', async () => {
    const post = jest.spyOn(http, 'post').mockResolvedValue(WEEKEND);
    const { user } = await renderClasses([EVENING]);
    expect(codeField()).toHaveAccessibleDescription('The 6 characters your trainer gave you');
    expect(nameField()).toHaveAccessibleDescription(
      '2 to 40 letters or digits; your trainer sees this name and your progress in the class',
    );

    await user.type(codeField(), 'abc-234');
    await user.type(nameField(), '  Ann K ');
    await user.click(screen.getByRole('button', { name: 'Join' }));

    expect(await screen.findByText('You have joined Weekend testers.')).toBeInTheDocument();
    expect(screen.getByText('You have joined Weekend testers.').closest('[role="status"]')).not.toBeNull();
    // As the server stores the code, and the name as the server counts it.
    expect(post).toHaveBeenCalledWith(
      CLASSROOM_API.memberships,
      { code: 'ABC234', name: 'Ann K' },
      { auth: true },
    );
    // The store adds the class on its next frame: the message may come a moment before the list.
    await waitFor(() => expect(listed()).toEqual(['QA evening group', 'Weekend testers']));
    expect(codeField()).toHaveValue('');
    expect(nameField()).toHaveValue('  Ann K ');
  });

  it('lists a class joined again once', async () => {
    jest.spyOn(http, 'post').mockResolvedValue(EVENING);
    const { user } = await renderClasses([EVENING, WEEKEND]);
    await user.type(codeField(), 'ABC234');
    await user.type(nameField(), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByText('You have joined QA evening group.');
    expect(listed()).toEqual(['QA evening group', 'Weekend testers']);
  });

  it('shows the server’s reason for refusing, keeps what was typed and adds nothing', async () => {
    const message = 'No class has this code. Check the code your trainer gave you.';
    jest.spyOn(http, 'post').mockRejectedValue(new HttpError('http', 404, 'Not Found', { message }));
    const { user } = await renderClasses([EVENING]);
    await user.type(codeField(), 'ABC235');
    await user.type(nameField(), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Join' }));

    expect(await within(section()).findByRole('alert')).toHaveTextContent(message);
    expect(codeField()).toHaveValue('ABC235');
    expect(nameField()).toHaveValue('Ann');
    expect(listed()).toEqual(['QA evening group']);
    expect(screen.queryByText(/You have joined/)).not.toBeInTheDocument();

    // Mending the code makes the refusal of the old one go.
    await user.type(codeField(), '{Backspace}4');
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the lengths before sending, and says what is wrong by the field', async () => {
    const post = jest.spyOn(http, 'post');
    const { user } = await renderClasses([]);
    await user.type(codeField(), 'ABC2');
    await user.type(nameField(), 'A');
    await user.click(screen.getByRole('button', { name: 'Join' }));

    expect(codeField()).toHaveFocus();
    expect(codeField()).toBeInvalid();
    expect(codeField()).toHaveAccessibleDescription(
      'Please enter the 6 characters of the class code. The 6 characters your trainer gave you',
    );
    expect(nameField()).toHaveAccessibleDescription(/^Please enter a name of 2 to 40 characters\./);
    expect(post).not.toHaveBeenCalled();
  });

  it('asks before leaving; cancelling sends nothing', async () => {
    const remove = jest.spyOn(http, 'delete').mockResolvedValue(undefined);
    const { user } = await renderClasses([EVENING, WEEKEND]);
    const leave = screen.getByRole('button', { name: 'Leave QA evening group' });
    await user.click(leave);

    const question = screen.getByRole('dialog', { name: LEAVE_QUESTION });
    expect(question).toHaveAccessibleDescription(
      'Your trainer will no longer see your progress. Your own progress is kept.',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(leave).toHaveFocus();
    await user.click(leave);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(remove).not.toHaveBeenCalled();
    expect(listed()).toEqual(['QA evening group', 'Weekend testers']);
  });

  it('leaves once confirmed: removes the class, says so and keeps focus in the section', async () => {
    const remove = jest.spyOn(http, 'delete').mockResolvedValue(undefined);
    const { user } = await renderClasses([EVENING, WEEKEND]);
    await user.click(screen.getByRole('button', { name: 'Leave QA evening group' }));
    await user.click(
      within(screen.getByRole('dialog', { name: LEAVE_QUESTION })).getByRole('button', { name: 'Leave' }),
    );

    expect(await screen.findByText('You have left QA evening group.')).toBeInTheDocument();
    expect(remove.mock.calls).toEqual([[membershipPath(EVENING.classId), { auth: true }]]);
    expect(listed()).toEqual(['Weekend testers']);
    expect(screen.getByRole('heading', { name: 'Your classes' })).toHaveFocus();
  });

  it('keeps the class and says why when leaving fails', async () => {
    jest
      .spyOn(http, 'delete')
      .mockRejectedValue(new HttpError('http', 503, 'Service Unavailable', { message: 'Try later.' }));
    const { user } = await renderClasses([EVENING]);
    await user.click(screen.getByRole('button', { name: 'Leave QA evening group' }));
    await user.click(
      within(screen.getByRole('dialog', { name: LEAVE_QUESTION })).getByRole('button', { name: 'Leave' }),
    );

    expect(await screen.findByRole('dialog', { name: 'Try later.' })).toBeInTheDocument();
    expect(listed()).toEqual(['QA evening group']);
    expect(screen.queryByText(/You have left/)).not.toBeInTheDocument();
  });

  it('speaks Ukrainian: the date, the buttons and the question', async () => {
    await i18n.changeLanguage('ua');
    jest.spyOn(http, 'delete').mockResolvedValue(undefined);
    const { user } = await renderClasses([EVENING]);

    const region = screen.getByRole('region', { name: 'Ваші класи' });
    expect(within(region).getByRole('listitem')).toHaveTextContent('Ваше ім’я: Ann');
    expect(within(region).getByRole('listitem')).toHaveTextContent('Дата приєднання: 5 березня 2026 р.');
    expect(within(region).getByRole('textbox', { name: 'Код класу' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Приєднатися' })).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Вийти з класу QA evening group' }));
    const question = screen.getByRole('dialog', { name: 'Вийти з класу «QA evening group»?' });
    await user.click(within(question).getByRole('button', { name: 'Вийти' }));
    expect(await screen.findByText('Ви вийшли з класу «QA evening group».')).toBeInTheDocument();
    expect(await within(region).findByText('Ви поки не входите до жодного класу.')).toBeInTheDocument();
  });
});
