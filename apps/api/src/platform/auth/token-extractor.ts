import { ExtractJwt } from 'passport-jwt';

/** The spec's client sends the token in X-Token; other clients may use Authorization: Bearer. */
export const extractToken = ExtractJwt.fromExtractors([
  ExtractJwt.fromHeader('x-token'),
  ExtractJwt.fromAuthHeaderAsBearerToken(),
]);
