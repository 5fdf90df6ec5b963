import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { routes } from '../app/router';
import { configureApi } from '../shared/api';

configureApi(() => {});

/** Renders the real route table at `path`, with the real providers. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/** Answers API calls by path from a table; anything else fails the test loudly. */
export function stubApi(answers: Record<string, (request: Request) => unknown>) {
  const calls: { path: string; url: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'));
    const path = new URL(request.url, 'http://localhost').pathname;
    const body =
      request.method === 'GET'
        ? undefined
        : await request
            .clone()
            .json()
            .catch(() => undefined);
    calls.push({ path, url: request.url, body });
    const answer = answers[`${request.method} ${path}`];
    if (!answer) throw new Error(`chamada inesperada: ${request.method} ${path}`);
    // An answer may be a whole Response (a refusal with its status), else the JSON body of a 200.
    const value = await answer(request);
    return value instanceof Response ? value : Response.json(value);
  });
  return calls;
}

export const ME_ADMIN = {
  id: '8f1c3c1e-0000-4000-8000-000000000001',
  name: 'Ana Souza',
  email: 'admin@despacho.test',
  is_admin: true,
  is_super_admin: false,
  permissions: null,
  company: { id: 'c0000000-0000-4000-8000-000000000001', name: 'Loja Demo', has_audit_enabled: false },
  companies: [{ id: 'c0000000-0000-4000-8000-000000000001', name: 'Loja Demo' }],
};
