import { HttpError } from '@qa/shared';
import { failureNotice } from './failureNotice';

describe('failureNotice', () => {
  it('shows the API’s own message, and ours when there is none or it is the browser’s', () => {
    const tooMany = new HttpError('http', 429, 'Too many', { statusCode: 429, message: 'Zbyt wiele żądań.' });
    expect(failureNotice(tooMany, 'progressDeleteFailed')).toEqual({ serverMessage: 'Zbyt wiele żądań.' });
    const proxy = new HttpError('http', 502, 'Bad Gateway', '<html>');
    expect(failureNotice(proxy, 'progressDeleteFailed')).toEqual({ key: 'progressDeleteFailed' });
    const offline = new HttpError('network', 0, 'Failed to fetch');
    expect(failureNotice(offline, 'progressExportFailed')).toEqual({ key: 'progressExportFailed' });
    expect(failureNotice(new Error('chunk'), 'progressExportFailed')).toEqual({
      key: 'progressExportFailed',
    });
  });
});
