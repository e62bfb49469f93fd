import {
  archivedGrid,
  attemptsOf,
  baselineOf,
  classGrid,
  type FinishedMemberSession,
  type MemberChallenge,
} from '../../src/classroom/class-grid';

const JOINED = new Date('2026-11-02T09:00:00.000Z');
const TERM = new Date('2026-11-01T09:00:00.000Z');
const record = (storeName: string, epoch: number, keys: string[], updatedAt: string): MemberChallenge => ({
  learner: 'uid-1',
  storeName,
  epoch,
  answers: Object.fromEntries(keys.map((key) => [key, { first: '1' }])),
  updatedAt: new Date(updatedAt),
});

describe('a class grid', () => {
  const baseline = baselineOf([
    { storeName: 'scripted_divide', epoch: 0, answers: { case_1: { first: '1' } } },
    { storeName: 'exploratory_triangle', epoch: 2, answers: { case_1: {}, case_2: {} } },
  ]);
  const member = {
    id: '0b6e1c7e-0000-4000-8000-000000000001',
    learner: 'uid-1',
    name: 'Ola',
    joinedAt: JOINED,
    baseline,
  };

  it('counts what was found since the baseline and nothing else, whatever the epochs', () => {
    const grid = classGrid(
      [{ storeName: 'scripted_divide', total: 7 }],
      [member],
      [
        record('scripted_divide', 0, ['case_1', 'case_3'], '2026-11-03T10:00:00.000Z'),
        // A later epoch (a Reset on some device, or one sent by anyone) counts its earlier finds no more.
        record('exploratory_triangle', 3, ['case_1', 'case_2', 'case_3'], '2026-11-04T10:00:00.000Z'),
        record('learn_adder', 0, ['case_1', 'case_2'], '2026-11-02T10:00:00.000Z'),
      ],
      TERM,
    );
    expect(grid.learners).toEqual([
      {
        memberId: member.id,
        name: 'Ola',
        joinedAt: JOINED.toISOString(),
        lastActive: '2026-11-04T10:00:00.000Z',
        found: { scripted_divide: 1, exploratory_triangle: 1, learn_adder: 2 },
        designs: {},
        bugReports: {},
        interviews: {},
      },
    ]);
  });

  it('shows each best test-design run as it stands, whatever the term’s baseline', () => {
    const run = (variantsCaught: number, variantsTotal: number) => ({
      tests: [],
      score: 50,
      variantsCaught,
      variantsTotal,
      missed: [],
    });
    const grid = classGrid(
      [{ storeName: 'scripted_divide', total: 7 }],
      [member, { ...member, id: '0b6e1c7e-0000-4000-8000-000000000002', learner: 'uid-2', name: 'Ann' }],
      [
        // In the baseline, found nothing since: its run still shows.
        { ...record('scripted_divide', 0, ['case_1'], '2026-10-03T10:00:00.000Z'), testDesign: run(7, 9) },
        { ...record('exploratory_triangle', 2, [], '2026-11-04T10:00:00.000Z'), testDesign: run(0, 9) },
        { ...record('learn_adder', 0, ['case_1'], '2026-11-04T10:00:00.000Z'), testDesign: null },
        { ...record('scripted_divide', 0, [], '2026-11-04T10:00:00.000Z'), learner: 'uid-2' },
      ],
      TERM,
    );
    expect(grid.learners.map(({ name, designs }) => [name, designs])).toEqual([
      ['Ann', {}],
      ['Ola', { scripted_divide: { caught: 7, total: 9 }, exploratory_triangle: { caught: 0, total: 9 } }],
    ]);
    expect(archivedGrid(grid).learners[1]?.designs).toEqual(grid.learners[1]?.designs);
  });

  it('shows each challenge’s kept bug reports, how many and their mean score, whatever the term’s baseline', () => {
    const report = (bug: number, score: number) => ({
      title: 'Triangle: sides 2, 3, 2 shown as scalene',
      steps: [{ values: { first: '2', second: '3', third: '2' } }],
      expected: 'Isosceles',
      actual: 'Scalene',
      severity: 'major' as const,
      priority: 'high' as const,
      bug,
      score,
      language: 'en' as const,
    });
    const grid = classGrid(
      [{ storeName: 'exploratory_triangle', total: 7 }],
      [member, { ...member, id: '0b6e1c7e-0000-4000-8000-000000000002', learner: 'uid-2', name: 'Ann' }],
      [
        // In the baseline, found nothing since: its reports still show.
        {
          ...record('exploratory_triangle', 2, ['case_1', 'case_2'], '2026-10-03T10:00:00.000Z'),
          bugReports: [report(1, 100), report(2, 80), report(4, 60)],
        },
        {
          ...record('scripted_divide', 0, [], '2026-11-04T10:00:00.000Z'),
          bugReports: [report(1, 75), report(2, 80)],
        },
        { ...record('learn_adder', 0, ['case_1'], '2026-11-04T10:00:00.000Z'), bugReports: null },
        {
          ...record('exploratory_triangle', 0, [], '2026-11-04T10:00:00.000Z'),
          learner: 'uid-2',
          bugReports: [],
        },
      ],
      TERM,
    );
    expect(grid.learners.map(({ name, bugReports }) => [name, bugReports])).toEqual([
      ['Ann', {}],
      [
        'Ola',
        {
          exploratory_triangle: { count: 3, meanScore: 80 },
          // 77.5, rounded.
          scripted_divide: { count: 2, meanScore: 78 },
        },
      ],
    ]);
    expect(archivedGrid(grid).learners[1]?.bugReports).toEqual(grid.learners[1]?.bugReports);
  });

  it('has no last activity before the member’s term began, and lists members by name', () => {
    const grid = classGrid(
      [],
      [
        { ...member, name: 'Zed' },
        {
          ...member,
          id: '0b6e1c7e-0000-4000-8000-000000000002',
          learner: 'uid-2',
          name: 'Ann',
          baseline: {},
        },
      ],
      [record('scripted_divide', 0, ['case_1'], '2026-11-01T10:00:00.000Z')],
      TERM,
    );
    expect(grid.learners.map((learner) => [learner.name, learner.lastActive, learner.found])).toEqual([
      ['Ann', null, {}],
      ['Zed', null, {}],
    ]);
  });

  it('archives a grid without the membership ids, field by field', () => {
    const current = classGrid([{ storeName: 'scripted_divide', total: 7 }], [member], [], TERM);
    expect(current.learners[0]?.memberId).toBe(member.id);
    expect(archivedGrid(current)).toEqual({
      challenges: current.challenges,
      assignments: [],
      learners: [
        {
          name: 'Ola',
          joinedAt: JOINED.toISOString(),
          lastActive: null,
          found: {},
          designs: {},
          bugReports: {},
          interviews: {},
        },
      ],
    });
  });

  it('shows each assignment’s best finished session: its total, when it finished and the scorecard’s figures', () => {
    const assignments = [
      { id: 'a1', number: 1, family: 'triangle', createdAt: TERM.toISOString(), dueAt: null },
      {
        id: 'a2',
        number: 2,
        family: 'triangle',
        createdAt: TERM.toISOString(),
        dueAt: '2026-11-20T18:00:00.000Z',
      },
    ];
    const card = (cases: number) => ({
      title: 'Triangle type form',
      lines: [
        { name: 'casesCovered', value: cases, of: 10, reason: '…', practise: '…' },
        { name: 'variantsCaught', value: 2, of: 3, reason: '…', practise: '…' },
        { name: 'bugsFound', value: 1, of: 3, reason: '…', practise: '' },
        { name: 'reportQuality', value: 80, of: 100, reason: '…', practise: '' },
        { name: 'timeUsed', value: 1200, of: 1500, reason: '…', practise: '' },
      ],
      total: 60,
    });
    const session = (
      learner: string,
      assignmentId: string,
      total: number,
      finishedAt: string,
      cases: number,
    ): FinishedMemberSession => ({
      id: `${learner} ${assignmentId} ${finishedAt}`,
      learner,
      assignmentId,
      total,
      finishedAt: new Date(finishedAt),
      // The figures are read from English; another language's card says the same in other words.
      scorecard: { en: card(cases), ua: card(0) },
    });
    const grid = classGrid(
      [],
      [member, { ...member, id: '0b6e1c7e-0000-4000-8000-000000000002', learner: 'uid-2', name: 'Ann' }],
      [],
      TERM,
      {
        assignments,
        sessions: [
          session('uid-1', 'a1', 40, '2026-11-03T10:00:00.000Z', 4),
          session('uid-1', 'a1', 70, '2026-11-05T10:00:00.000Z', 7),
          // As good, but later: the first one stands.
          session('uid-1', 'a1', 70, '2026-11-06T10:00:00.000Z', 9),
          session('uid-2', 'a2', 55, '2026-11-04T10:00:00.000Z', 5),
          // A store of another shape shows the total alone.
          { ...session('uid-2', 'a1', 30, '2026-11-04T11:00:00.000Z', 3), scorecard: { ua: card(3) } },
        ],
      },
    );
    expect(grid.assignments).toEqual(assignments);
    const [ann, ola] = grid.learners;
    expect(ola?.interviews).toEqual({
      a1: {
        total: 70,
        finishedAt: '2026-11-05T10:00:00.000Z',
        lines: [
          { name: 'casesCovered', value: 7, of: 10 },
          { name: 'variantsCaught', value: 2, of: 3 },
          { name: 'bugsFound', value: 1, of: 3 },
          { name: 'reportQuality', value: 80, of: 100 },
          { name: 'timeUsed', value: 1200, of: 1500 },
        ],
        attempts: 3,
        abandoned: 0,
        sessionId: 'uid-1 a1 2026-11-05T10:00:00.000Z',
      },
    });
    expect(ann?.interviews).toEqual({
      a1: {
        total: 30,
        finishedAt: '2026-11-04T11:00:00.000Z',
        lines: [],
        attempts: 1,
        abandoned: 0,
        sessionId: 'uid-2 a1 2026-11-04T11:00:00.000Z',
      },
      a2: expect.objectContaining({ total: 55, finishedAt: '2026-11-04T10:00:00.000Z' }),
    });
    expect(archivedGrid(grid).assignments).toEqual(assignments);
    // An archived term keeps the figures, not the id a trainer opens a session by (it keeps no membership either).
    const { sessionId: _opened, ...archived } = ola!.interviews.a1!;
    expect(archivedGrid(grid).learners[1]?.interviews).toEqual({ a1: archived });
  });
});

