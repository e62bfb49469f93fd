import { createFairQueue, GRADING_SHARE_SPENT } from '../../src/grading/fair-queue';

/** Tasks that finish when the test says: what ran, in order, and a way to finish the oldest running one. */
const controlledRuns = () => {
  const started: string[] = [];
  const finishers: (() => void)[] = [];
  const run = (name: string) =>
    new Promise<string>((resolve) => {
      started.push(name);
      finishers.push(() => resolve(name));
    });
  const finishOldest = async () => {
    finishers.shift()?.();
    // The queue hands the freed slot on once the finished task's promise has settled.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { run, started, finishOldest };
};

const options = { slots: 1, runningPerClient: 1, waitingPerClient: 8, waitingTotal: 100 };

describe('the fair queue of grading tasks', () => {
  it('gives the next free slot to another client, not to the rest of a busy client’s tasks', async () => {
    const { run, started, finishOldest } = controlledRuns();
    const queue = createFairQueue(run, options);
    const busy = ['a1', 'a2', 'a3', 'a4'].map((name) => queue.submit('10.0.0.1', name));
    const quiet = queue.submit('10.0.0.2', 'b1');
    expect(started).toEqual(['a1']);
    await finishOldest();
    expect(started).toEqual(['a1', 'b1']);
    await finishOldest();
    await finishOldest();
    await finishOldest();
    await finishOldest();
    expect(started).toEqual(['a1', 'b1', 'a2', 'a3', 'a4']);
    await expect(quiet).resolves.toBe('b1');
    await expect(Promise.all(busy)).resolves.toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  it('never lets one client hold every slot, so another client’s task starts at once', async () => {
    const { run, started } = controlledRuns();
    const queue = createFairQueue(run, { ...options, slots: 2 });
    for (const name of ['a1', 'a2', 'a3']) void queue.submit('10.0.0.1', name);
    expect(started).toEqual(['a1']);
    void queue.submit('10.0.0.2', 'b1');
    expect(started).toEqual(['a1', 'b1']);
    expect(queue.load()).toEqual({ running: 2, waiting: 2 });
  });

  it('refuses a client over its share with a 429 at once, and still takes another client’s task', async () => {
    const { run, started } = controlledRuns();
    const queue = createFairQueue(run, { ...options, waitingPerClient: 2 });
    for (const name of ['a1', 'a2', 'a3']) void queue.submit('10.0.0.1', name);
    await expect(queue.submit('10.0.0.1', 'a4')).rejects.toMatchObject({
      statusCode: 429,
      code: GRADING_SHARE_SPENT,
      retryAfterS: expect.any(Number),
    });
    void queue.submit('10.0.0.2', 'b1');
    expect(queue.load()).toEqual({ running: 1, waiting: 3 });
    expect(started).toEqual(['a1']);
  });

  it('bounds the tasks waiting in all, however many clients send them', async () => {
    const { run } = controlledRuns();
    const queue = createFairQueue(run, { ...options, waitingTotal: 5 });
    const refused = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) => queue.submit(`10.0.1.${index}`, `t${index}`)).map((task) =>
        Promise.race([task, new Promise((resolve) => setImmediate(resolve, 'waiting'))]),
      ),
    );
    expect(refused.filter(({ status }) => status === 'rejected')).toHaveLength(20 - 1 - 5);
    expect(queue.load()).toEqual({ running: 1, waiting: 5 });
  });

  it('passes a task’s failure to its caller and goes on with the next', async () => {
    const queue = createFairQueue(async (name: string) => {
      if (name === 'bad') throw new Error('broken task');
      return name;
    }, options);
    await expect(queue.submit('10.0.0.1', 'bad')).rejects.toThrow('broken task');
    await expect(queue.submit('10.0.0.1', 'good')).resolves.toBe('good');
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });
});
