import { lazyPage } from '../../shared/ui/lazy-page';
import type { RouteObject } from 'react-router';

const ProductEditPage = lazyPage(() => import('./routes/product-edit.page'), 'ProductEditPage');
const ProductNewPage = lazyPage(() => import('./routes/product-new.page'), 'ProductNewPage');
const ProductRemovePage = lazyPage(() => import('./routes/product-remove.page'), 'ProductRemovePage');
const ProductsListPage = lazyPage(() => import('./routes/products-list.page'), 'ProductsListPage');

export const productRoutes: RouteObject[] = [
  { path: '/settings/products', element: <ProductsListPage /> },
  { path: '/settings/products/new', element: <ProductNewPage /> },
  { path: '/settings/products/edit/:id', element: <ProductEditPage /> },
  { path: '/settings/products/remove/:id', element: <ProductRemovePage /> },
];
