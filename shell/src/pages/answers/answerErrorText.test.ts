import { HttpError } from '@qa/shared';
import { answerErrorText } from './answerErrorText';

const serverError = (message: string) =>
  new HttpError('http', 401, message, { statusCode: 401, error: 'Unauthorized', message });

describe('answerErrorText', () => {
  it("keeps the first sentence of the server's error text", () => {
    expect(
      answerErrorText(serverError('The identity token has expired. Get a fresh token and try again.')),
    ).toBe('The identity token has expired.');
    expect(answerErrorText(serverError('Sign in first! Answers are for members.'))).toBe('Sign in first!');
  });

  it('does not cut inside numbers or names', () => {
    expect(answerErrorText(serverError('Version 1.5 of api.example is gone. Update.'))).toBe(
      'Version 1.5 of api.example is gone.',
    );
  });

  it('keeps a text without a sentence end whole', () => {
    expect(answerErrorText(serverError('Unauthorized'))).toBe('Unauthorized');
  });

  it("falls back to the request's message without a server text", () => {
    expect(answerErrorText(new HttpError('network', 0, 'Failed to fetch'))).toBe('Failed to fetch');
    expect(answerErrorText(new HttpError('http', 502, 'Bad Gateway', '<html>proxy</html>'))).toBe(
      'Bad Gateway',
    );
    expect(answerErrorText(new Error('boom'))).toBe('boom');
  });
});
