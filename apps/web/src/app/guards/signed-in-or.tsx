import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { session } from '../../shared/session';

/** A route with two faces: the signed-in screen (the child routes), or `fallback` for a visitor. */
export function SignedInOr({ fallback }: { fallback: ReactNode }) {
  return session.token() ? <Outlet /> : fallback;
}
