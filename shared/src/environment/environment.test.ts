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

  it('never uses the emulator outside local mode', () => {
    expect(
      resolveEnvironment({ hostname: 'x.com', origin: 'https://x.com' }).firebase.emulatorUrl,
    ).toBeUndefined();
  });
});
