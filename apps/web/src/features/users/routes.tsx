import { lazyPage } from '../../shared/ui/lazy-page';
import type { RouteObject } from 'react-router';

const UserEditPage = lazyPage(() => import('./routes/user-edit.page'), 'UserEditPage');
const UserNewPage = lazyPage(() => import('./routes/user-new.page'), 'UserNewPage');
const UserRemovePage = lazyPage(() => import('./routes/user-remove.page'), 'UserRemovePage');
const UsersListPage = lazyPage(() => import('./routes/users-list.page'), 'UsersListPage');

export const userRoutes: RouteObject[] = [
  { path: '/settings/users', element: <UsersListPage /> },
  { path: '/settings/users/new', element: <UserNewPage /> },
  { path: '/settings/users/edit/:id', element: <UserEditPage /> },
  { path: '/settings/users/remove/:id', element: <UserRemovePage /> },
];
