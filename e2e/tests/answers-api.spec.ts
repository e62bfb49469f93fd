import { expect, test } from '../support/test';
import { createAccount, uniqueEmail } from '../support/identity';

const ANSWERS = 'http://localhost:8080/api/learn/v1/adder/answer';

test('answers need an identity token that the server verifies against the identity emulator', async ({
  request,
}) => {
  const { idToken } = await createAccount(request, uniqueEmail('answers'), 'secret123');

  const anonymous = await request.get(`${ANSWERS}/0`);
  expect(anonymous.status()).toBe(401);
  expect((await anonymous.json()).message).toBe('Please sign in to see the answers.');

  const forged = await request.get(`${ANSWERS}/0`, { headers: { Authorization: `Bearer ${idToken}x` } });
  expect(forged.status()).toBe(401);

  const answers = await request.get(`${ANSWERS}/0`, { headers: { Authorization: `Bearer ${idToken}` } });
  expect(answers.status()).toBe(200);
  expect(((await answers.json()) as { answers: string[] }).answers).toHaveLength(7);

  const hint = await request.get(`${ANSWERS}/1?caseIndex=1`, {
    headers: { Authorization: `Bearer ${idToken}`, 'Accept-Language': 'pl' },
  });
  expect(((await hint.json()) as { message: string }).message).toMatch(/^Pomyśl o tej technice/);
});
