import type { RouteObject } from 'react-router';
import { ProductEditPage } from './routes/product-edit.page';
import { ProductNewPage } from './routes/product-new.page';
import { ProductRemovePage } from './routes/product-remove.page';
import { ProductsListPage } from './routes/products-list.page';

export const productRoutes: RouteObject[] = [
  { path: '/settings/products', element: <ProductsListPage /> },
  { path: '/settings/products/new', element: <ProductNewPage /> },
  { path: '/settings/products/edit/:id', element: <ProductEditPage /> },
  { path: '/settings/products/remove/:id', element: <ProductRemovePage /> },
];
