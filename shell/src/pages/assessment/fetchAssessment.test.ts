import { environment } from '@qa/shared';
import { readAssessment } from './fetchAssessment';

const TEXTS = { title: 'Interview Assessment', description: 'Questions and a practical task.' };
const SVG = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
const subscribed = (imageUrl: string) => ({ subscribed: true, ...TEXTS, imageUrl });

describe('readAssessment', () => {
  it.each([
    ['an inlined SVG, as the server sends it', SVG, SVG],
    ['an inlined PNG', 'data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['an address on the API server', '/api/assessment.png', `${environment.apiBaseUrl}/api/assessment.png`],
    ['an https address', 'https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
  ])('keeps %s', (_name, imageUrl, shown) => {
    expect(readAssessment(subscribed(imageUrl))).toEqual({
      kind: 'content',
      content: { ...TEXTS, imageUrl: shown },
    });
  });

  it.each([
    ['a script address', 'javascript:alert(1)'],
    ['a data URL of HTML', `data:text/html;base64,${btoa('<script>alert(1)</script>')}`],
    ['a data URL that is not base64', 'data:image/svg+xml,<svg onload="alert(1)"/>'],
    ['a blob', 'blob:https://example.com/1'],
  ])('drops %s', (_name, imageUrl) => {
    expect(readAssessment(subscribed(imageUrl))).toEqual({
      kind: 'content',
      content: { ...TEXTS, imageUrl: undefined },
    });
  });

  it('reads the answer to a user without the subscription as the subscribe prompt', () => {
    expect(readAssessment({ subscribed: false, message: 'An active subscription is needed.' })).toEqual({
      kind: 'subscribe',
    });
  });

  it.each([
    ['a body without its texts', { subscribed: true, imageUrl: SVG }],
    ['the texts without the subscription flag', { ...TEXTS, imageUrl: SVG }],
    ['no subscription without its sentence', { subscribed: false }],
    ['a page of HTML', '<html>'],
  ])('reads nothing from %s', (_name, body) => {
    expect(readAssessment(body)).toEqual({ kind: 'unreadable' });
  });
});
