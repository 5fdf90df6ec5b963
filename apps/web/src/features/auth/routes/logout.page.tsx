import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { session } from '../../../shared/session';

/** Clears the stored token and company, and everything cached for them. */
export function LogoutPage() {
  const queryClient = useQueryClient();
  session.clear();
  useEffect(() => queryClient.clear(), [queryClient]);
  return <Navigate to="/login" replace />;
}
