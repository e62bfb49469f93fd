import { environmentName, resolveEnvironment } from './environment';

describe('environment', () => {
  it('selects local for localhost, staging for stg hosts, production otherwise', () => {
    expect(environmentName('localhost')).toBe('local');
    expect(environmentName('qa-stg.example.com')).toBe('staging');
    expect(environmentName('qa.example.com')).toBe('production');
  });

  it('points local mode at the server on port 8080 and the identity emulator', () => {
    const local = resolveEnvironment({ hostname: 'localhost', origin: 'http://localhost:3000' });
    expect(local.apiBaseUrl).toBe('http://localhost:8080');
    expect(local.firebase.emulatorUrl).toBe('http://localhost:9099');
    expect(local.firebase.projectId).toMatch(/^demo-/);
  });

  it('moves the API and the emulator as far as the page is moved, a second copy being whole hundreds away', () => {
    const moved = resolveEnvironment({ hostname: 'localhost', origin: 'http://localhost:3100' });
    expect(moved.apiBaseUrl).toBe('http://localhost:8180');
    expect(moved.firebase.emulatorUrl).toBe('http://localhost:9199');
    // A remote's own page (the shell's port plus a few) belongs to the same copy.
    expect(resolveEnvironment({ hostname: 'localhost', origin: 'http://localhost:3106' }).apiBaseUrl).toBe(
      'http://localhost:8180',
    );
    expect(resolveEnvironment({ hostname: 'localhost', origin: 'http://localhost:3006' }).apiBaseUrl).toBe(
      'http://localhost:8080',
    );
    // No port of a copy (a page on port 80): the first copy's.
    expect(resolveEnvironment({ hostname: 'localhost', origin: 'http://localhost' }).apiBaseUrl).toBe(
      'http://localhost:8080',
    );
  });

  it('never uses the emulator outside local mode', () => {
    expect(
      resolveEnvironment({ hostname: 'x.com', origin: 'https://x.com' }).firebase.emulatorUrl,
    ).toBeUndefined();
  });
});
