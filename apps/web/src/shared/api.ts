import { client } from '@despacho/api-client/client';
import { session } from './session';

/** Every call sends the session token in X-Token; a 401 outside /login ends the session. */
export function configureApi(onUnauthorized: () => void): void {
  // Absolute, so Request() also accepts it outside a browser page (tests).
  client.setConfig({ baseUrl: new URL('/api', window.location.origin).toString() });
  client.interceptors.request.use((request) => {
    const token = session.token();
    if (token) request.headers.set('X-Token', token);
    return request;
  });
  client.interceptors.response.use((response) => {
    if (response.status === 401 && window.location.pathname !== '/login') {
      session.clear();
      onUnauthorized();
    }
    return response;
  });
}

/** The server's {message}; null when no answer came (fetch rejects with a TypeError: offline, server down) or it had none. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof TypeError) return null;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  return null;
}

/** The server's {message}, or a generic text when the failure had none. */
export function errorMessage(error: unknown): string {
  return serverMessage(error) ?? 'Não foi possível falar com o servidor. Tente novamente.';
}
