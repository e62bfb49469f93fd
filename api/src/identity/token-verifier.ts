/** Who an identity token belongs to, once verified. */
export interface VerifiedIdentity {
  uid: string;
  /** Every claim of the token, custom claims included (the assessment's subscription claim). */
  claims: Readonly<Record<string, unknown>>;
}

/** Verifies an identity token; rejects when it is malformed, forged, expired or revoked. */
export type TokenVerifier = (token: string) => Promise<VerifiedIdentity>;
