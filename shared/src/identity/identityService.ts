/**
 * What the account remote and the pages need from the identity provider, without each bundling its SDK:
 * the shell implements it with Firebase (shell/src/auth) and provides it here once the page is usable. The
 * service it provides starts the client at its first call (decision 0073): a consumer never starts it itself.
 */
export interface IdentityService {
  signIn(email: string, password: string): Promise<void>;
  /** Creates the account; the caller sends the verification email. */
  register(email: string, password: string): Promise<void>;
  sendVerificationEmail(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  signOut(): Promise<void>;
  /** The current user's identity token, or null when signed out. */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  /** The claims of the current token (custom claims included), or {} when signed out. */
  getClaims(forceRefresh?: boolean): Promise<Readonly<Record<string, unknown>>>;
}

/** A provider failure with its error code (e.g. 'auth/invalid-credential'), for the screens' error mapping. */
export class IdentityError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

let resolveService: (service: IdentityService) => void = () => undefined;
const ready = new Promise<IdentityService>((resolve) => {
  resolveService = resolve;
});

/** Called once by the shell; a later call is ignored. */
export const provideIdentity = (service: IdentityService): void => resolveService(service);

/** Resolves with the identity service once the shell has provided it. */
export const whenIdentityReady = (): Promise<IdentityService> => ready;