describe('the sessions of a class’s assignments, counted', () => {
  const finished = (
    id: string,
    assignmentId: string,
    total: number,
    finishedAt: string,
  ): FinishedMemberSession => ({
    id,
    learner: 'uid-1',
    assignmentId,
    total,
    finishedAt: new Date(finishedAt),
    scorecard: {},
  });
  const abandoned = (id: string, assignmentId: string) => ({
    id,
    learner: 'uid-1',
    assignmentId,
    abandoned: true as const,
  });

  it('counts per assignment the sessions finished and those abandoned, and keeps the best finished one', () => {
    const best = finished('s2', 'a1', 80, '2026-11-05T10:00:00.000Z');
    expect(
      attemptsOf([
        finished('s1', 'a1', 40, '2026-11-03T10:00:00.000Z'),
        abandoned('s3', 'a1'),
        best,
        abandoned('s4', 'a1'),
        abandoned('s5', 'a2'),
      ]),
    ).toEqual({
      a1: { attempts: 2, abandoned: 2, best },
      // Only abandoned: counted, with no best.
      a2: { attempts: 0, abandoned: 1, best: null },
    });
    expect(attemptsOf([])).toEqual({});
  });

  it('shows in the grid an assignment with a finished session, its abandoned ones counted, and dates activity by it', () => {
    const member = {
      id: '0b6e1c7e-0000-4000-8000-000000000001',
      learner: 'uid-1',
      name: 'Ola',
      joinedAt: JOINED,
      baseline: {},
    };
    const grid = classGrid(
      [],
      [member],
      [record('scripted_divide', 0, ['case_1'], '2026-11-03T10:00:00.000Z')],
      TERM,
      {
        assignments: [],
        sessions: [
          abandoned('s1', 'a1'),
          finished('s2', 'a1', 55, '2026-11-06T09:30:00.000Z'),
          // Abandoned only: not yet done, as the grid shows an assignment before any session.
          abandoned('s3', 'a2'),
        ],
      },
    );
    const [ola] = grid.learners;
    expect(ola?.interviews).toEqual({
      a1: expect.objectContaining({ total: 55, attempts: 1, abandoned: 1, sessionId: 's2' }),
    });
    // The session finished after the last stored progress: the learner was last active then.
    expect(ola?.lastActive).toBe('2026-11-06T09:30:00.000Z');
  });

  it('dates no activity by a session finished before the learner’s term began', () => {
    const grid = classGrid(
      [],
      [{ id: 'm', learner: 'uid-1', name: 'Ola', joinedAt: JOINED, baseline: {} }],
      [],
      TERM,
      { assignments: [], sessions: [finished('s1', 'a1', 55, '2026-10-06T09:30:00.000Z')] },
    );
    expect(grid.learners[0]?.lastActive).toBeNull();
    expect(grid.learners[0]?.interviews.a1).toMatchObject({ total: 55, attempts: 1 });
  });
});
