import type { RouteObject } from 'react-router';
import { UserEditPage } from './routes/user-edit.page';
import { UserNewPage } from './routes/user-new.page';
import { UserRemovePage } from './routes/user-remove.page';
import { UsersListPage } from './routes/users-list.page';

export const userRoutes: RouteObject[] = [
  { path: '/settings/users', element: <UsersListPage /> },
  { path: '/settings/users/new', element: <UserNewPage /> },
  { path: '/settings/users/edit/:id', element: <UserEditPage /> },
  { path: '/settings/users/remove/:id', element: <UserRemovePage /> },
];
